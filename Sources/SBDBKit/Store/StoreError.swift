import Foundation

/// Why a database could not be opened or written.
public enum StoreError: LocalizedError, Equatable {
    case notSQLite(path: String)
    case foreignDatabase(path: String, applicationID: Int)
    case newerSchema(path: String, unknownMigrations: [String])
    case cannotOpen(path: String, reason: String)
    case noDatabaseFound(searchedFrom: String)
    case writerBusy(path: String, holder: String)

    public var errorDescription: String? {
        switch self {
        case .notSQLite(let path):
            return "'\(path)' is not an SQLite database, so sbdb will not touch it. Pass another path with --db."
        case .foreignDatabase(let path, let applicationID):
            return "'\(path)' is an SQLite database that another program wrote (application_id \(applicationID)), not an sbdb index; sbdb will not change it. Pass another path with --db."
        case .newerSchema(let path, let unknown):
            return "'\(path)' was written by a newer sbdb (unknown migrations: \(unknown.joined(separator: ", "))). Upgrade sbdb, or delete the file and run 'sbdb index' to rebuild it."
        case .cannotOpen(let path, let reason):
            return "Cannot open the database '\(path)': \(reason)"
        case .noDatabaseFound(let directory):
            return "No sbdb database found in '\(directory)' or any folder above it. Run 'sbdb index' in the repository first, or pass --db FILE."
        case .writerBusy(let path, let holder):
            return "Another sbdb is already writing '\(path)' (\(holder)). Wait for it to finish, or stop it."
        }
    }
}
