import Foundation

/// What one input (the corpus, or a generated repository at one scale) measured.
struct InputResult: Codable {
    var name: String
    /// The generated repository's scale, nil for the corpus.
    var scale: Double?
    var files: Int
    var ibFiles: Int
    var ibBytes: Int
    var swiftFiles: Int
    var swiftBytes: Int
    /// By measurement: `full-index`, `ib-full-index`, `swift-full-index`, `no-op`, `one-ib-changed`,
    /// `one-swift-changed` (and each `--only`, and `one-swift-changed, watch running`), `hundred-changed`, `xmllint-stream`, `report <name>`.
    var measurements: [String: Samples] = [:]
    /// Measurements left out, with the reason.
    var skipped: [String: String] = [:]
    /// One more full index with `--timings`: each phase's wall time (`open`, `walk`, …, `commit`).
    var phases: [String: Double]? = nil
    /// The same run's work by kind of file (sbdb versions that print `timings by kind`).
    var kinds: [KindTiming]? = nil
}

/// Where a full index's read+write phase went for one kind of file.
struct KindTiming: Codable {
    var kind: String
    var files: Int
    /// Reading and parsing, summed over the parse workers.
    var readSeconds: Double
    /// Writing, on the writer thread.
    var writeSeconds: Double
}

/// Times the `sbdb` binary on one tree: full index (also of its IB files alone and its Swift
/// files alone), no-op re-index, one and a hundred changed files, every canned report, and
/// `xmllint --stream` over the same IB files as the baseline of raw parsing.
struct InputBench {
    let name: String
    let scale: Double?
    let root: String
    let sbdb: String
    let runs: Int
    let databases: String
    let log: (String) -> Void

    static let ibExtensions: Set = ["storyboard", "xib"]
    /// What sbdb reads (`FileKind`), by extension, for the file counts.
    static let indexed: Set = [
        "storyboard", "xib", "swift", "m", "mm", "h", "plist", "pbxproj", "xcconfig", "yml", "json", "strings", "xcstrings",
        "ttf", "otf", "ttc", "png", "jpg", "jpeg", "gif", "pdf", "tif", "tiff", "icns", "heic", "bmp",
    ]

    func run() throws -> InputResult {
        let inventory = Inventory(root: root)
        var result = InputResult(
            name: name, scale: scale, files: inventory.files, ibFiles: inventory.ib.count,
            ibBytes: inventory.ibBytes, swiftFiles: inventory.swift.count, swiftBytes: inventory.swiftBytes)
        let database = "\(databases)/\(name).sqlite"
        log("\(name): \(inventory.files) files (\(inventory.ib.count) IB, \(inventory.swift.count) Swift)")

        result.measurements["full-index"] = try repeated("full index") { try fullIndex(database) }
        result.measurements["ib-full-index"] = try repeated("full index, IB files only") {
            try fullIndex("\(databases)/\(name)-ib.sqlite", excluding: Self.excludingAllBut(Self.ibExtensions))
        }
        if inventory.swift.isEmpty {
            result.skipped["swift-full-index"] = "no Swift files"
            result.skipped["one-swift-changed"] = "no Swift files"
        } else {
            result.measurements["swift-full-index"] = try repeated("full index, Swift files only") {
                try fullIndex("\(databases)/\(name)-swift.sqlite", excluding: Self.excludingAllBut(["swift"]))
            }
        }
        (result.phases, result.kinds) = try timings(database)
        try index(database)  // the database the remaining runs start from
        result.measurements["no-op"] = try repeated("no-op re-index") { try index(database) }
        if let file = inventory.ib.first {
            result.measurements["one-ib-changed"] = try changed([file], database, "one changed IB file")
            result.measurements["one-ib-changed --only"] = try changed(
                [file], database, "one changed IB file, --only", only: true)
        }
        if let file = inventory.swift.first {
            result.measurements["one-swift-changed"] = try changed([file], database, "one changed Swift file")
            result.measurements["one-swift-changed --only"] = try changed(
                [file], database, "one changed Swift file, --only", only: true)
            result.measurements["one-swift-changed, watch running"] = try whileWatching(database) {
                try changed([file], database, "one changed Swift file, sbdb watch running")
            }
        }
        let hundred = Self.spread(inventory.ib, 50) + Self.spread(inventory.swift, 50)
        let many = hundred.count < 100 ? Self.spread(inventory.ib + inventory.swift, 100) : hundred
        result.measurements["hundred-changed"] = try changed(many, database, "\(many.count) changed files")
        for (report, listed) in try reports(database) {
            let arguments = try parameters(of: report, listed: listed, database).flatMap { ["--param", "\($0)=Main"] }
            result.measurements["report \(report)"] = try repeated("report \(report)") {
                try ChildProcess.run([sbdb, "query", report, "--db", database, "--format", "tsv"] + arguments)
            }
        }
        if ChildProcess.onPath("xmllint") {
            result.measurements["xmllint-stream"] = try repeated("xmllint --stream --noout") { try xmllint(inventory.ib) }
        } else {
            result.skipped["xmllint-stream"] = "xmllint is not installed (apt-get install libxml2-utils)"
            log("  xmllint is not installed (apt-get install libxml2-utils): no baseline")
        }
        return result
    }

