/// sbdb's version, written into every database it indexes.
public enum SBDBVersion {
    public static let current = "0.1.0"
}
