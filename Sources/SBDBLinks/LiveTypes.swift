import GRDB
import SBDBStore
import SourceParsing

/// Which classes the app can reach (issue 34, "classes that are alive"): a nib that only the
/// code of a class nothing reaches loads is unreachable, never used.
///
/// A type is reached by the app when one of these holds (each a root or a step back from one):
/// - the app's entry point is it (`@main`), or code outside every type mentions it
///   (`type_mentions.type` '': `main.swift`, a global,
///   `UIApplicationMain(…, NSStringFromClass([AppDelegate class]))`), or code of a type the
///   repository does not declare does (an extension of `UIViewController`, a protocol's);
/// - the code of a reached type mentions it (creates it, names its metatype, calls its class
///   methods, declares a value of it);
/// - a subclass is reached (its instances run the class's code);
/// - an IB file the app reaches creates an object of it (a File's Owner or other placeholder
///   creates nothing: the loader made it);
/// - a string of code or of a property list names it (`NSClassFromString(@"X")`,
///   `$(PRODUCT_MODULE_NAME).X` as a principal or scene delegate class).
/// Code that no target builds reaches nothing; code that only tests build reaches a type for
/// the tests. Mentions are looked up backwards from the class in question, by name.
struct LiveTypes {
    enum Reach: Equatable {
        case app, tests, none
    }

    private let db: Database
    /// The representatives of the IB files the app reaches, as far as known: each round of
    /// `IncludeRebuilder` gives more.
    var reachedFiles: Set<Int64> = []
    private let representativeOf: [Int64: Int64]
    private let unbuilt: Set<Int64>
    private let testFiles: Set<Int64>
    private var isDeclared: [String: Bool] = [:]
    /// Class → the classes whose superclass it is, read once when first asked.
    private var subclassesOf: [String: [String]]?
    /// Name → the types whose code mentions it (nil outside every type) and the files, read from
    /// `type_mentions` once when first asked.
    private var mentionersOf: [String: [(type: String?, file: Int64)]]?

    init(_ db: Database, representativeOf: [Int64: Int64], unbuilt: Set<Int64>, testFiles: Set<Int64>) {
        self.db = db
        self.representativeOf = representativeOf
        self.unbuilt = unbuilt
        self.testFiles = testFiles
    }

