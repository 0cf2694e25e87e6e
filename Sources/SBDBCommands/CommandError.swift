import Foundation

/// A failure that is not a usage error: printed as `Error: …`, exit status 1.
struct CommandError: LocalizedError {
    let message: String

    init(_ message: String) { self.message = message }

    var errorDescription: String? { message }
}