    /// Runs `body` `runs` times. Each run starts with the page cache's dirty pages written out
    /// (`sync`, untimed), so writeback of the generator's files or of an earlier run's database
    /// does not land in a later run's time, as `hyperfine --prepare sync` would do.
    private func repeated(_ label: String, _ body: () throws -> ChildResult) throws -> Samples {
        var samples = Samples()
        for _ in 0..<runs {
            sync()
            samples.add(try body())
        }
        log("  \(label): median \(Table.milliseconds(samples.median)) (\(Table.milliseconds(samples.minimum))–\(Table.milliseconds(samples.maximum)))")
        return samples
    }

    /// One more full index with `--timings`, read back from its stderr.
    private func timings(_ database: String) throws -> ([String: Double], [KindTiming]?) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + suffix) }
        let errors = "\(databases)/timings.txt"
        sync()
        try ChildProcess.run([sbdb, "index", root, "--db", database, "-q", "--timings"], stderr: errors)
        let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        return Self.parseTimings(text)
    }

    /// `timings: open 47.2 ms, walk 60.2 ms, …` and `timings by kind: swift 1202 files, read+parse
    /// 1138.6 ms, write 154.8 ms; …`, as `sbdb index --timings` prints them.
    static func parseTimings(_ text: String) -> ([String: Double], [KindTiming]?) {
        var phases: [String: Double] = [:]
        var kinds: [KindTiming]?
        func milliseconds(_ field: Substring) -> Double? {
            field.split(separator: " ").dropLast().last.flatMap { Double($0) }.map { $0 / 1000 }
        }
        for line in text.split(separator: "\n") {
            if line.hasPrefix("timings by kind: ") {
                kinds = line.dropFirst("timings by kind: ".count).split(separator: ";").compactMap { entry in
                    let fields = entry.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces)[...] }
                    let head = fields.first?.split(separator: " ") ?? []
                    guard fields.count == 3, head.count >= 2, let files = Int(head[1]),
                        let read = milliseconds(fields[1]), let write = milliseconds(fields[2])
                    else { return nil }
                    return KindTiming(kind: String(head[0]), files: files, readSeconds: read, writeSeconds: write)
                }
            } else if line.hasPrefix("timings: ") {
                for field in line.dropFirst("timings: ".count).split(separator: ",") {
                    let trimmed = field.trimmingCharacters(in: .whitespaces)[...]
                    if let name = trimmed.split(separator: " ").first, let seconds = milliseconds(trimmed) {
                        phases[String(name)] = seconds
                    }
                }
            }
        }
        return (phases, kinds)
    }

    /// `--exclude` patterns for every kind of file sbdb reads but those with the `kept` extensions.
    static func excludingAllBut(_ kept: Set<String>) -> [String] {
        indexed.subtracting(kept).sorted().map { "*.\($0)" }
    }

    private func fullIndex(_ database: String, excluding: [String] = []) throws -> ChildResult {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + suffix) }
        return try index(database, excluding: excluding)
    }

    @discardableResult
    private func index(_ database: String, excluding: [String] = [], only: [String] = []) throws -> ChildResult {
        try ChildProcess.run(
            [sbdb, "index", root, "--db", database, "-q"] + excluding.flatMap { ["--exclude", $0] }
                + only.flatMap { ["--only", $0] })
    }

    /// Runs `body` while `sbdb watch` keeps the database (with a debounce no run waits out), so
    /// each `sbdb index` asks the watch rather than walking the tree.
    private func whileWatching(_ database: String, _ body: () throws -> Samples) throws -> Samples {
        let log = "\(databases)/watch.txt"
        let watch = try ChildProcess.start([sbdb, "watch", root, "--db", database, "--debounce", "60000"], stderr: log)
        defer { ChildProcess.stop(watch) }
        let started = Date()
        while !((try? String(contentsOfFile: log, encoding: .utf8))?.contains("watching ") ?? false) {
            guard Date().timeIntervalSince(started) < 600 else { throw BenchError.childFailed("\(sbdb) watch \(root)", -1) }
            usleep(20_000)
        }
        return try body()
    }

    /// Each run appends a different comment to the files (same size every run, new content),
    /// re-indexes (the whole tree, or with `only` just those files, as a pre-commit hook would)
    /// and times it; the files are put back and re-indexed afterwards.
    private func changed(_ files: [String], _ database: String, _ label: String, only: Bool = false) throws -> Samples {
        let originals = try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        defer {
            for (file, data) in zip(files, originals) { try? data.write(to: URL(fileURLWithPath: file)) }
            _ = try? index(database)
        }
        var run = 0
        return try repeated(label) {
            run += 1
            for (file, data) in zip(files, originals) {
                let comment = file.hasSuffix(".swift") || file.hasSuffix(".m") ? "// bench edit \(run % 10)\n" : "<!-- bench edit \(run % 10) -->\n"
                try (data + Data(comment.utf8)).write(to: URL(fileURLWithPath: file))
            }
            return try index(database, only: only ? files : [])
        }
    }

    /// Report names and their parameters, from `sbdb query --list`.
    private func reports(_ database: String) throws -> [(String, [String])] {
        let listing = "\(databases)/reports.tsv"
        try ChildProcess.run([sbdb, "query", "--list", "--format", "tsv", "--db", database], stdout: listing)
        let lines = try String(contentsOfFile: listing, encoding: .utf8).split(separator: "\n").dropFirst()
        return lines.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let parameters =
                fields.count > 2
                ? fields[2].split(separator: ",").compactMap { $0.split(separator: " ").first.map(String.init) } : []
            return (fields[0], parameters)
        }
    }

    /// The parameters a report needs: those `--list` gives, or else those a run without
    /// parameters asks for ("needs a value for 'name'"), as older `--list` output has no column for them.
    private func parameters(of report: String, listed: [String], _ database: String) throws -> [String] {
        guard listed.isEmpty else { return listed }
        let errors = "\(databases)/report-errors.txt"
        let trial = try ChildProcess.run(
            [sbdb, "query", report, "--db", database, "--format", "tsv"], stderr: errors, allowFailure: true)
        guard trial.status != 0 else { return [] }
        let message = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        guard let range = message.range(of: "needs a value for '"),
            let end = message[range.upperBound...].firstIndex(of: "'")
        else {
            throw BenchError.childFailed("\(sbdb) query \(report)", trial.status)
        }
        return [String(message[range.upperBound..<end])]
    }

    /// `xmllint --stream --noout` over every IB file, in as few invocations as the argument limit
    /// allows (run one after another: xmllint uses one core).
    private func xmllint(_ files: [String]) throws -> ChildResult {
        var total = ChildResult(seconds: 0, peakBytes: 0, status: 0)
        var start = 0
        while start < files.count {
            let chunk = Array(files[start..<min(start + 2_000, files.count)])
            start += chunk.count
            let result = try ChildProcess.run(["xmllint", "--stream", "--noout"] + chunk, allowFailure: true)
            total.seconds += result.seconds
            total.peakBytes = max(total.peakBytes, result.peakBytes)
        }
        return total
    }

    /// `count` items spread evenly over `items`.
    static func spread(_ items: [String], _ count: Int) -> [String] {
        guard items.count > count else { return items }
        return (0..<count).map { items[$0 * items.count / count] }
    }

    /// The files of a tree that sbdb reads, by kind.
    struct Inventory {
        var files = 0
        var ib: [String] = []
        var swift: [String] = []
        var ibBytes = 0
        var swiftBytes = 0

        init(root: String) {
            let keys: [URLResourceKey] = [.fileSizeKey, .isRegularFileKey]
            let enumerator = FileManager.default.enumerator(
                at: URL(fileURLWithPath: root), includingPropertiesForKeys: keys)
            while let url = enumerator?.nextObject() as? URL {
                if url.lastPathComponent.hasPrefix(".") {
                    enumerator?.skipDescendants()
                    continue
                }
                let values = try? url.resourceValues(forKeys: Set(keys))
                guard values?.isRegularFile == true else { continue }
                let ext = url.pathExtension
                guard InputBench.indexed.contains(ext) else { continue }
                files += 1
                let size = values?.fileSize ?? 0
                if InputBench.ibExtensions.contains(ext) {
                    ib.append(url.path)
                    ibBytes += size
                } else if ext == "swift" {
                    swift.append(url.path)
                    swiftBytes += size
                }
            }
            ib.sort()
            swift.sort()
        }
    }
}
