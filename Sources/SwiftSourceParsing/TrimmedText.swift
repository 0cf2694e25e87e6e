import SourceParsing
import SwiftSyntax

extension SyntaxProtocol {
    /// The node's text without the leading trivia of its first token and the trailing trivia of
    /// its last: what `trimmedDescription` gives, read from the node's bytes instead of printing a
    /// trimmed copy of the tree, whose building and freeing cost a Swift index dearly.
    var trimmedText: String {
        let bytes = syntaxTextBytes
        let leading = leadingTriviaLength.utf8Length
        let trailing = trailingTriviaLength.utf8Length
        guard leading + trailing <= bytes.count else { return trimmedDescription }
        return String(decoding: bytes[leading..<(bytes.count - trailing)], as: UTF8.self)
    }
}
