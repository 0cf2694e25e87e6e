import Foundation
import IBParsing
import Diagnostics
import SBDBCore
import SBDBLinks

/// What one `sbdb index` run did.
public struct IndexSummary: Sendable, Equatable {
    public var seen = 0
    public var added = 0
    public var changed = 0
    public var removed = 0
    public var unchanged = 0
    /// Files that could not be read or parsed in this run.
    public var failed = 0
    /// Files whose content was parsed in this run (the incremental tests count these).
    public var parsed = 0
    /// Files in the database whose last read failed, this run or earlier.
    public var failedInDatabase = 0
    public var elapsedSeconds = 0.0
    /// How links were brought up to date: not at all, for some source files, or all rebuilt.
    public var links = LinkWork.none
    /// Wall time of each phase of the run, in order (`sbdb index --timings`).
    public var phases: [IndexPhase] = []
    /// Where the read+write phase went, by kind of file (`sbdb index --timings`).
    public var kinds: [FileKind: KindWork] = [:]
    /// What this run found wrong, in path order: for stderr, as `path:line:col: severity: message`.
    public var diagnostics: [FileDiagnostic] = []

    public init() {}

    /// Ends a run: every phase's time and the elapsed time.
    mutating func close(started: DispatchTime, clock: PhaseClock) {
        phases = clock.phases
        elapsedSeconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
    }

    /// One line of phase times for stderr: `walk 12.1 ms, compare 1.0 ms, …`.
    public var phasesLine: String {
        phases.map { "\($0.name) \(String(format: "%.1f", $0.seconds * 1000)) ms" }.joined(separator: ", ")
    }

    /// One line of the work by kind for stderr, the most costly kind first:
    /// `swift 1202 files, read+parse 812.3 ms, write 101.2 ms; …`. Read and parse time is summed
    /// over the workers (CPU time, on every core); write time is the writer's.
    public var kindsLine: String {
        kinds.sorted {
            ($0.value.readNanoseconds + $0.value.writeNanoseconds, $1.key.rawValue)
                > ($1.value.readNanoseconds + $1.value.writeNanoseconds, $0.key.rawValue)
        }
        .map { kind, work in
            "\(kind.rawValue) \(work.files) file\(work.files == 1 ? "" : "s"), read+parse \(Self.milliseconds(work.readNanoseconds)) ms, "
                + "write \(Self.milliseconds(work.writeNanoseconds)) ms"
        }
        .joined(separator: "; ")
    }

    private static func milliseconds(_ nanoseconds: UInt64) -> String {
        String(format: "%.1f", Double(nanoseconds) / 1e6)
    }

    /// One line for stderr.
    public var line: String {
        let seconds = elapsedSeconds < 10 ? String(format3: elapsedSeconds) : String(Int(elapsedSeconds.rounded()))
        return "\(seen) files: \(added) added, \(changed) changed, \(removed) removed, \(unchanged) unchanged, \(failed) failed in \(seconds) s"
    }
}

/// A diagnostic with the file it belongs to.
public struct FileDiagnostic: Sendable, Equatable {
    public let path: String
    public let diagnostic: Diagnostic

    /// The compiler-style line that Xcode and editors make clickable.
    public var compilerStyle: String {
        // A newline in a file name would split the diagnostic over two lines; escape it (and
        // every other control character) as Swift does in a string literal.
        var place =
            path.unicodeScalars.contains { $0.properties.generalCategory == .control }
            ? String(path.unicodeScalars.flatMap { $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0) })
            : path
        if let line = diagnostic.line {
            place += ":\(line)"
            if let column = diagnostic.column, column > 0 { place += ":\(column)" }
        }
        return "\(place): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code)]"
    }
}

/// Where an index run is, for a progress line.
public struct IndexProgress: Sendable {
    public let done: Int
    public let total: Int
    public let path: String
}

extension String {
    init(format3 value: Double) {
        let scaled = (value * 1000).rounded() / 1000
        var text = String(scaled)
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < 3 { text += String(repeating: "0", count: 3 - decimals) }
        }
        self = text
    }
}

/// The files of one kind that a run read, and the time their reading, parsing and writing took.
public struct KindWork: Sendable, Equatable {
    public var files = 0
    /// Reading, hashing and parsing, summed over the parse workers.
    public var readNanoseconds: UInt64 = 0
    /// Writing the files' rows, on the writer.
    public var writeNanoseconds: UInt64 = 0

    /// One more file, read and parsed in `nanoseconds`.
    mutating func noteRead(_ nanoseconds: UInt64) {
        files += 1
        readNanoseconds += nanoseconds
    }
}

/// The wall time of one phase of an index run.
public struct IndexPhase: Sendable, Equatable {
    public let name: String
    public let seconds: Double
}

/// Times the phases of a run: each `mark` closes the phase that began at the previous one.
struct PhaseClock {
    private var last = DispatchTime.now().uptimeNanoseconds
    private(set) var phases: [IndexPhase] = []

    mutating func mark(_ name: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        phases.append(IndexPhase(name: name, seconds: Double(now - last) / 1e9))
        last = now
    }
}
