import ColorScience

/// A YAML/JSON document that cannot be turned into a `YAMLNode` tree: libyaml's problem text (or our
/// own, for duplicate keys, aliases, nesting) and where it is. Importers turn it into a `PaletteError`.
struct YAMLSyntaxError: Error, Sendable, Hashable {
    /// What is wrong, for people.
    var message: String
    /// Where; `nil` when unknown.
    var mark: YAMLMark?
    /// True for libyaml's own syntax errors, false for the tree builder's checks.
    var fromLibYAML = false
}
