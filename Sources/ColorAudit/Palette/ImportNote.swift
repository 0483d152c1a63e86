import ColorScience

/// Something an importer read but could not turn into a colour, kept so that nothing is silently
/// dropped: listed by `coloraudit tokens` (`unresolved`, `skipped`) and in the audit summary.
public struct ImportNote: Sendable, Hashable {
    /// What happened.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A reference that leads nowhere known: an asset catalog's system colour missing from the
        /// built-in table, an Android `@color/` of another module, a CSS `var()` without definition.
        case unresolved
        /// An entry deliberately not audited, with the reason: an idiom other than `universal`, an
        /// unsupported colour space or function, a CMYK swatch that cannot be converted.
        case skipped
        /// An entry read and audited as the tool that builds the file reads it, when that likely differs
        /// from what was meant; reported by the rule `rule` (an Xcode colour set's `"alpha" : "1"`, which
        /// Xcode reads as the 8-bit 1/255: `colorset-integer-alpha`; a DTCG colour object read from its
        /// `components` while its `hex` names another colour: `dtcg-hex-mismatch`).
        case caution
    }

    /// What happened.
    public var kind: Kind
    /// The token (colour name) concerned, when there is one.
    public var token: String?
    /// Why, for people (e.g. "system colour 'systemFoo' is not in the built-in table"), with the settings
    /// it points to as hints (`ReportHint`), spelt by the front end that shows it.
    public var text: HintedText
    /// `text` with its hints in words.
    public var reason: String {
        get { text.description }
        set { text = HintedText(newValue) }
    }
    /// Where the entry is written.
    public var location: SourceLocation
    /// For a `caution`: the ID of the rule that reports it.
    public var rule: RuleID?
    /// For an `unresolved` reference that a file named but not read explains (a CSS `@import` of a
    /// package that is not installed): where that file is named, the location of the `unresolved` note
    /// (without a token) that reports the unread file. `UnresolvedReferenceRule` reports the references of
    /// one cause once, under that note, instead of one finding each. That note has the same `cause` when it
    /// stands elsewhere: a CSS `@import` of another stylesheet is reported at the first reference it explains
    /// in this one, so that the `@import` itself is reported only in its own stylesheet's palette.
    public var cause: SourceLocation? = nil
    /// For an `unresolved` note: the reference that leads nowhere, as the importer names it (`var(--x)`,
    /// `@import 'x.css'`), without counts or lists; `UnresolvedReferenceRule` makes it the finding's
    /// identity (`nil`: the note's `reason` is).
    public var reference: String? = nil

    /// Creates a note; see the properties.
    public init(kind: Kind, token: String?, reason: String, location: SourceLocation, rule: RuleID? = nil) {
        self.init(kind: kind, token: token, text: HintedText(reason), location: location, rule: rule)
    }

    /// Creates a note whose reason points to settings (`HintedText`); see the properties.
    public init(kind: Kind, token: String?, text: HintedText, location: SourceLocation, rule: RuleID? = nil) {
        self.kind = kind
        self.token = token
        self.text = text
        self.location = location
        self.rule = rule
    }
}
