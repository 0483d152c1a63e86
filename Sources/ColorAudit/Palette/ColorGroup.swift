import ColorScience

/// A declared set of colours that must be told apart (e.g. `status: [error, success, warning]`).
public struct ColorGroup: Sendable, Hashable {
    /// The group's name.
    public var name: String
    /// Token names in the group, in declared order.
    public var members: [String]
    /// Where the group is declared.
    public var location: SourceLocation

    /// Creates a group.
    public init(name: String, members: [String], location: SourceLocation) {
        self.name = name
        self.members = members
        self.location = location
    }
}
