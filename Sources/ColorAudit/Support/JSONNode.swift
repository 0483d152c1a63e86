import ColorScience

/// A JSON value as the streamed reports build their small parts (a check, a suggestion, a location): like
/// `JSONValue`, but an object keeps its members in an array (each key once), so building and writing one
/// costs no hashing and no dictionary; `JSONTextWriter.node(_:level:)` writes the members sorted by key, as
/// `JSONValue.text()` would. `jsonValue` is the same value as a `JSONValue`.
indirect enum JSONNode {
    /// A `JSONValue` (a string, number, … or a value built the dictionary way).
    case leaf(JSONValue)
    /// An array.
    case array([JSONNode])
    /// An object: its members, each key at most once, in any order.
    case object([(key: String, value: JSONNode)])

    /// A string leaf.
    static func string(_ value: String) -> JSONNode { .leaf(.string(value)) }
    /// A number leaf.
    static func number(_ value: Double) -> JSONNode { .leaf(.number(value)) }
    /// An integer leaf.
    static func integer(_ value: Int) -> JSONNode { .leaf(.integer(value)) }
    /// An array of strings.
    static func strings(_ values: [String]) -> JSONNode { .array(values.map { .leaf(.string($0)) }) }

    /// The same value as a `JSONValue`.
    var jsonValue: JSONValue {
        switch self {
        case .leaf(let value): return value
        case .array(let values): return .array(values.map(\.jsonValue))
        case .object(let members):
            return .object(Dictionary(members.map { ($0.key, $0.value.jsonValue) }, uniquingKeysWith: { $1 }))
        }
    }
}

/// The members of an object being built, in the order set; setting a key again replaces its value (as a
/// dictionary assignment would).
struct JSONMembers {
    private(set) var list: [(key: String, value: JSONNode)]

    init(_ list: [(key: String, value: JSONNode)] = []) { self.list = list }

    /// Sets `key` to `value`, replacing an earlier value of the same key.
    mutating func set(_ key: String, _ value: JSONNode) {
        if let index = list.firstIndex(where: { $0.key == key }) {
            list[index].value = value
        } else {
            list.append((key, value))
        }
    }

    /// The object.
    var node: JSONNode { .object(list) }
}
