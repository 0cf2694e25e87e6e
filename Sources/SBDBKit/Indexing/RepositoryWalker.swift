#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file the walk found, with what `lstat`/`stat` said of it.
public struct WalkedFile: Sendable, Equatable {
    public let relativePath: String
    public let kind: FileKind
    public let size: Int64
    public let mtimeNanoseconds: Int64
    public let vendored: Bool
}

/// Something the walk could not enter or chose not to follow, for the diagnostics table.
public struct WalkProblem: Sendable, Equatable {
    public let relativePath: String
    public let code: String
    public let message: String
}

/// Walks a repository with `opendir`/`readdir`/`lstat`: cheap enough to run on every
/// `sbdb index`, so unchanged files cost one `lstat` each.
public struct RepositoryWalker: Sendable {
    /// Folders skipped by name; `.build*` by prefix.
    public static let skippedFolders: Set<String> = [".git", "DerivedData", "node_modules", ".sbdb", ".swiftpm", ".hg", ".svn"]
    /// Folders whose content is recorded as vendored.
    public static let vendoredFolders: Set<String> = [
        "Pods", "Carthage", "vendor", "Vendor", "vendors", "third_party", "ThirdParty", "thirdparty", "SourcePackages",
    ]

    /// Build products and asset catalogs: they hold compiled nibs and copied plists, never sources.
    public static let skippedFolderSuffixes = [".app", ".appex", ".framework", ".xcframework", ".dSYM", ".xcarchive", ".xcassets"]

    public let root: String
    public let excludes: [String]
    public let vendored: Set<String>

    public init(root: String, excludes: [String] = [], vendored: [String] = []) {
        self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        self.excludes = excludes
        self.vendored = Self.vendoredFolders.union(vendored)
    }

    /// The walk an index run with `options` makes: its excludes and the configuration's, and
    /// the configured vendored folders.
    init(root: String, options: IndexOptions) {
        self.init(
            root: root, excludes: options.excludes + options.configuration.excludes,
            vendored: options.configuration.vendored)
    }

    static func isSkippedFolder(_ name: String) -> Bool {
        skippedFolders.contains(name) || name.hasPrefix(".build") || skippedFolderSuffixes.contains { name.hasSuffix($0) }
    }

    public func walk() -> (files: [WalkedFile], problems: [WalkProblem]) {
        var state = WalkState()
        let rootReal = realPath(root) ?? root
        walkDirectory(relative: "", vendored: false, rootReal: rootReal, state: &state)
        state.files.sort { $0.relativePath < $1.relativePath }
        return (state.files, state.problems)
    }

    struct WalkState {
        var files: [WalkedFile] = []
        var problems: [WalkProblem] = []
    }

    func walkDirectory(relative: String, vendored: Bool, rootReal: String, state: inout WalkState) {
        let absolute = relative.isEmpty ? root : root + "/" + relative
        guard let directory = opendir(absolute) else {
            state.problems.append(WalkProblem(
                relativePath: relative.isEmpty ? "." : relative, code: "unreadable-directory",
                message: "cannot read the folder: \(String(cString: strerror(errno))); its files are not indexed"))
            return
        }
        var entries: [(name: String, type: UInt8)] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            entries.append((name, entry.pointee.d_type))
        }
        closedir(directory)
        entries.sort { $0.name < $1.name }
        for entry in entries {
            let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
            visit(path, name: entry.name, type: entry.type, vendored: vendored, rootReal: rootReal, state: &state)
        }
    }

    /// `d_type` spares an `lstat` for every file sbdb does not index. Symbolic links are never
    /// followed: one inside the root leads to something the walk reaches anyway, and one
    /// leading outside the root (or nowhere) is reported. So the walk cannot loop.
    func visit(_ path: String, name: String, type: UInt8, vendored: Bool, rootReal: String, state: inout WalkState) {
        if isExcluded(path, name: name) { return }
        let absolute = root + "/" + path
        var entryType = type
        var info = stat()
        var haveInfo = false
        if entryType == UInt8(DT_UNKNOWN) {
            guard lstat(absolute, &info) == 0 else { return }  // vanished since readdir
            haveInfo = true
            switch info.st_mode & S_IFMT {
            case S_IFDIR: entryType = UInt8(DT_DIR)
            case S_IFREG: entryType = UInt8(DT_REG)
            case S_IFLNK: entryType = UInt8(DT_LNK)
            default: return
            }
        }
        switch entryType {
        case UInt8(DT_DIR):
            if Self.isSkippedFolder(name) { return }
            walkDirectory(
                relative: path, vendored: vendored || self.vendored.contains(name), rootReal: rootReal,
                state: &state)
        case UInt8(DT_REG):
            guard let kind = FileKind(fileName: name) else { return }
            guard haveInfo || lstat(absolute, &info) == 0 else { return }
            state.files.append(WalkedFile(
                relativePath: path, kind: kind, size: Int64(info.st_size),
                mtimeNanoseconds: Self.mtime(info), vendored: vendored))
        case UInt8(DT_LNK):
            guard let target = realPath(absolute), isInside(target, rootReal) else {
                state.problems.append(WalkProblem(
                    relativePath: path, code: "symlink-outside-root",
                    message: "a symbolic link that leads outside the indexed root or nowhere; not followed"))
                return
            }
        default:
            return
        }
    }

    func isExcluded(_ path: String, name: String) -> Bool {
        excludes.contains { pattern in
            fnmatch(pattern, path, 0) == 0 || fnmatch(pattern, name, 0) == 0
                || (pattern.hasSuffix("/") && fnmatch(String(pattern.dropLast()), path, 0) == 0)
        }
    }

    private func isInside(_ target: String, _ rootReal: String) -> Bool {
        target == rootReal || target.hasPrefix(rootReal == "/" ? "/" : rootReal + "/")
    }

    static func mtime(_ info: stat) -> Int64 {
        #if canImport(Darwin)
        return Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        return Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
    }
}

func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}
