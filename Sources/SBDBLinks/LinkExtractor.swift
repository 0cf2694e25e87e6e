import GRDB
import SBDBCore

/// Reads link candidates of every mechanism from the IB tables, the way ib-links.md
/// describes each one. Only link-shaped rows are read (by keyPath, class or segue kind,
/// all indexed), so the cost follows the number of links, not the size of the repository.
struct LinkExtractor {
    let db: Database
    let configuration: SBDBConfiguration
    /// Only links starting in these files; nil for every file.
    var files: Set<Int64>? = nil

    /// Classes recognised by their name; any other element is recognised by its keyPaths.
    enum Class {
        static let includedStoryboard = "IBIncludedStoryboard"
        static let includedNib = "IBIncludedNib"
        static let grkProxy = "GRKStoryboardProxyViewController"
        static let rbLink = "RBStoryboardLink"
        static let crossPlaceholder = "CrossStoryboardSegueDestinationPlaceholderViewController"
        static let all = [includedStoryboard, includedNib, grkProxy, rbLink, crossPlaceholder]
    }

    /// KeyPaths that carry link targets.
    static let linkKeyPaths = [
        "storyboard", "sceneId", "id", "nib", "controller",
        "incStoryboard", "incNib", "nibController",
        "storyboardName", "storyboardIdentifier", "sceneIdentifier", "storyboardBundleIdentifier",
        "destinationStoryboardName", "destinationViewControllerIdentifier", "destinationStoryboardBundleIdentifier",
    ]

    func candidates() throws -> [LinkCandidate] {
        var result = try storyboardReferences()
        result += try objectLinks()
        result += try segueIdentifierLinks()
        result += try legacyNibNames()
        result += try plistEntryPoints()
        return result
    }

