import SBDBCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// Build products: they hold compiled nibs and copied plists, never sources.
    public static let skippedFolderSuffixes = [".app", ".appex", ".dSYM", ".xcarchive"]

    /// Rule: a binary framework checked into the repository (`Kit.framework`, or the slices of an
    /// `.xcframework`) declares its public classes in its headers, which an app's IB files and
    /// code name: the walk reads those headers, as vendored code, and nothing else of it (its
    /// binary, compiled nibs and copied plists are build products).
    static let frameworkSuffixes = [".framework", ".xcframework"]

    /// Whether `path` may be at or below a binary framework: a cheap test the walk makes once per
    /// folder, so that the framework rules cost nothing elsewhere.
    static func mayBeInFramework(_ path: String) -> Bool { ByteSearch.contains(path, frameworkWord) }

    private static let frameworkWord = Array("framework".utf8)
    private static let frameworkFolderPart = Array(".framework/".utf8)
    private static let xcframeworkFolderPart = Array(".xcframework/".utf8)

    /// Whether the walk marks what is below the folder `name` vendored: a configured or default
    /// vendored folder, or a binary framework.
    func isVendoredFolder(_ name: String) -> Bool {
        vendored.contains(name) || Self.frameworkSuffixes.contains { name.hasSuffix($0) }
    }

    /// For a folder at or below a binary framework, whether the walk enters it; nil elsewhere.
    static func entersFrameworkFolder(_ path: String) -> Bool? {
        guard mayBeInFramework(path) else { return nil }
        let components = path.split(separator: "/")
        guard let index = components.lastIndex(where: { $0.hasSuffix(".framework") }) else {
            // Inside an .xcframework but in no framework yet: its slices hold the frameworks.
            return components.contains { $0.hasSuffix(".xcframework") } ? true : nil
        }
        let rest = components[(index + 1)...]
        guard let first = rest.first else { return true }
        if first == "Headers" { return true }
        guard first == "Versions" else { return false }
        let version = rest.dropFirst()
        guard let name = version.first else { return true }
        return name != "Current" && (version.count == 1 || version.dropFirst().first == "Headers")
    }

    /// Whether a file below a binary framework is read: its headers only.
    static func readsFrameworkFile(_ path: String) -> Bool? {
        guard mayBeInFramework(path) else { return nil }
        let inFramework = ByteSearch.contains(path, frameworkFolderPart)
        guard inFramework || ByteSearch.contains(path, xcframeworkFolderPart) else { return nil }
        return inFramework && path.hasSuffix(".h")
    }

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
    package init(root: String, options: IndexOptions) {
        self.init(
            root: root, excludes: options.excludes + options.configuration.excludes,
            vendored: options.configuration.vendored)
    }

    static func isSkippedFolder(_ name: String) -> Bool {
        skippedFolders.contains(name) || name.hasPrefix(".build") || skippedFolderSuffixes.contains { name.hasSuffix($0) }
    }

    public func walk() -> (files: [WalkedFile], problems: [WalkProblem]) {
        walk(folder: "", vendored: false, rootReal: realPath(root) ?? root)
    }

    /// Walks `folder` (relative; "" for the root) and everything below it on all cores: the
    /// folders wait in one shared stack, each worker scans one at a time, and the results are
    /// sorted at the end (by UTF-8 bytes, as SQLite orders paths), so the order never depends on
    /// which worker took which folder.
    func walk(folder: String, vendored: Bool, rootReal: String) -> (files: [WalkedFile], problems: [WalkProblem]) {
        let work = FolderStack(first: (folder, vendored))
        let results = Locked(WalkState())
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var state = WalkState()
            while let next = work.take() {
                work.finish(adding: scanFolder(relative: next.path, vendored: next.vendored, rootReal: rootReal, state: &state))
            }
            results.withLock {
                $0.files += state.files
                $0.problems += state.problems
            }
        }
        var state = results.current
        // String's `<` is the fast sort, and it agrees with byte order but for names not in NFC
        // (rare): one pass by bytes finds those, and only then is the walk sorted by bytes.
        state.files.sort { $0.relativePath < $1.relativePath }
        if state.files.indices.dropFirst().contains(where: {
            ByteOrder.compare(state.files[$0 - 1].relativePath, state.files[$0].relativePath) > 0
        }) {
            state.files.sort { ByteOrder.precedes($0.relativePath, $1.relativePath) }
        }
        state.problems.sort { ($0.relativePath, $0.code) < ($1.relativePath, $1.code) }
        return (state.files, state.problems)
    }

    struct WalkState {
        var files: [WalkedFile] = []
        var problems: [WalkProblem] = []
    }

    /// Records the files of one folder and returns the folders inside it the walk enters.
    func scanFolder(relative: String, vendored: Bool, rootReal: String, state: inout WalkState) -> [(path: String, vendored: Bool)] {
        let absolute = relative.isEmpty ? root : root + "/" + relative
        guard let directory = opendir(absolute) else {
            state.problems.append(
                WalkProblem(
                    relativePath: relative.isEmpty ? "." : relative, code: "unreadable-directory",
                    message: "cannot read the folder: \(String(cString: strerror(errno))); its files are not indexed"))
            return []
        }
        defer { closedir(directory) }
        // Files are looked up relative to the open folder, which spares the kernel a walk of
        // the whole path for each.
        let descriptor = dirfd(directory)
        var folders: [(path: String, vendored: Bool)] = []
        let frameworkFolder = Self.mayBeInFramework(relative)
        while let entry = readdir(directory) {
            let bytes = withUnsafePointer(to: &entry.pointee.d_name) {
                Array(
                    UnsafeBufferPointer(
                        start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self),
                        count: strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))))
            }
            guard Self.isValidUTF8(bytes) else {
                // A name that is not UTF-8 cannot be stored as a path, nor opened again from one:
                // said, with its bytes escaped, never dropped in silence.
                Self.noteNonUTF8Name(bytes, in: relative, type: entry.pointee.d_type, state: &state)
                continue
            }
            if bytes == Self.currentFolder || bytes == Self.parentFolder { continue }
            let name = String(decoding: bytes, as: UTF8.self)
            let path = relative.isEmpty ? name : Self.join(relative, bytes)
            if let folder = visit(
                path, name: name, type: entry.pointee.d_type, in: descriptor, vendored: vendored, rootReal: rootReal,
                frameworkFolder: frameworkFolder, state: &state)
            {
                folders.append((folder, vendored || isVendoredFolder(name)))
            }
        }
        return folders
    }

    public static let nonUTF8NameCode = "non-utf8-name"

    private static let currentFolder: [UInt8] = [UInt8(ascii: ".")]
    private static let parentFolder: [UInt8] = [UInt8(ascii: "."), UInt8(ascii: ".")]

    /// `folder/name` made in one allocation: `folder + "/" + name` cost two appends, about 600
    /// instructions for every entry of every folder the walk reads.
    static func join(_ folder: String, _ name: [UInt8]) -> String {
        var folder = folder
        return folder.withUTF8 { head in
            String(unsafeUninitializedCapacity: head.count + 1 + name.count) { buffer in
                let raw = UnsafeMutableRawBufferPointer(buffer)
                raw.copyMemory(from: UnsafeRawBufferPointer(head))
                raw[head.count] = UInt8(ascii: "/")
                name.withUnsafeBytes { UnsafeMutableRawBufferPointer(rebasing: raw[(head.count + 1)...]).copyMemory(from: $0) }
                return head.count + 1 + name.count
            }
        }
    }

    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// A file or folder whose name is not valid UTF-8: a walk problem naming it with each byte
    /// that is not printable ASCII as `\xNN`, for the files sbdb would index (by their
    /// extension) and for every folder, whose files the walk cannot reach.
    static func noteNonUTF8Name(_ bytes: [UInt8], in folder: String, type: UInt8, state: inout WalkState) {
        let escaped = bytes.map { byte in
            byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\\") ? String(UnicodeScalar(byte)) : String(format: "\\x%02X", byte)
        }.joined()
        let isFolder = type == UInt8(DT_DIR)
        guard isFolder || FileKind(fileName: String(decoding: bytes, as: UTF8.self)) != nil else { return }
        state.problems.append(
            WalkProblem(
                relativePath: folder.isEmpty ? escaped : folder + "/" + escaped, code: nonUTF8NameCode,
                message: isFolder
                    ? "the folder's name is not valid UTF-8 (bytes shown as \\xNN), so its files are not indexed; rename it"
                    : "the file's name is not valid UTF-8 (bytes shown as \\xNN), so it is not indexed; rename it"))
    }

    /// Records the file at `path` (relative; `name` inside the open folder `directory`, or
    /// `AT_FDCWD` to look it up by its full path) and returns its path when it is a folder the
    /// walk enters.
    ///
    /// `d_type` spares an `lstat` for every file sbdb does not index. Symbolic links are never
    /// followed: one inside the root leads to something the walk reaches anyway, and one
    /// leading outside the root (or nowhere) is reported. So the walk cannot loop.
    /// `frameworkFolder`: the folder holding `path` may be in a binary framework
    /// (`mayBeInFramework`), whose rules then decide.
    func visit(
        _ path: String, name: String, type: UInt8, in directory: Int32 = AT_FDCWD, vendored: Bool, rootReal: String,
        frameworkFolder: Bool, state: inout WalkState
    ) -> String? {
        if isExcluded(path, name: name) { return nil }
        let lookup = directory == AT_FDCWD ? root + "/" + path : name
        var entryType = type
        var info = stat()
        var haveInfo = false
        if entryType == UInt8(DT_UNKNOWN) {
            guard fstatat(directory, lookup, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }  // vanished since readdir
            haveInfo = true
            switch info.st_mode & S_IFMT {
            case S_IFDIR: entryType = UInt8(DT_DIR)
            case S_IFREG: entryType = UInt8(DT_REG)
            case S_IFLNK: entryType = UInt8(DT_LNK)
            default: return nil
            }
        }
        switch entryType {
        case UInt8(DT_DIR):
            if frameworkFolder || name.hasSuffix("framework"), let enters = Self.entersFrameworkFolder(path) {
                return enters ? path : nil
            }
            return Self.isSkippedFolder(name) ? nil : path
        case UInt8(DT_REG):
            if frameworkFolder, Self.readsFrameworkFile(path) == false { return nil }
            guard let kind = FileKind(fileName: name, relativePath: path) else { return nil }
            guard haveInfo || fstatat(directory, lookup, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
            state.files.append(
                WalkedFile(
                    relativePath: path, kind: kind, size: Int64(info.st_size),
                    mtimeNanoseconds: Self.mtime(info), vendored: vendored))
        case UInt8(DT_LNK):
            guard let target = realPath(root + "/" + path), isInside(target, rootReal) else {
                state.problems.append(
                    WalkProblem(
                        relativePath: path, code: "symlink-outside-root",
                        message: "a symbolic link that leads outside the indexed root or nowhere; not followed"))
                return nil
            }
        default:
            break
        }
        return nil
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

/// The folders a walk has still to scan, shared by its workers: `take()` waits while others
/// are scanning (they may add folders) and returns nil once the stack is empty and nobody is.
final class FolderStack: @unchecked Sendable {
    private let condition = NSCondition()
    private var folders: [(path: String, vendored: Bool)]
    private var scanning = 0

    init(first: (path: String, vendored: Bool)) {
        folders = [first]
    }

    func take() -> (path: String, vendored: Bool)? {
        condition.lock()
        defer { condition.unlock() }
        while folders.isEmpty, scanning > 0 { condition.wait() }
        guard let next = folders.popLast() else { return nil }
        scanning += 1
        return next
    }

    func finish(adding found: [(path: String, vendored: Bool)]) {
        condition.lock()
        folders += found
        scanning -= 1
        condition.broadcast()
        condition.unlock()
    }
}

func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}
