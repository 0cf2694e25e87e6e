#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an output path names, with a symbolic link at its end followed, never replaced.
///
/// Writing a file safely means writing a temporary file beside it and renaming it over the
/// path; done on a link, that replaces the link itself (`out.csv → /proc/self/fd/1`, and as
/// root `/dev/stdout`). So a link is followed first: to a file or folder it resolves to, or,
/// when it resolves to nothing on disk (a link to a file not yet made, or to a pipe), written
/// through as the shell's `>` would.
public enum WriteDestination: Equatable, Sendable {
    /// No link: the path itself, which may not exist yet.
    case path(String)
    /// A link that resolves to this path, which exists.
    case resolved(String)
    /// A link that resolves to nothing on disk: open it for writing, which follows it.
    case throughLink(String)

    public init(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
            self = .path(path)
            return
        }
        guard let real = realpath(path, nil) else {
            self = .throughLink(path)
            return
        }
        defer { free(real) }
        self = .resolved(String(cString: real))
    }

    /// The path to stat, rename over or write into.
    public var path: String {
        switch self {
        case .path(let path), .resolved(let path), .throughLink(let path): return path
        }
    }
}
