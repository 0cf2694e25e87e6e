/// The link work of one run.
public enum LinkWork: Sendable, Equatable {
    case none
    /// Links of this many source files were extracted and resolved again.
    case updated(files: Int)
    case rebuilt
}
