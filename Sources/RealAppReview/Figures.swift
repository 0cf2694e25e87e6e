import Foundation

/// Counts of verdicts for one report on one app, or summed over several.
public struct Tally: Sendable, Equatable {
    public var `true` = 0
    public var `false` = 0
    public var missing = 0
    public var fixed = 0
    public var unjudged = 0

    public init() {}

    public init(_ file: ReviewFile) {
        for row in file.rows { add(row.verdict) }
    }

    public mutating func add(_ verdict: Verdict) {
        switch verdict {
        case .true: self.true += 1
        case .false: self.false += 1
        case .missing: missing += 1
        case .fixed: fixed += 1
        case .unjudged: unjudged += 1
        }
    }

    public static func + (a: Tally, b: Tally) -> Tally {
        var sum = a
        sum.true += b.true
        sum.false += b.false
        sum.missing += b.missing
        sum.fixed += b.fixed
        sum.unjudged += b.unjudged
        return sum
    }

    /// Rows the report gives today: judged true or false (and not yet judged).
    public var given: Int { self.true + self.false + unjudged }

    /// The share of given rows that are true; nil when the report gives nothing.
    public var precision: Double? {
        self.true + self.false == 0 ? nil : Double(self.true) / Double(self.true + self.false)
    }

    /// The share of rows that should be given that are; nil when there are none.
    public var recall: Double? {
        self.true + missing == 0 ? nil : Double(self.true) / Double(self.true + missing)
    }
}

/// The review files under one folder (`Tests/RealApps`): `<app>/<report>.tsv`.
public struct ReviewSet: Sendable {
    public struct Entry: Sendable {
        public let app: String
        public let file: ReviewFile
        public let path: String

        public init(app: String, file: ReviewFile, path: String) {
            self.app = app
            self.file = file
            self.path = path
        }
    }

    public let entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }

    /// Reads every `<app>/<report>.tsv` below `root`, apps and reports in name order.
    public static func load(root: String) throws -> ReviewSet {
        let manager = FileManager.default
        var entries: [Entry] = []
        for app in try manager.contentsOfDirectory(atPath: root).sorted() {
            let folder = "\(root)/\(app)"
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { continue }
            for name in try manager.contentsOfDirectory(atPath: folder).sorted() where name.hasSuffix(".tsv") {
                let path = "\(folder)/\(name)"
                let text = try String(contentsOfFile: path, encoding: .utf8)
                let file = try ReviewFile.parse(text, report: String(name.dropLast(4)), path: path)
                entries.append(Entry(app: app, file: file, path: path))
            }
        }
        return ReviewSet(entries: entries)
    }

    public var apps: [String] { Array(Set(entries.map(\.app))).sorted() }

    /// Reports in the suite's order, then any others by name.
    public var reports: [String] {
        let present = Set(entries.map(\.file.report))
        return FindingReports.names.filter(present.contains) + present.subtracting(FindingReports.names).sorted()
    }

    public func tally(app: String? = nil, report: String? = nil) -> Tally {
        entries.filter { (app == nil || $0.app == app) && (report == nil || $0.file.report == report) }
            .map { Tally($0.file) }.reduce(Tally(), +)
    }

    /// Causes of false rows, by their tag (the text before the first colon), most rows first.
    public func falseCauses(report: String? = nil) -> [(tag: String, rows: Int, example: String)] {
        var counts: [String: (Int, String)] = [:]
        for entry in entries where report == nil || entry.file.report == report {
            for row in entry.file.rows where row.verdict == .false {
                let tag = Self.tag(of: row.cause)
                let example = counts[tag]?.1 ?? "\(entry.app) \(entry.file.report): \(row.cause)"
                counts[tag] = ((counts[tag]?.0 ?? 0) + 1, example)
            }
        }
        return counts.map { (tag: $0.key, rows: $0.value.0, example: $0.value.1) }
            .sorted { $0.rows != $1.rows ? $0.rows > $1.rows : $0.tag < $1.tag }
    }

    public static func tagForTesting(_ cause: String) -> String { tag(of: cause) }

    static func tag(of cause: String) -> String {
        var text = Substring(cause.trimmingCharacters(in: .whitespaces))
        if text.hasPrefix("unsure:") { text = text.dropFirst("unsure:".count).drop { $0 == " " } }
        guard let colon = text.firstIndex(of: ":") else { return "other" }
        let tag = text[..<colon].trimmingCharacters(in: .whitespaces)
        return tag.isEmpty || tag.contains(" ") ? "other" : tag
    }
}
