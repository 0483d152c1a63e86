/// Why an embedded ICC profile cannot be used (LittleCMS refused it).
public struct ICCProfileError: Error, Sendable, Hashable {
    /// Why LittleCMS refused it.
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// LittleCMS cannot open the bytes as a profile (empty, or not a valid ICC profile).
        case unreadable
        /// An RGB profile LittleCMS opens but cannot build a colour transform from (missing or broken tags).
        case noTransform
    }

    /// Why, for a program to act on without reading `reason`.
    public var kind: Kind
    /// For people.
    public var reason: String
}
