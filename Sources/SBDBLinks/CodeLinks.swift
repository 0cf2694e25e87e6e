import Foundation
import GRDB
import SBDBConditions
import SourceParsing
import SBDBStore

/// Links made by code (mechanism `code`, ib-links.md §4): name references, class-name
/// conventions (StoryboardInstantiable, Reusable's StoryboardBased, NibLoadable, …) and
/// implicit nibs of view controllers created without a nib name.
struct CodeLinks {
    let db: Database
    /// Whether a nib with this name exists (implicit nibs link only to nibs that exist).
    let nibExists: (String) throws -> Bool
    /// Only links made by these source files; nil for every file.
    var files: Set<Int64>? = nil
    /// Constants by the suffixes of their names (`constantEndingWith`), read once when first asked.
    let suffixes = ConstantSuffixes()

    /// The value a constant reference resolves to, looked up by scope: a constant of the file
    /// itself (a `#define` or `static NSString *` of the .m), then of its header (same path but
    /// the extension), then of the whole repository, then a qualified name written without its
    /// outer types; at each level a name defined once, or always with one value, resolves.
    /// Three files may `#define cellNib` differently.
    static let scopedConstantValue = """
        coalesce(
            (SELECT CASE WHEN count(DISTINCT c.value) = 1 THEN max(c.value) END
             FROM code_constants c WHERE c.name = code_references.value AND c.file_id = code_references.file_id),
            (SELECT CASE WHEN count(DISTINCT c.value) = 1 THEN max(c.value) END
             FROM code_constants c JOIN files h ON h.id = c.file_id JOIN files me ON me.id = code_references.file_id
             WHERE c.name = code_references.value AND h.id <> me.id AND h.kind = me.kind
               AND substr(h.path, 1, length(h.path) - length(h.extension)) = substr(me.path, 1, length(me.path) - length(me.extension))),
            (SELECT CASE WHEN count(DISTINCT c.value) = 1 THEN max(c.value) END
             FROM code_constants c WHERE c.name = code_references.value),
            -- Written inside the type that encloses it (`StoryboardName.settings` in
            -- `SettingsProvider`, declared as `SettingsProvider.StoryboardName.settings`).
            (SELECT CASE WHEN count(DISTINCT c.value) = 1 THEN max(c.value) END
             FROM code_constants c
             WHERE instr(code_references.value, '.') > 0
               AND c.name GLOB '*.' || code_references.value
               AND substr(c.name, length(c.name) - length(code_references.value) + 1) = code_references.value))
        """

    /// Looks constants up by scope (`scopedConstantValue`).
    static func resolveConstants(_ db: Database) throws {
        try db.execute(
            sql: """
                UPDATE code_references SET resolved_value = \(scopedConstantValue)
                WHERE value_kind = 'constant' AND value NOT GLOB '*#*'
                """)
    }

    /// `resolveConstants` for the references naming `names` and those of `files` only: the
    /// references whose constants may have changed.
    static func resolveConstants(_ db: Database, names: Set<String>, files: Set<Int64>) throws {
        try db.execute(
            sql: """
                UPDATE code_references SET resolved_value = \(scopedConstantValue)
                WHERE value_kind = 'constant' AND value NOT GLOB '*#*'
                  AND (value IN (SELECT value FROM json_each(?)) OR file_id IN (\(FileFilter.list(files))))
                """, arguments: [try jsonList(names)])
    }

    /// The prefix of a class-name helper's name among declared names (`helper:loadNib`).
    static let helperMark = "helper:"
    /// The prefix of a class a file creates among declared names (`created:Foo`).
    static let createdMark = "created:"
    /// The prefix of a class method a file calls on a class among declared names (`called:loadFromNib`).
    static let calledMark = "called:"

    /// Names as a JSON array, bound as one parameter and read with `json_each`.
    static func jsonList(_ names: Set<String>) throws -> String {
        String(decoding: try JSONEncoder().encode(names.sorted()), as: UTF8.self)
    }

    func candidates() throws -> [LinkCandidate] {
        try references() + conventions() + principalClasses() + controllersInNibs()
    }

