/// Reads a legacy Xcode 3 `<archive>` xib (an NSKeyedArchiver-like XML dump) as it streams by,
/// into the same objects, placeholders and connections a modern document gives:
///
/// - every `<object class="…" id="…">` is a candidate object; `IBObjectRecord`s say which are
///   the document's objects (`objectID`, `object`, `parent`);
/// - a class comes from `flattenedProperties`, in any of its three forms (`<string
///   key="12.CustomClassName">`, parallel `dict.sortedKeys`/`dict.values` arrays, or
///   `NS.key.N`/`NS.object.N` pairs), or from `NSClassName` (macOS `NSCustomObject`, `NSCustomView`);
/// - File's Owner is the `IBProxyObject` whose `IBProxiedObjectIdentifier` is `IBFilesOwner`
///   (iOS), or object -2 (macOS, whose -1 is First Responder and -3 the Application);
/// - `IBConnectionRecord`s hold outlets (`IBOutletConnection`, `IBCocoaTouchOutletConnection`),
///   actions (`IBActionConnection`, `IBCocoaTouchEventConnection`) and bindings
///   (`IBBindingConnection`, label `value: keyPath`), each with its `source` and `destination`.
///
/// Objects are named after their archive class (`IBUIWebView`), except File's Owner-like proxies
/// (`placeholder`) and custom objects (`customObject`), so reports that key on those still work.
struct LegacyArchiveReader {
    private struct Frame {
        var element: String
        var objectClass: String?
        var key: String?
        var id: String?
    }

    private struct Record {
        var objectID: Int?
        var objectRef: String?
        var parentRef: String?
    }

    private struct Connection {
        var archiveClass: String
        var label: String?
        var sourceRef: String?
        var destinationRef: String?
        var eventType: String?
        var line: Int
    }

    private enum Capture {
        case proxiedIdentifier(String), className(String), customClassName(Int)
        case objectID, label, eventType
        case sortedKey, sortedValue(Int), pairKey(Int), pairValue(Int)
    }

    private var stack: [Frame] = []
    private var objectClasses: [String: (archiveClass: String, line: Int)] = [:]
    private var proxied: [String: String] = [:]
    private var classNames: [String: String] = [:]
    private var customClassNames: [Int: String] = [:]
    private var records: [Record] = []
    private var openRecord: Int?
    private var connections: [Connection] = []
    private var openConnection: Int?
    /// flattenedProperties as parallel arrays, and as numbered key/object pairs.
    private var sortedKeys: [String] = []
    private var sortedValues: [String?] = []
    private var pairKeys: [Int: String] = [:]
    private var pairValues: [Int: String] = [:]
    private var capture: Capture?
    private var text = ""

    var wantsText: Bool { capture != nil }

    mutating func text(_ chunk: String) { text += chunk }

    mutating func start(_ name: String, objectClass: String?, key: String?, id: String?, ref: String?, line: Int) {
        let parent = stack.last
        stack.append(Frame(element: name, objectClass: objectClass, key: key, id: id))
        // An entry of flattenedProperties' arrays (any element, so values stay aligned with keys).
        let isFlattenedEntry = readFlattened(name, key: key, parent: parent)
        if name == "object", let objectClass {
            if let id, objectClasses[id] == nil { objectClasses[id] = (objectClass, line) }
            if objectClass == "IBObjectRecord" {
                records.append(Record())
                openRecord = records.count - 1
            } else if key == "connection", parent?.objectClass == "IBConnectionRecord" {
                connections.append(Connection(archiveClass: objectClass, line: line))
                openConnection = connections.count - 1
            }
            return
        }
        let owner = parent?.objectClass
        if isFlattenedEntry { return }
        switch (name, key) {
        case ("reference", "object") where owner == "IBObjectRecord":
            if let openRecord { records[openRecord].objectRef = ref }
        case ("reference", "parent") where owner == "IBObjectRecord":
            if let openRecord { records[openRecord].parentRef = ref }
        case ("int", "objectID") where owner == "IBObjectRecord":
            begin(.objectID)
        case ("reference", "source") where parent?.key == "connection":
            if let openConnection { connections[openConnection].sourceRef = ref }
        case ("reference", "destination") where parent?.key == "connection":
            if let openConnection { connections[openConnection].destinationRef = ref }
        case ("string", "label") where parent?.key == "connection":
            begin(.label)
        case ("int", "IBEventType") where parent?.key == "connection":
            begin(.eventType)
        case ("string", "IBProxiedObjectIdentifier"):
            if let objectID = parent?.id { begin(.proxiedIdentifier(objectID)) }
        case ("string", "NSClassName"):
            if let objectID = parent?.id { begin(.className(objectID)) }
        case ("string", let key?) where key.hasSuffix(".CustomClassName"):
            if let objectID = Int(key.dropLast(".CustomClassName".count)) { begin(.customClassName(objectID)) }
        default:
            break
        }
    }

    mutating func end() {
        guard let frame = stack.popLast() else { return }
        if let capture {
            let value = text.trimmedWhitespace
            switch capture {
            case .proxiedIdentifier(let id): proxied[id] = value
            case .className(let id): classNames[id] = value
            case .customClassName(let objectID): customClassNames[objectID] = value
            case .objectID: if let openRecord { records[openRecord].objectID = Int(value) }
            case .label: if let openConnection { connections[openConnection].label = value }
            case .eventType: if let openConnection { connections[openConnection].eventType = value }
            case .sortedKey: sortedKeys.append(value)
            case .sortedValue(let index): sortedValues[index] = value
            case .pairKey(let n): pairKeys[n] = value
            case .pairValue(let n): pairValues[n] = value
            }
            self.capture = nil
            text = ""
        }
        if frame.element == "object" {
            if frame.objectClass == "IBObjectRecord" { openRecord = nil }
            if frame.key == "connection", openConnection != nil, stack.last?.objectClass == "IBConnectionRecord" {
                openConnection = nil
            }
        }
    }

