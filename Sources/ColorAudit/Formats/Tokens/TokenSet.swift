import ColorScience

/// One file of design tokens (a DTCG file, a Tokens Studio token set, a Style Dictionary source) as
/// read: its colour tokens in file order, each with its value still unresolved.
struct TokenSet: Sendable {
    /// One token of the set.
    struct Entry: Sendable {
        /// The token's name: its group path joined with `.` (`color.text.primary`; a DTCG `$root`
        /// token is named by its group's path).
        var name: String
        /// Where the token's key is written.
        var location: SourceLocation
        /// The value as written, per appearance: `.any` for the token's own value, others from
        /// appearance modes recognised in `$extensions`.
        var values: [Appearance: TokenExpression]
        /// The values of `$extensions` override and mode keys as written (`dark`, `midnight`), for a
        /// declared theme's `overrides:` key.
        var named: [String: TokenExpression] = [:]
        /// A Tokens Studio colour modifier applied to the resolved value in every appearance, if any.
        var modifier: TokenModifier? = nil
        /// Rules silenced for this token (`$extensions["org.coloraudit"].ignore`).
        var suppressions: [Suppression] = []
        /// The token's description as written (DTCG `$description`, Tokens Studio `description`), if any.
        var documentation: String? = nil
        /// True when the file declares the token a colour (`type: color`); an untyped token is a colour
        /// only if its value resolves to one.
        var declaredColor = false
    }

    /// The set's name (Tokens Studio set name, or the file name without extension).
    var name: String
    /// The file it was read from.
    var file: String
    /// The colour tokens, in file order.
    var entries: [Entry]
    /// Tokens that were read but are not colours ColorAudit can use, with why.
    var notes: [TokenNote] = []
    /// The names of the set's tokens that are not colours (Style Dictionary's sizes): an untyped token
    /// aliasing one is not a colour either, not an unresolved colour reference.
    var otherTokens: Set<String> = []
    /// How many tokens have an empty value, slots a theme fills at build time (`DTCGReader.emptyValuesAreSlots`).
    var slots = 0
}

/// Something a token importer read but did not turn into a colour (becomes an `ImportNote`).
struct TokenNote: Sendable, Hashable {
    /// True for a reference that leads nowhere; false for an entry skipped deliberately.
    var isUnresolved: Bool
    /// The token concerned.
    var token: String?
    /// Why, for people, with the settings it points to as hints.
    var text: HintedText
    /// Where it is written.
    var location: SourceLocation
    /// For an entry read and audited all the same: the rule that reports the note (`ImportNote.Kind.caution`,
    /// e.g. `dtcg-hex-mismatch`); `isUnresolved` is then false.
    var rule: RuleID? = nil
    /// For an unresolved reference: where the unread file that explains it is named (`ImportNote.cause`).
    var cause: SourceLocation? = nil
    /// For an unresolved reference: what it names, its finding's identity (`ImportNote.reference`).
    var reference: String? = nil

    /// `text` with its hints in words.
    var reason: String { text.description }

    /// The note as the palette keeps it: `caution` with its rule, else `unresolved` or `skipped`.
    var importNote: ImportNote {
        var note = ImportNote(
            kind: rule != nil ? .caution : isUnresolved ? .unresolved : .skipped, token: token, text: text,
            location: location, rule: rule)
        note.cause = cause
        note.reference = reference
        return note
    }
}

extension TokenNote {
    /// A note whose reason is plain text.
    init(isUnresolved: Bool, token: String?, reason: String, location: SourceLocation, rule: RuleID? = nil) {
        self.init(isUnresolved: isUnresolved, token: token, text: HintedText(reason), location: location, rule: rule)
    }
}
