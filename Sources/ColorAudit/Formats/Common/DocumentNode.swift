import ColorScience

/// A position in a source text (YAML, JSON, JSON5, CSS): 1-based line and 1-based column counted in
/// Unicode scalars (for YAML, libyaml's `yaml_mark_t` plus one).
struct SourceMark: Sendable, Hashable {
    /// 1-based line.
    var line: Int
    /// 1-based column (Unicode scalars from the start of the line).
    var column: Int
}

/// How a scalar was written. Only `plain` scalars can be numbers or null; quoted ones are always strings.
enum ScalarStyle: Sendable, Hashable {
    /// Unquoted (`label`, `20`, `off`).
    case plain
    /// `'…'`.
    case singleQuoted
    /// `"…"` (every JSON string).
    case doubleQuoted
    /// A block scalar (`|` or `>`).
    case block

    /// True for the two quoted styles, whose content starts one column after the node's mark.
    var isQuoted: Bool { self == .singleQuoted || self == .doubleQuoted }
}

/// One node of a structured document (YAML, JSON or JSON5, whichever parser read it): a scalar, a
/// sequence or a mapping, with where it starts.
///
/// The tree is deliberately small: every scalar is kept as its text (no implicit typing, so `off`,
/// `yes` and `0x10` stay strings until a reader asks for a number or a keyword); mapping keys must be
/// scalars, are kept in document order with their own marks, and are unique (the parser rejects
/// duplicates). Depth is bounded by `YAMLParser.maximumDepth`.
struct DocumentNode: Sendable {
    /// One key/value entry of a mapping.
    struct Entry: Sendable {
        /// The key's text.
        var key: String
        /// Where the key starts (its quote when quoted).
        var keyMark: SourceMark
        /// How the key was written.
        var keyStyle: ScalarStyle
        /// The value.
        var value: DocumentNode
    }

    /// The node's content.
    enum Content: Sendable {
        /// A scalar's text (escapes decoded, folding applied) and how it was written.
        case scalar(String, ScalarStyle)
        /// Items in order.
        case sequence([DocumentNode])
        /// Entries in document order.
        case mapping([Entry])
    }

    /// The content.
    var content: Content
    /// Where the node starts: the first character of a plain scalar, the quote of a quoted one, the
    /// `[`/`{` of a flow collection, the `-` of a block sequence, the first key of a block mapping.
    var mark: SourceMark
    /// The explicit tag (`!!str`), if any.
    var tag: String?

    /// The text of a scalar node; `nil` for collections.
    var scalarText: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// The style of a scalar node; `nil` for collections.
    var scalarStyle: ScalarStyle? {
        if case .scalar(_, let style) = content { return style }
        return nil
    }

    /// True for YAML's null: an untagged plain scalar that is empty, `~` or `null` (any case YAML
    /// 1.2 core schema allows: `null`, `Null`, `NULL`).
    var isNull: Bool {
        guard tag == nil, case .scalar(let text, .plain) = content else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// The most characters of a scalar `kindDescription` quotes.
    static let quotedLength = 60

    /// Where a scalar's text starts: one column after the mark for a quoted scalar, the mark otherwise.
    var contentMark: SourceMark {
        if scalarStyle?.isQuoted == true { return SourceMark(line: mark.line, column: mark.column + 1) }
        return mark
    }

    /// A word for messages: "the string '…'", "the number 3", "null", "a list", "a mapping". A scalar is
    /// quoted up to `quotedLength` characters, then "…": a 50 MB file of `yes` output is one plain scalar,
    /// which the message quoted whole (52 MB on standard error).
    var kindDescription: String {
        switch content {
        case .scalar(let text, let style):
            if isNull { return "null" }
            let shown =
                text.prefix(Self.quotedLength + 1).count > Self.quotedLength
                ? text.prefix(Self.quotedLength) + "…" : text
            if style == .plain, PlainNumber.value(text) != nil { return "the number \(shown)" }
            return "the string '\(shown)'"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}
