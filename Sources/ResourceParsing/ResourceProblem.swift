/// Something wrong with a resource file, said as a sentence, with the 1-based line when the
/// format has lines and the place is known.
public struct ResourceProblem: Sendable, Hashable {
    public var message: String
    public var line: Int?

    public init(message: String, line: Int? = nil) {
        self.message = message
        self.line = line
    }
}
