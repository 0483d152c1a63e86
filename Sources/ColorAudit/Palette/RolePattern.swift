import ColorScience

/// One entry of a `roles:` map: colours whose name matches `glob` get `role`.
///
/// Written in a configuration file or in a palette of our format as a mapping from patterns to roles,
/// e.g. `roles: { "fgColor-link*": interactive, "*-muted": text }` (`Glob` syntax: `*`, `?`, `[…]`).
/// The first pattern in document order that matches decides. A role written on the colour itself
/// (`role:`) always wins; the palette's patterns apply before role inference, the configuration file's
/// after it, replacing inferred roles (palette < command line, file < palette: a colour the palette's
/// patterns set keeps that role). Colours so set have `RoleSource.pattern`. A model type like `PairPattern`;
/// its reader, shared by both files, is `Formats/Settings/RolePatternReader.swift`.
public struct RolePattern: Sendable, Hashable {
    /// The name pattern.
    public var glob: Glob
    /// The role given.
    public var role: Role
    /// Where the pattern was written.
    public var location: SourceLocation

    /// Creates a pattern.
    public init(glob: Glob, role: Role, location: SourceLocation) {
        self.glob = glob
        self.role = role
        self.location = location
    }

    /// `palette` with the roles of the first matching pattern given to every token whose role source is
    /// one of `replacing` (set to `RoleSource.pattern`). Time grows with tokens × patterns.
    public static func apply(_ patterns: [RolePattern], to palette: Palette, replacing: Set<RoleSource>) -> Palette {
        guard !patterns.isEmpty else { return palette }
        var palette = palette
        for index in palette.tokens.indices where replacing.contains(palette.tokens[index].roleSource) {
            if let match = patterns.first(where: { $0.glob.matches(palette.tokens[index].name) }) {
                palette.tokens[index].role = match.role
                palette.tokens[index].roleSource = .pattern
            }
        }
        return palette
    }
}