    /// Of `files` (source files with loads), those whose code sbdb can decide: code built into
    /// an app whose entry point the repository holds, where the app starts (an `@main`,
    /// `@UIApplicationMain` or `@NSApplicationMain` type, a C `main` function, a `main.swift`),
    /// whether the file is the app's own or a framework or package the app links
    /// (`ProjectBundles.consumers`); in a repository with no project, any entry point decides all.
    /// Not decided: a library's code, whose users the repository does not hold (a framework, a
    /// package with no executable), an extension's (the system creates its principal class),
    /// a folder of snippets; and everything while a source file went unread (too large, too deeply
    /// nested), as it may hold the only mention of a class.
    static func decidableFiles(_ db: Database, among files: Set<Int64>, unbuilt: Set<Int64>) throws -> Set<Int64> {
        let unread =
            try Bool.fetchOne(
                db,
                sql: """
                    SELECT EXISTS (SELECT 1 FROM diagnostics d JOIN files f ON f.id = d.file_id
                                   WHERE f.kind IN ('swift', 'objc') AND d.code IN (SELECT value FROM json_each(?)))
                    """, arguments: [try CodeLinks.jsonList(SourceDiagnostic.notReadCodes)]) ?? false
        guard !unread, !files.isEmpty else { return [] }
        let entryFiles = Set(
            try Int64.fetchAll(
                db,
                sql: """
                    SELECT file_id FROM type_mentions WHERE type = ?
                    UNION SELECT id FROM files WHERE kind = 'swift' AND name = 'main'
                    """, arguments: [TypeMention.entryPoint])
        ).subtracting(unbuilt)
        guard !entryFiles.isEmpty else { return [] }
        guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM targets)") ?? false else { return files }
        var targetsOf: [Int64: Set<Int64>] = [:]
        let query = try RowReader.Query(
            db, sql: "SELECT file_id, target_id FROM file_targets WHERE file_id IN (SELECT value FROM json_each(?))",
            arguments: ["[" + files.union(entryFiles).map(String.init).joined(separator: ",") + "]"])
        let c = (fileID: try query.column("file_id"), targetID: try query.column("target_id"))
        try query.forEach { row in targetsOf[row.int64(c.fileID), default: []].insert(row.int64(c.targetID)) }
        let entryTargets = entryFiles.reduce(into: Set<Int64>()) { $0.formUnion(targetsOf[$1] ?? []) }
        guard !entryTargets.isEmpty else { return [] }
        let consumers = try ProjectBundles.consumers(db)
        return files.filter { file in
            (targetsOf[file] ?? []).contains { !(consumers[$0] ?? [$0]).isDisjoint(with: entryTargets) }
        }
    }

    /// How `name`'s code can run: from the app, only from tests, or never.
    mutating func reach(of name: String) throws -> Reach {
        guard try declared(name) else { return .app }  // a framework's type: its code runs
        var seen: Set<String> = [name]
        var queue = [name]
        var fromTests = false
        while let type = queue.popLast() {
            let names = try [type] + runtimeNames(type)
            if try isCreatedByReachedIBFile(names) || isNamedByString(names, fromTests: &fromTests) { return .app }
            for (mentioner, fileID) in try mentioners(names) {
                if unbuilt.contains(fileID) { continue }
                if testFiles.contains(fileID) {
                    fromTests = true
                    continue
                }
                guard let mentioner, try declared(mentioner) else { return .app }
                if seen.insert(mentioner).inserted { queue.append(mentioner) }
            }
            for subclass in try subclasses(of: type) where seen.insert(subclass).inserted { queue.append(subclass) }
        }
        return fromTests ? .tests : .none
    }

    /// Whether the repository declares `name` as a class, struct, enum or actor (a type whose
    /// code runs only when something reaches it).
    private mutating func declared(_ name: String) throws -> Bool {
        if let known = isDeclared[name] { return known }
        let known =
            try Bool.fetchOne(
                db.cachedStatement(sql: "SELECT 1 FROM classes WHERE name = ? AND kind IN ('class', 'struct', 'enum', 'actor') LIMIT 1"),
                arguments: [name]) ?? false
        isDeclared[name] = known
        return known
    }

    private func runtimeNames(_ name: String) throws -> [String] {
        try String.fetchAll(
            db.cachedStatement(sql: "SELECT DISTINCT runtime_name FROM classes WHERE name = ? AND runtime_name IS NOT NULL"),
            arguments: [name])
    }

    private func isCreatedByReachedIBFile(_ names: [String]) throws -> Bool {
        for name in names {
            let files = try Int64.fetchAll(
                db.cachedStatement(
                    sql: "SELECT DISTINCT file_id FROM views WHERE custom_class = ? AND placeholder_identifier IS NULL"),
                arguments: [name])
            if files.contains(where: { reachedFiles.contains(representativeOf[$0] ?? $0) }) { return true }
        }
        return false
    }

    /// A string of built code or of a property list that spells the class, bare or after a
    /// module (`$(PRODUCT_MODULE_NAME).X`, `App.X`); one only tests hold reaches it for them.
    private func isNamedByString(_ names: [String], fromTests: inout Bool) throws -> Bool {
        for name in names {
            let files = try Int64.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT file_id FROM code_strings
                        WHERE value IN (?1, '$(PRODUCT_MODULE_NAME).' || ?1, '$(TARGET_NAME).' || ?1)
                           OR value IN (SELECT module_name || '.' || ?1 FROM targets WHERE module_name IS NOT NULL)
                        """),
                arguments: [name])
            for file in files where !unbuilt.contains(file) {
                if !testFiles.contains(file) { return true }
                fromTests = true
            }
        }
        return false
    }

    /// The types whose code mentions one of `names` (nil: code outside every type), with the file.
    private mutating func mentioners(_ names: [String]) throws -> [(String?, Int64)] {
        if mentionersOf == nil { mentionersOf = try Self.readMentions(db) }
        return names.flatMap { mentionersOf?[$0] ?? [] }
    }

    /// Every mention of a type the repository declares, by name: only such names are ever asked
    /// for, and most words code mentions are the SDK's (`String`, `UIView`); they are matched as
    /// bytes, and only a declared name becomes a string.
    private static func readMentions(_ db: Database) throws -> [String: [(type: String?, file: Int64)]] {
        var declared: Set<ByteKey> = []
        for name in try String.fetchAll(
            db, sql: "SELECT name FROM classes UNION SELECT runtime_name FROM classes WHERE runtime_name IS NOT NULL")
        {
            declared.insert(ByteKey(Array(name.utf8)[...]))
        }
        var found: [String: [(type: String?, file: Int64)]] = [:]
        let query = try RowReader.Query(db, sql: "SELECT file_id, type, names FROM type_mentions")
        let c = (fileID: try query.column("file_id"), type: try query.column("type"), names: try query.column("names"))
        try query.forEach { row in
            let file = row.int64(c.fileID)
            let type = row.text(c.type)
            let mentioner = type.isEmpty ? nil : type
            let bytes = Array(row.bytes(c.names))
            for word in bytes.split(separator: 0x20) where declared.contains(ByteKey(word)) {
                found[String(decoding: word, as: UTF8.self), default: []].append((mentioner, file))
            }
        }
        return found
    }

    /// The classes whose superclass is `name`, written bare, after a module or with generic
    /// arguments (`Kit.BaseController`, `PagingController<LabelCell>`).
    private mutating func subclasses(of name: String) throws -> [String] {
        if let subclassesOf { return subclassesOf[name] ?? [] }
        var found: [String: [String]] = [:]
        let query = try RowReader.Query(
            db, sql: "SELECT DISTINCT name, superclass FROM classes WHERE superclass IS NOT NULL AND kind = 'class'")
        let c = (name: try query.column("name"), superclass: try query.column("superclass"))
        try query.forEach { row in
            let written = row.text(c.superclass)
            let bare = written.prefix { $0 != "<" }.split(separator: ".").last.map(String.init) ?? written
            found[bare, default: []].append(row.text(c.name))
        }
        subclassesOf = found
        return found[name] ?? []
    }
}
