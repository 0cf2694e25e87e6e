import Foundation

/// Counts of verdicts for one report on one app, or summed over several.
public struct Tally: Sendable, Equatable {
    public var `true` = 0
    public var `false` = 0
    public var missing = 0
    public var fixed = 0
    public var unjudged = 0
    public var unsampled = 0
    /// Rows given on files with at least one judged row, and the true share of those rows
    /// estimated file by file (each file's judged precision times its given rows): the sums
    /// behind the row-weighted precision.
    public var weightedRows = 0
    public var weightedTrue = 0.0

    public init() {}

    public init(_ file: ReviewFile) {
        for row in file.rows { add(row.verdict) }
        if let precision {
            weightedRows = given
            weightedTrue = precision * Double(given)
        }
    }

    public mutating func add(_ verdict: Verdict) {
        switch verdict {
        case .true: self.true += 1
        case .false: self.false += 1
        case .missing: missing += 1
        case .fixed: fixed += 1
        case .unjudged: unjudged += 1
        case .unsampled: unsampled += 1
        }
    }

    public static func + (a: Tally, b: Tally) -> Tally {
        var sum = a
        sum.true += b.true
        sum.false += b.false
        sum.missing += b.missing
        sum.fixed += b.fixed
        sum.unjudged += b.unjudged
        sum.unsampled += b.unsampled
        sum.weightedRows += b.weightedRows
        sum.weightedTrue += b.weightedTrue
        return sum
    }

    /// Rows the report gives today: judged true or false, outside the judged sample, or not yet judged.
    public var given: Int { self.true + self.false + unjudged + unsampled }

    /// The share of judged rows that are true; nil when no given row is judged.
    public var precision: Double? {
        self.true + self.false == 0 ? nil : Double(self.true) / Double(self.true + self.false)
    }

    /// The share of the rows a user sees that are true: each app's judged precision weighted by
    /// the rows the report gives there, sampled or not; nil when no given row is judged.
    public var rowWeightedPrecision: Double? {
        weightedRows == 0 ? nil : weightedTrue / Double(weightedRows)
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
    /// Each app's batch and half, from `apps.tsv` beside the app folders.
    public let groups: [String: AppGroup]

    public init(entries: [Entry], groups: [String: AppGroup] = [:]) {
        self.entries = entries
        self.groups = groups
    }

    /// The entries of the apps whose group passes the filter.
    public func filtered(batch: Int? = nil, half: String? = nil) -> ReviewSet {
        ReviewSet(
            entries: entries.filter { entry in
                let group = groups[entry.app]
                return (batch == nil || group?.batch == batch) && (half == nil || group?.half == half)
            },
            groups: groups)
    }

    /// Reads every `<app>/<report>.tsv` below `root`, apps and reports in name order.
    public static func load(root: String) throws -> ReviewSet {
        let manager = FileManager.default
        var entries: [Entry] = []
        let groupsPath = "\(root)/\(AppGroup.fileName)"
        let groups =
            manager.fileExists(atPath: groupsPath)
            ? try AppGroup.parse(String(contentsOfFile: groupsPath, encoding: .utf8), path: groupsPath) : [:]
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
        return ReviewSet(entries: entries, groups: groups)
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

/// Which batch of `../shared/apps` an app came in, and which half of its batch: `tuning` apps may
/// be read while sbdb's rules are changed; `held-back` apps are judged at first sight and again
/// only at the end, so their figure predicts a user's. `Tests/RealApps/apps.tsv` lists them.
public struct AppGroup: Sendable, Hashable {
    public static let fileName = "apps.tsv"
    public static let halves = ["tuning", "held-back"]

    public let batch: Int
    public let half: String

    public init(batch: Int, half: String) {
        self.batch = batch
        self.half = half
    }

    /// Reads `app<TAB>batch<TAB>half` lines after a header.
    public static func parse(_ text: String, path: String = AppGroup.fileName) throws -> [String: AppGroup] {
        var groups: [String: AppGroup] = [:]
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().dropFirst()
        where !line.isEmpty {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3, let batch = Int(fields[1]), halves.contains(fields[2]) else {
                throw ReviewError.malformed(
                    path: path, line: offset + 1,
                    "expected 'app<TAB>batch<TAB>half' with a number and one of \(halves.joined(separator: ", "))")
            }
            groups[fields[0]] = AppGroup(batch: batch, half: fields[2])
        }
        return groups
    }
}
