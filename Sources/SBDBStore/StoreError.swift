import Foundation
import GRDB

/// Why a database could not be opened or written.
public enum StoreError: LocalizedError, Equatable {
    case notSQLite(path: String)
    case foreignDatabase(path: String, applicationID: Int)
    case newerSchema(path: String, unknownMigrations: [String])
    case olderSchema(path: String, schema: String)
    case cannotOpen(path: String, reason: String)
    case noDatabaseFound(searchedFrom: String)
    case writerBusy(path: String, holder: String)
    /// A read or write that SQLite refused after the database was open (`resultCode` is SQLite's extended code).
    case failed(path: String, resultCode: Int32, message: String)

    public var errorDescription: String? {
        switch self {
        case .notSQLite(let path):
            return "'\(path)' is not an SQLite database, so sbdb will not touch it. Pass another path with --db."
        case .foreignDatabase(let path, let applicationID):
            return
                "'\(path)' is an SQLite database that another program wrote (application_id \(applicationID)), not an sbdb index; sbdb will not change it. Pass another path with --db."
        case .newerSchema(let path, let unknown):
            return
                "'\(path)' was written by a newer sbdb (unknown migrations: \(unknown.joined(separator: ", "))). Upgrade sbdb, or delete the file and run 'sbdb index' to rebuild it."
        case .olderSchema(let path, let schema):
            return "'\(path)' was written by an older sbdb (schema \(schema)). Run 'sbdb index' to upgrade it, then query again."
        case .cannotOpen(let path, let reason):
            return "Cannot open the database '\(path)': \(reason)"
        case .noDatabaseFound(let directory):
            return "No sbdb database found in '\(directory)' or any folder above it. Run 'sbdb index' in the repository first, or pass --db FILE."
        case .writerBusy(let path, let holder):
            return "Another sbdb is already writing '\(path)' (\(holder)). Wait for it to finish, or stop it."
        case .failed(let path, let code, let reason):
            let keeps = "The database keeps its last complete batch, and the next 'sbdb index' finishes the job."
            switch ResultCode(rawValue: code).primaryResultCode {
            case .SQLITE_FULL:
                return "The disk holding '\(path)' is full (\(reason)). \(keeps) Free some space, or pass --db with a path on another disk."
            case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM:
                return "Cannot write the database '\(path)' (\(reason)). \(keeps) Make the file and its folder writable, or pass --db with another path."
            case .SQLITE_CORRUPT, .SQLITE_NOTADB:
                return "The database '\(path)' is damaged (\(reason)). It is a cache: delete it and run 'sbdb index' to rebuild it."
            default:
                return "The database '\(path)' failed: \(reason). \(keeps)"
            }
        }
    }
}

extension StoreError {
    static func failed(path: String, _ error: DatabaseError) -> StoreError {
        .failed(path: path, resultCode: error.extendedResultCode.rawValue, message: error.message ?? "\(error.resultCode)")
    }
}
