import Foundation
import SBDBCore

/// Why a query or report could not run.
public enum QueryError: LocalizedError, Equatable {
    case writeRefused(sql: String)
    case statementRefused(keyword: String)
    case functionRefused(name: String)
    case unknownReport(name: String, known: [String])
    case invalidSQL(message: String, origin: String, line: Int? = nil)
    case invalidReport(path: String, line: Int, problem: String)
    case missingParameter(report: String, parameter: String)
    case unknownParameter(report: String, parameter: String, known: [String])
    case timedOut(origin: String, seconds: Double)
    case outOfMemory(origin: String, megabytes: Int)

    public var errorDescription: String? {
        switch self {
        case .writeRefused(let sql):
            return "This statement would change the database, and queries are read-only: \(sql.prefix(80)). Pass --write to allow it."
        case .statementRefused(let keyword):
            return
                "\(keyword) statements are refused on a read-only query; only SELECT, WITH, VALUES, EXPLAIN and read-only PRAGMAs run. Pass --write to allow it."
        case .functionRefused(let name):
            return "\(name)() reads or writes memory or files outside the database and is refused in every sbdb query, with --write too."
        case .unknownReport(let name, let known):
            return
                "There is no report named '\(name)'.\(Suggestion.didYouMean(name, in: known)) Known reports: \(known.joined(separator: ", ")). 'sbdb query --list' describes them."
        case .invalidSQL(let message, let origin, let line):
            return line.map { "\(origin):\($0): \(message)" } ?? "\(origin): \(message)"
        case .invalidReport(let path, let line, let problem):
            return "\(path):\(line): \(problem)"
        case .missingParameter(let report, let parameter):
            return "The report '\(report)' needs a value for '\(parameter)': pass --param \(parameter)=VALUE."
        case .unknownParameter(let report, let parameter, let known):
            let list = known.isEmpty ? "it takes none" : "it takes: " + known.joined(separator: ", ")
            return "The report '\(report)' has no parameter '\(parameter)'; \(list)."
        case .timedOut(let origin, let seconds):
            return "\(origin): stopped after \(seconds.formatted) s, the time limit of one query; raise it with --query-timeout, or make the query end sooner."
        case .outOfMemory(let origin, let megabytes):
            return
                "\(origin): stopped when the query's memory passed \(megabytes) MB, the memory limit of one query; raise it with --memory-limit, or make the query hold less (a LIMIT, fewer columns)."
        }
    }
}
