/// A parsed JSON value. Objects keep their members in file order, with the line of each key.
indirect enum JSONValue: Equatable {
    case object([JSONMember])
    case array([JSONValue])
    case string(String)
    /// A number, as written (nothing here needs its value).
    case number(String)
    case bool(Bool)
    case null

    /// The members of an object; empty for any other value.
    var members: [JSONMember] {
        if case .object(let members) = self { return members }
        return []
    }

    /// The value of an object's member; the last one when the key repeats, as most readers do.
    subscript(key: String) -> JSONValue? {
        members.last { $0.key == key }?.value
    }

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var bool: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    var array: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}

/// One `"key": value` of a JSON object.
struct JSONMember: Equatable {
    var key: String
    var value: JSONValue
    /// 1-based line of the key.
    var line: Int
}
