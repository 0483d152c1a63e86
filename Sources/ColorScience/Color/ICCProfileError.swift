/// Why an embedded ICC profile cannot be used (LittleCMS refused it).
public struct ICCProfileError: Error, Sendable, Hashable {
    /// For people.
    public var reason: String
}
