/// A JSON document built in code and printed with its keys in the order given, two-space
/// indented, the same on every platform (Foundation's encoders differ in spacing and key order).
indirect enum JSONValue: Sendable {
    case string(String)
    case integer(Int64)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    init(_ value: QueryValue) {
        switch value {
        case .null: self = .null
        case .integer(let number): self = .integer(number)
        case .real(let number): self = number.isFinite ? .number(number) : .null
        case .text(let text): self = .string(text)
        case .blob: self = .string(value.text)
        }
    }

    /// The document, indented, ending in a newline.
    func pretty() -> String {
        var out = ""
        write(to: &out, indent: "")
        return out + "\n"
    }

    /// The value as it reads inside a pretty document at `indent`, without a newline after it.
    func pretty(indent: String) -> String {
        var out = ""
        write(to: &out, indent: indent)
        return out
    }

    private func write(to out: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .string(let text): out += JSONFormatter.string(text)
        case .integer(let number): out += String(number)
        case .number(let number): out += String(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            guard !items.isEmpty else {
                out += "[]"
                return
            }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += inner
                item.write(to: &out, indent: inner)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members):
            guard !members.isEmpty else {
                out += "{}"
                return
            }
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += inner + JSONFormatter.string(member.0) + ": "
                member.1.write(to: &out, indent: inner)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }
}