    private func references() throws -> [LinkCandidate] {
        // Rows are streamed, never held: a large repository has a hundred thousand of them.
        let filter = FileFilter.clause("file_id", files)
        var scenesWithStoryboard = Set<String>()
        let scenes = try RowReader.Query(
            db,
            sql: """
                SELECT file_id, line, storyboard_value FROM code_references
                WHERE kind = 'scene' AND storyboard_value IS NOT NULL\(filter)
                """)
        let s = (
            fileID: try scenes.column("file_id"),
            line: try scenes.column("line"),
            storyboardValue: try scenes.column("storyboard_value")
        )
        try scenes.forEach { row in
            scenesWithStoryboard.insert("\(row.int64(s.fileID))|\(row.int64(s.line))|\(row.text(s.storyboardValue))")
        }
        var result: [LinkCandidate] = []
        let helpers = try Self.classNameHelpers(db)
        let references = try RowReader.Query(
            db,
            sql: """
                SELECT id, file_id, kind, api, value_kind, resolved_value, varies_by_subclass, storyboard_value, enclosing_type,
                       owner_is_self, line, source_text, value, bundle_class, condition
                FROM code_references WHERE kind IN ('nib', 'storyboard', 'scene')\(filter)
                ORDER BY file_id, line, id
                """)
        let r = (
            fileID: try references.column("file_id"),
            kind: try references.column("kind"),
            api: try references.column("api"),
            valueKind: try references.column("value_kind"),
            resolvedValue: try references.column("resolved_value"),
            variesBySubclass: try references.column("varies_by_subclass"),
            storyboardValue: try references.column("storyboard_value"),
            enclosingType: try references.column("enclosing_type"),
            ownerIsSelf: try references.column("owner_is_self"),
            line: try references.column("line"),
            sourceText: try references.column("source_text"),
            value: try references.column("value"),
            bundleClass: try references.column("bundle_class"),
            id: try references.column("id"),
            condition: try references.column("condition")
        )
        // Calls no target compiles (`#if os(macOS)` in an iOS app's file): no link, and marked
        // `compiled = 0` so that no view counts them as loads (`CompilationCondition`).
        try db.execute(sql: "UPDATE code_references SET compiled = NULL WHERE compiled = 0\(filter)")
        var compiled = CompiledCode(db: db)
        var notCompiled: [Int64] = []
        try references.forEach { row in
            if let condition = row.textOrNil(r.condition), try !compiled.mayCompile(condition, in: row.int64(r.fileID)) {
                notCompiled.append(row.int64(r.id))
                return
            }
            let kind = row.text(r.kind)
            let api = row.text(r.api)
            let valueKind = row.text(r.valueKind)
            // From the bundle of a class no code here declares (`Bundle(for: PodClass.self)`): the
            // file ships with that pod or package, and there is nothing here to check.
            if let bundleClass = row.textOrNil(r.bundleClass), !bundleClass.hasPrefix("#"), try !isRepositoryClass(bundleClass) { return }
            // Every link this load makes reads the class's bundle.
            let made = result.count
            defer {
                if let bundleClass = row.textOrNil(r.bundleClass) {
                    for index in made..<result.count { result[index].bundleClass = bundleClass }
                }
            }
            // Made only when the nib exists (`if Bundle.main.path(forResource:ofType: "nib") != nil`).
            let guarded = api.hasSuffix(CodeReference.whenNibExistsSuffix)
            // `[self mainNibName]`: what each subclass's provider gives.
            // A name a provider gives: linked from the load, like any other code link.
            func provided(_ name: String, detail: String, sourceClass: String?, resolution: String) -> LinkCandidate {
                LinkCandidate(
                    sourceFileID: row.int64(r.fileID), sourceSceneID: nil, sourceViewID: nil, line: row.int64OrNil(r.line).map(Int.init),
                    mechanism: "code", targetKind: kind == "storyboard" ? .storyboard : .nib, name: name, identifier: nil,
                    bundle: nil, defaultsToInitial: false, detail: detail, problem: nil, sourceClass: sourceClass,
                    resolution: resolution, platform: Self.platform(ofAPI: api))
            }
            if valueKind == "constant", kind != "scene", let value = row.textOrNil(r.value),
                value.hasPrefix(Self.selfProviderPrefix), let base = row.textOrNil(r.enclosingType)
            {
                let selector = String(value.dropFirst(Self.selfProviderPrefix.count))
                for (subclass, name, provider, byClass) in try providedNames(base: base, selector: selector) {
                    if guarded, try !nibExists(name) { continue }
                    result.append(
                        provided(
                            name, detail: "\(api) with [self \(selector)]: for \(subclass), -[\(provider) \(selector)] gives \(name)",
                            sourceClass: subclass, resolution: byClass ? "class-name" : "constant"))
                }
                return
            }
            // `XMPPAccountCell.cellIdentifier()`: the nearest provider on that class's chain (its
            // own was resolved as a plain constant already).
            // `MovieCell.nibName` read as a property with no constant of that name: the same, a
            // `static var nibName { String(describing: self) }` of a superclass or extension.
            if valueKind == "constant", kind != "scene", row.textOrNil(r.resolvedValue) == nil, let value = row.textOrNil(r.value),
                let (receiver, selector) = Self.askedOfClass(value)
            {
                // On a class parameter (`T.sceneIdentifier`, `type.reuseIdentifier`): each class callers pass.
                let bound = CodeReference.isArgumentKey(receiver)
                for type in bound ? try argumentValues(receiver) : [receiver] {
                    let values = try providerValues(of: type, selector: selector, depth: 0)
                    // Rule: a provider that gives one of several names (a property switching over
                    // a value's cases) is a choice made at run time: each name that has a nib is
                    // loaded, and one that has none breaks nothing, as code may never pick it.
                    let choice = kind == "nib" && Set(values.map(\.0)).count > 1
                    for (value, provider) in values {
                        let name = value == CodeReference.classOfSelf ? type : value
                        if guarded || choice, try !nibExists(name) { continue }
                        let function = receiver.prefix { $0 != "#" }
                        let passed =
                            !bound
                            ? ""
                            : receiver.hasSuffix("#return")
                                ? ", \(type) returned by \(function)"
                                : ", \(type) passed by a call of \(function)"
                        result.append(
                            provided(
                                name, detail: "\(api) with \(row.text(r.sourceText))\(passed): -[\(provider) \(selector)] gives \(name)",
                                sourceClass: row.textOrNil(r.enclosingType), resolution: bound ? "argument" : "constant"))
                    }
                }
                return
            }
            // A parameter's name: each value its callers pass (`CallArguments`); for a scene whose
            // storyboard is a parameter too, the storyboard each call passes with it.
            let targets: [(name: String, storyboard: String?)]
            let storyboardKey = kind == "scene" ? row.textOrNil(r.storyboardValue).flatMap { CodeReference.isArgumentKey($0) ? $0 : nil } : nil
            if valueKind == "constant", let value = row.textOrNil(r.value), CodeReference.isArgumentKey(value) {
                if let storyboardKey {
                    targets = try pairedArguments(value, storyboardKey)
                } else {
                    targets = try argumentValues(value).map { ($0, nil) }
                }
            } else if let resolved = row.textOrNil(r.resolvedValue) {
                targets = try storyboardKey.map { try argumentValues($0).map { (resolved, $0) } } ?? [(resolved, nil)]
            } else {
                return  // dynamic or unresolved: recorded, never guessed
            }
            for (var name, pairedStoryboard) in targets {
                let varies = row.int64(r.variesBySubclass) != 0
                // A load named after the class of self, in a type that is no class of the repository (an
                // extension of UIView, a protocol), names no nib itself: it makes its member a helper.
                if varies, try !isRepositoryClass(name) { continue }
                // Named after a class of another module (a framework not checked in), with no nib of that
                // name here: the nib ships with that module, and there is nothing to check.
                if valueKind == "class-name", api != CodeReference.implicitNibAPI, try !isRepositoryClass(name),
                    try !nibExists(name)
                {
                    continue
                }
                // An abstract base loading the nib of the class of self: its subclasses load their own.
                if varies, try !nibExists(name), try hasSubclasses(name) { continue }
                var helper: String?
                var helperOpensStoryboard = false
                var helperCreatesClass = false
                if api.hasPrefix(CodeReference.helperAPIPrefix) {
                    let member = String(api.dropFirst(CodeReference.helperAPIPrefix.count))
                    // A call of a member that is no class-name helper links nothing.
                    guard let found = helpers[member] else { continue }
                    // A helper that registers an XLForm row type makes the nib only when it exists.
                    if found.optional, try !nibExists(name) { continue }
                    helper = member
                    helperOpensStoryboard = found.opensStoryboard
                    helperCreatesClass = found.createsClass
                }
                var detail = "\(api) with a \(valueKind) name"
                if row.int64(r.variesBySubclass) != 0 { detail += "; the name is the class of self, so subclasses load their own" }
                if row.int64(r.ownerIsSelf) != 0 { detail += "; loaded with owner self" }
                var identifier: String?
                var targetKind = LinkTargetKind.nib
                var resolution = valueKind
                if let helper {
                    resolution = "helper"
                    detail =
                        helperCreatesClass
                        ? "\(row.text(r.sourceText)): \(helper) creates the class it is called on without a nib name, which loads the nib named after it"
                        : "\(row.text(r.sourceText)): \(helper) loads the \(helperOpensStoryboard ? "storyboard" : "nib") named after the class it is called on"
                } else if let key = row.textOrNil(r.value), CodeReference.isArgumentKey(key), valueKind == "constant" {
                    resolution = "argument"
                    let function = key.prefix { $0 != "#" }
                    detail =
                        key.contains("#return")
                        ? "\(api) with \(row.text(r.sourceText)): \(function) returns \(name)"
                        : "\(api) with \(row.text(r.sourceText)), a parameter: a call of \(function) passes \(name)"
                }
                switch kind {
                case "storyboard":
                    // `UIStoryboard(name:).instantiateViewController(…)` is one link, made by the scene row, whose
                    // storyboard is the name as written (a literal without its quotes, or the constant's name).
                    if scenesWithStoryboard.contains("\(row.int64(r.fileID))|\(row.int64(r.line))|\(row.textOrNil(r.value) ?? "")") { continue }
                    targetKind = .storyboard
                case "scene":
                    guard let storyboard = row.textOrNil(r.storyboardValue) else { continue }
                    identifier = name
                    if let pairedStoryboard {
                        name = pairedStoryboard
                    } else {
                        guard storyboardKey == nil else { continue }
                        name = try constantValue(storyboard) ?? storyboard
                    }
                    targetKind = .storyboard
                default:
                    if api == CodeReference.implicitNibAPI {
                        guard let nib = try implicitNib(forClass: name) else { continue }
                        name = nib
                        resolution = "implicit"
                        detail =
                            row.text(r.sourceText).hasSuffix(".self")
                            ? "\(row.text(r.sourceText)) is handed on to be created; a view controller without a nib name loads the nib named after its class"
                            : "\(row.text(r.sourceText)): a view controller without a nib name loads the nib named after its class"
                    } else if api == CodeReference.xlFormRegistryAPI {
                        // `Bundle.bundle/Name`: the nib Name, made only when it exists.
                        name = name.split(separator: "/").last.map(String.init) ?? name
                        guard try nibExists(name) else { continue }
                        resolution = "implicit"
                        detail = "\(row.text(r.sourceText)) registers an XLForm row type, made from the nib of that name when one exists"
                    } else if guarded {
                        guard try nibExists(name) else { continue }
                    } else if CodeReference.identifierNibAPIs.contains(api) {
                        guard try nibExists(name) else { continue }
                        resolution = "implicit"
                        detail = "\(api) with \(row.text(r.sourceText)): with nothing registered, NSCollectionView loads the nib named after the identifier"
                    }
                }
                if helperOpensStoryboard { targetKind = .storyboard }
                result.append(
                    LinkCandidate(
                        sourceFileID: row.int64(r.fileID), sourceSceneID: nil, sourceViewID: nil, line: row.int64OrNil(r.line).map(Int.init), mechanism: "code",
                        targetKind: targetKind, name: name, identifier: identifier, bundle: nil, defaultsToInitial: false,
                        detail: detail, problem: nil, sourceClass: row.textOrNil(r.enclosingType), resolution: resolution,
                        platform: Self.platform(ofAPI: api)))
            }
        }
        if !notCompiled.isEmpty {
            try db.execute(
                sql: "UPDATE code_references SET compiled = 0 WHERE id IN (SELECT value FROM json_each(?))",
                arguments: ["[" + notCompiled.map(String.init).joined(separator: ",") + "]"])
        }
        return result
    }
}
