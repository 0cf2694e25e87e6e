import Foundation

/// A list of paths, one per line, as `--only-from` reads it.
enum PathList {
    /// The lines of `file` ('-': stdin), blank ones skipped.
    static func read(_ file: String) throws -> [String] {
        let text: String
        if file == "-" {
            text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        } else {
            do {
                text = try String(contentsOfFile: absolute(file), encoding: .utf8)
            } catch {
                throw CommandError("Cannot read the path list '\(file)': \(error.localizedDescription) Pass a file of paths, one per line, or '-' for stdin.")
            }
        }
        return text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }
}
