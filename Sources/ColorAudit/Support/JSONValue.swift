import ColorScience

/// A JSON value for the reporters' documents and the commands' JSON output, written as text by
/// `JSONTextWriter` (pretty-printed, keys sorted, numbers unrounded): the one JSON writer of the package.
public enum JSONValue: Sendable, Hashable {
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

    /// The JSON text (`JSONTextWriter`): pretty-printed with two-space indentation, keys sorted, `/` not
    /// escaped. Non-finite numbers (which JSON cannot hold) are written as `null`.
    public func text() -> String {
        var writer = JSONTextWriter(capacity: 256)
        writer.value(self, level: 0)
        return writer.take()
    }
}
