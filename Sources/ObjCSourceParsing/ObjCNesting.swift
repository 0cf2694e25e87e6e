import SourceParsing
/// The brackets open at a point of an Objective-C file, innermost last. It counts each kind, so
/// a closer with no opener costs nothing and junk such as 100,000 `(` then `]` stays linear.
struct ObjCNesting {
    /// What a bracket is, for closing.
    enum Kind: Int {
        case paren, brace, send
    }

    /// One open bracket; a `[` carries the send being read.
    enum Bracket {
        case paren
        case brace
        case send(ObjCMessageSend)

        var kind: Kind {
            switch self {
            case .paren: .paren
            case .brace: .brace
            case .send: .send
            }
        }
    }

    private(set) var brackets: [Bracket] = []
    private var counts = [0, 0, 0]

    var isEmpty: Bool { brackets.isEmpty }
    var last: Bracket? { brackets.last }

    mutating func push(_ bracket: Bracket) {
        brackets.append(bracket)
        counts[bracket.kind.rawValue] += 1
    }

    /// Closes the innermost bracket of `kind` and whatever was left open inside it; returns it,
    /// or nil (changing nothing) when none is open.
    @discardableResult
    mutating func close(_ kind: Kind) -> Bracket? {
        guard counts[kind.rawValue] > 0,
            let position = brackets.lastIndex(where: { $0.kind == kind })
        else { return nil }
        let bracket = brackets[position]
        for removed in brackets[position...] { counts[removed.kind.rawValue] -= 1 }
        brackets.removeSubrange(position...)
        return bracket
    }

    /// Drops the sends open on top (a `;` never occurs inside a send at its own level).
    mutating func dropOpenSends() {
        while case .send = brackets.last {
            brackets.removeLast()
            counts[Kind.send.rawValue] -= 1
        }
    }

    /// Edits the send on top, if the innermost bracket is one.
    mutating func updateInnermostSend(_ edit: (inout ObjCMessageSend) -> Void) {
        guard case .send(var send) = brackets.last else { return }
        edit(&send)
        brackets[brackets.count - 1] = .send(send)
    }

    mutating func removeAll() {
        brackets = []
        counts = [0, 0, 0]
    }
}
