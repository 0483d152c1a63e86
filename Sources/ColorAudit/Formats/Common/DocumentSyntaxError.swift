import ColorScience

/// A YAML, JSON or JSON5 text that cannot be turned into a `DocumentNode` tree: the parser's problem
/// text (libyaml's, or our own for duplicate keys, aliases, nesting) and where it is. Importers turn it
/// into a `PaletteError`.
struct DocumentSyntaxError: Error, Sendable, Hashable {
    /// What is wrong, for people.
    var message: String
    /// Where; `nil` when unknown.
    var mark: SourceMark?
    /// True for libyaml's own syntax errors, false for the tree builder's checks.
    var fromLibYAML = false
}
