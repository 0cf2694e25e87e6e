import Foundation

/// One value of a result cell, as SQLite typed it.
public enum QueryValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)

    /// The value as text, for tables and delimited formats; NULL is empty.
    public var text: String {
        switch self {
        case .null: return ""
        case .integer(let value): return String(value)
        case .real(let value): return value.formatted
        case .text(let value): return value
        case .blob(let data): return "x'" + data.map { String(format: "%02x", $0) }.joined() + "'"
        }
    }
}

/// Columns and rows of one statement.
extension QueryValue {
    /// An integer or real: right-aligned in tables.
    public var isNumber: Bool {
        switch self {
        case .integer, .real: return true
        default: return false
        }
    }
}

public struct QueryResult: Sendable, Equatable {
    public var columns: [String]
    public var rows: [[QueryValue]]

    public init(columns: [String], rows: [[QueryValue]]) {
        self.columns = columns
        self.rows = rows
    }
}

extension Double {
    /// Shortest text that reads back as the same value; whole numbers keep one decimal.
    var formatted: String {
        if isFinite, self == rounded(), abs(self) < 1e15 { return String(format: "%.1f", self) }
        return String(self)
    }
}
