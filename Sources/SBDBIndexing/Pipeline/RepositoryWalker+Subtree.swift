import SBDBCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension RepositoryWalker {
    /// Walks one path below the root, a file or a folder, by the same rules as `walk()`: a path
    /// inside an excluded or skipped folder, or below a symbolic link, yields nothing, and files
    /// below a vendored folder are marked vendored. A path that no longer exists yields nothing.
    public func walk(subpath: String) -> (files: [WalkedFile], problems: [WalkProblem]) {
        let components = subpath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard let last = components.last, components != ["."] else { return walk() }
        var vendored = false
        var prefix = ""
        for name in components.dropLast() {
            prefix = prefix.isEmpty ? name : prefix + "/" + name
            guard entersFolder(prefix, name: name) else { return ([], []) }
            var info = stat()
            // The full walk never follows a link, so neither does this one.
            guard lstat(root + "/" + prefix, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return ([], []) }
            vendored = vendored || isVendoredFolder(name)
        }
        var state = WalkState()
        let rootReal = realPath(root) ?? root
        if let folder = visit(
            subpath, name: last, type: UInt8(DT_UNKNOWN), vendored: vendored, rootReal: rootReal,
            frameworkFolder: Self.mayBeInFramework(prefix), state: &state)
        {
            return walk(folder: folder, vendored: vendored || isVendoredFolder(last), rootReal: rootReal)
        }
        return (state.files, state.problems)
    }

    /// Whether the walk goes into the folder at `path` (relative) named `name`, given that it
    /// went into the folder above: the rule watchers use to decide which folders to watch.
    public func entersFolder(_ path: String, name: String) -> Bool {
        !isExcluded(path, name: name) && (Self.entersFrameworkFolder(path) ?? !Self.isSkippedFolder(name))
    }

    /// Whether the walk reaches `path` at all: it enters every folder above it. (Symbolic
    /// links above it are not checked; `walk(subpath:)` does that.)
    public func reaches(_ path: String) -> Bool {
        var prefix = ""
        for name in path.split(separator: "/", omittingEmptySubsequences: true).dropLast() {
            prefix = prefix.isEmpty ? String(name) : prefix + "/" + name
            if !entersFolder(prefix, name: String(name)) { return false }
        }
        return true
    }

    /// Whether a change to the file or folder at `path` can matter to the index: an indexed
    /// kind of file, or a folder (whose content may have come or gone with it).
    public static func mayMatter(fileName: String) -> Bool {
        FileKind(fileName: fileName) != nil || fileName == SBDBConfiguration.fileName
    }
}