    /// The two array forms of `flattenedProperties`; true when `name` was one of their entries.
    private mutating func readFlattened(_ name: String, key: String?, parent: Frame?) -> Bool {
        guard let parent else { return false }
        let grandparentKey = stack.count >= 3 ? stack[stack.count - 3].key : nil
        if parent.key == "flattenedProperties", let key, key.hasPrefix("NS.") {
            if key.hasPrefix("NS.key."), let n = Int(key.dropFirst(7)), name == "string" {
                begin(.pairKey(n))
                return true
            }
            if key.hasPrefix("NS.object."), let n = Int(key.dropFirst(10)), name == "string" {
                begin(.pairValue(n))
                return true
            }
            return false
        }
        guard grandparentKey == "flattenedProperties", key == nil else { return false }
        if parent.key == "dict.sortedKeys", name == "string" {
            begin(.sortedKey)
            return true
        }
        if parent.key == "dict.values" {
            sortedValues.append(nil)
            if name == "string" { begin(.sortedValue(sortedValues.count - 1)) }
            return true
        }
        return false
    }

    private mutating func begin(_ what: Capture) {
        capture = what
        text = ""
    }

    /// Adds what was read to `document`: objects in record order, placeholders and connections.
    func finish(into document: inout IBDocument) {
        let isMac = document.platform == .macos
        var customClassNames = customClassNames
        let flattened = zip(sortedKeys, sortedValues).map { ($0, $1) } + pairKeys.map { ($0.value, pairValues[$0.key]) }
        for (key, value) in flattened where key.hasSuffix(".CustomClassName") {
            if let value, let objectID = Int(key.dropLast(".CustomClassName".count)) { customClassNames[objectID] = value }
        }
        var indexByRef: [String: Int] = [:]
        var pendingParents: [(index: Int, parentRef: String)] = []
        for record in records {
            guard let objectID = record.objectID, objectID != 0, let ref = record.objectRef,
                let (archiveClass, line) = objectClasses[ref], indexByRef[ref] == nil
            else { continue }
            let element =
                switch archiveClass {
                case "IBProxyObject": "placeholder"
                case "NSCustomObject": "customObject"
                default: archiveClass
                }
            var customClass = customClassNames[objectID] ?? classNames[ref]
            // A proxy's flattened class is the class IB assumed (UIResponder for First Responder).
            let proxy = proxied[ref]
            if proxy == "IBFirstResponder" || (isMac && objectID == -1) { customClass = customClass ?? "FirstResponder" }
            let index = document.objects.count
            document.objects.append(
                IBObject(
                    element: element, ibID: String(objectID), key: nil, customClass: customClass,
                    customModule: nil, customModuleProvider: nil, userLabel: nil, title: nil, storyboardIdentifier: nil,
                    restorationIdentifier: nil, usesStoryboardIdentifierAsRestorationIdentifier: false,
                    reuseIdentifier: nil, placeholderIdentifier: proxy, sceneMemberID: nil, identifier: nil,
                    scene: nil, parent: nil, depth: 0, line: line))
            indexByRef[ref] = index
            if let parentRef = record.parentRef { pendingParents.append((index, parentRef)) }
            let role: IBPlaceholder.Role? =
                switch (proxy, isMac ? objectID : 0) {
                case ("IBFilesOwner"?, _), (nil, -2): .filesOwner
                case ("IBFirstResponder"?, _), (nil, -1): .firstResponder
                case (nil, -3): .application
                case (.some, _): .external
                default: nil
                }
            if let role { document.placeholders.append(IBPlaceholder(object: index, role: role, line: line)) }
        }
        for (index, parentRef) in pendingParents {
            document.objects[index].parent = indexByRef[parentRef]
        }
        // Depths follow parents, which records may list after their children.
        for index in document.objects.indices where document.objects[index].parent != nil {
            var depth = 0
            var current = document.objects[index].parent
            while let parent = current, depth < 256 {
                depth += 1
                current = document.objects[parent].parent
            }
            document.objects[index].depth = depth
        }
        for connection in connections {
            guard let label = connection.label, !label.isEmpty else { continue }
            let source = connection.sourceRef.flatMap { indexByRef[$0] }
            let destination = connection.destinationRef.flatMap { indexByRef[$0] }
            let destinationID = destination.flatMap { document.objects[$0].ibID }
            switch connection.archiveClass {
            case "IBOutletConnection", "IBCocoaTouchOutletConnection":
                document.connections.append(
                    IBConnection(
                        kind: .outlet, ibID: nil, owner: source, property: label, destinationID: destinationID,
                        destination: destination, line: connection.line))
            case "IBActionConnection", "IBCocoaTouchEventConnection":
                document.connections.append(
                    IBConnection(
                        kind: .action, ibID: nil, owner: source, selector: label, destinationID: destinationID,
                        destination: destination, eventType: connection.eventType, line: connection.line))
            case "IBBindingConnection":
                // `value: values.QSCompressionCreateTempFile`: the binding, then its key path.
                let parts = label.split(separator: ":", maxSplits: 1)
                document.connections.append(
                    IBConnection(
                        kind: .binding, ibID: nil, owner: source, destinationID: destinationID, destination: destination,
                        bindingName: parts.first.map { String($0).trimmedWhitespace },
                        keyPath: parts.count > 1 ? String(parts[1]).trimmedWhitespace : nil, line: connection.line))
            default:
                document.otherElements.append(
                    IBOtherElement(
                        element: connection.archiveClass, ibID: nil, customClass: nil, parentElement: "IBConnectionRecord",
                        line: connection.line))
            }
        }
    }
}
