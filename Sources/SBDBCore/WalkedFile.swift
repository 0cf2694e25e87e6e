/// A file the walk found, with what `lstat`/`stat` said of it.
public struct WalkedFile: Sendable, Equatable {
    public let relativePath: String
    public let kind: FileKind
    public let size: Int64
    public let mtimeNanoseconds: Int64
    public let vendored: Bool

    package init(relativePath: String, kind: FileKind, size: Int64, mtimeNanoseconds: Int64, vendored: Bool) {
        self.relativePath = relativePath
        self.kind = kind
        self.size = size
        self.mtimeNanoseconds = mtimeNanoseconds
        self.vendored = vendored
    }
}