    private func storyboardReferences() throws -> [LinkCandidate] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT file_id, scene_id, view_id, line, storyboard_name, referenced_identifier, bundle_identifier, element
                FROM storyboard_references WHERE 1\(FileFilter.clause("file_id", files)) ORDER BY file_id, line
                """
        ).map { row in
            let name: String? = row[4]
            return LinkCandidate(
                sourceFileID: row[0], sourceSceneID: row[1], sourceViewID: row[2], line: row[3],
                mechanism: "storyboard-reference", targetKind: .storyboard, name: name.meaningful,
                identifier: (row[5] as String?).meaningful, bundle: (row[6] as String?).meaningful,
                defaultsToInitial: true, detail: "<\(row[7] as String)> storyboardName",
                problem: name.meaningful == nil ? .unconfigured : nil)
        }
    }

    /// Elements that carry link keyPaths or a link class, grouped by element.
    private func linkObjects() throws -> [LinkObject] {
        let keys = Self.linkKeyPaths + configuration.links.flatMap { [$0.nameKeyPath, $0.identifierKeyPath].compactMap { $0 } }
        let classes = Class.all + configuration.links.map(\.className)
        var objects: [Int64: LinkObject] = [:]
        let columns = "v.id, v.file_id, v.scene_id, v.parent_id, v.element, v.custom_class, v.line, v.restoration_identifier"
        // Every file: by key path and class (few rows). Some files (a link update): by file (the
        // unary + keeps SQLite off those indexes), never through the whole repository's link
        // attributes and classed views, each a lookup on a page of its own.
        let keyPath = files == nil ? "a.key_path" : "+a.key_path"
        let attributes = try Row.fetchCursor(
            db,
            sql: """
                SELECT \(columns), a.key_path, a.value FROM runtime_attributes a JOIN views v ON v.id = a.view_id
                WHERE \(keyPath) IN (\(placeholders(keys.count))) AND coalesce(a.type, 'string') = 'string'\(FileFilter.clause("a.file_id", files))
                """, arguments: StatementArguments(keys))
        while let row = try attributes.next() {
            let id: Int64 = row[0]
            if objects[id] == nil { objects[id] = LinkObject(row) }
            if let value = (row[9] as String?).meaningful { objects[id]!.attributes[row[8]] = value }
        }
        // A xib's File's Owner only names the class of the object that loads the nib (a nib-owner
        // view, ib-links.md §2.10): by class alone it is no link, and no unconfigured one either.
        let customClass = files == nil ? "v.custom_class" : "+v.custom_class"
        let classed = try Row.fetchCursor(
            db,
            sql: """
                SELECT \(columns) FROM views v WHERE \(customClass) IN (\(placeholders(classes.count)))
                AND v.id NOT IN (SELECT view_id FROM nib_owners)\(FileFilter.clause("v.file_id", files))
                """, arguments: StatementArguments(classes))
        while let row = try classed.next() {
            let id: Int64 = row[0]
            if objects[id] == nil { objects[id] = LinkObject(row) }
        }
        return objects.values.sorted { ($0.fileID, $0.line, $0.id) < ($1.fileID, $1.line, $1.id) }
    }

    private func objectLinks() throws -> [LinkCandidate] {
        let objects = try linkObjects()
        let rules = Dictionary(grouping: configuration.links, by: \.className)
        var byObject: [Int64: [LinkCandidate]] = [:]
        for object in objects {
            byObject[object.id] = ObjectLinkRules.candidates(for: object, rules: rules[object.customClass ?? ""] ?? [])
        }
        // IBIncludedThing repeats its keys on the view controller and its root view: one link.
        var result: [LinkCandidate] = []
        for object in objects {
            for candidate in byObject[object.id] ?? [] {
                let parentHasSame =
                    object.parentID.flatMap { byObject[$0] }?.contains {
                        $0.mechanism == candidate.mechanism && $0.name == candidate.name && $0.identifier == candidate.identifier
                    } ?? false
                if !parentHasSame { result.append(candidate) }
            }
        }
        return result
    }

    private func segueIdentifierLinks() throws -> [LinkCandidate] {
        let classes = configuration.segueClasses
        guard !classes.isEmpty else { return [] }
        return try Row.fetchAll(
            db,
            sql: """
                SELECT file_id, scene_id, source_view_id, line, identifier, custom_class FROM segues
                WHERE kind = 'custom' AND custom_class IN (\(placeholders(classes.count)))\(FileFilter.clause("file_id", files))
                ORDER BY file_id, line
                """, arguments: StatementArguments(classes)
        ).map { row in
            let name = (row[4] as String?).meaningful
            return LinkCandidate(
                sourceFileID: row[0], sourceSceneID: row[1], sourceViewID: row[2], line: row[3],
                mechanism: "segue-identifier", targetKind: .storyboard, name: name, identifier: nil, bundle: nil,
                defaultsToInitial: true, detail: "identifier of a \(row[5] as String) segue",
                problem: name == nil ? .unconfigured : nil)
        }
    }

    private func legacyNibNames() throws -> [LinkCandidate] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT file_id, line, nib_name FROM legacy_nib_names WHERE 1\(FileFilter.clause("file_id", files)) ORDER BY file_id, line
                """
        ).map { row in
            LinkCandidate(
                sourceFileID: row[0], sourceSceneID: nil, sourceViewID: nil, line: row[1], mechanism: "legacy-nib-name",
                targetKind: .nib, name: (row[2] as String?).meaningful, identifier: nil, bundle: nil,
                defaultsToInitial: false, detail: "IBUINibName in a legacy archive", problem: nil)
        }
    }

    private func plistEntryPoints() throws -> [LinkCandidate] {
        var seen = Set<String>()
        var result: [LinkCandidate] = []
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT file_id, setting, value, configuration, line FROM plist_entries WHERE 1\(FileFilter.clause("file_id", files))
                ORDER BY file_id, id
                """)
        {
            let setting: String = row[1]
            guard let kind = EntryPointSettings.kind(of: setting) else { continue }
            let fileID: Int64 = row[0]
            let value: String = row[2]
            // Build configurations repeat settings: one link per file, setting and value.
            guard seen.insert("\(fileID)|\(setting)|\(value)").inserted else { continue }
            let unexpanded = value.contains("$(") || value.contains("${")
            result.append(
                LinkCandidate(
                    sourceFileID: fileID, sourceSceneID: nil, sourceViewID: nil, line: row[4], mechanism: "info-plist",
                    targetKind: kind, name: unexpanded ? nil : (value as String?).meaningful, identifier: nil, bundle: nil,
                    // A macOS main storyboard may hold only the application scene: no initial controller needed.
                    defaultsToInitial: kind != .nib && !setting.hasPrefix("NSMainStoryboardFile"),
                    detail: unexpanded ? "\(setting) = \(value): build variables are not expanded" : setting,
                    problem: unexpanded || (value as String?).meaningful == nil ? .unconfigured : nil))
        }
        return result
    }

    private func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: max(count, 1)).joined(separator: ", ")
    }
}

/// The Info.plist settings that make an IB file an entry point.
enum EntryPointSettings {
    static func kind(of setting: String) -> LinkTargetKind? {
        let base = setting.split(separator: "~").first.map(String.init) ?? setting
        switch base {
        case "UIMainStoryboardFile", "UISceneStoryboardFile", "NSMainStoryboardFile", "NSExtensionMainStoryboard", "WKWatchKitApp",
            "WKApplication":
            return .storyboard
        // UIDefaultLaunchStoryboard names a launch-storyboard definition, not a file.
        case "UILaunchStoryboardName", "UILaunchStoryboardFile":
            return .interface
        case "NSMainNibFile":
            return .nib
        default:
            return nil
        }
    }
}
