/// A palette file that cannot be read: where, what was found and what was expected.
public struct PaletteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the problem is (line/column 0 when unknown, e.g. an unreadable file).
    public var location: SourceLocation
    /// What is wrong and what was expected, for people.
    public var message: String

    /// Creates an error.
    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// `file:line:column: error: message`, as compilers print it.
    public var description: String { "\(location): error: \(message)" }
}
