import ColorScience

/// `unresolved-reference` — every colour reference an importer could not follow is reported, so a typo
/// in a reference (`@color/nothing`, `{color.nope}`, `var(--missing)`, an asset catalog's unknown
/// system colour) does not leave its colour silently unaudited while the run passes.
///
/// One finding per `ImportNote` of kind `unresolved` in `Palette.importNotes` (the importers record them
/// instead of dropping the entry): appearance `any`, tokens `[the entry's name]` (empty when the note
/// names none), location where the reference is written, facts `reason` (the importer's words) and
/// `reference` (the identity, instead of the tokens: the colour and what it refers to, `--ink: var(--x)`,
/// so a token's light and dark `var()`s that both lead nowhere are two findings). Entries
/// skipped on purpose (`ImportNote.Kind.skipped`: a CMYK swatch without a profile, an appearance that is
/// not audited) are not findings; the input summary lists them. A CSS theme value set differently by a
/// second rule choosing the same theme (`@media (prefers-color-scheme: dark) { :root }` and
/// `:root[data-theme="dark"]`) is one too: the earlier rule's colour is not audited. The references that
/// one unread file explains (`ImportNote.cause`: a CSS `@import` of a package that is not installed) are
/// one finding at the note naming that file, tokens the colours they leave unaudited, fact `references`
/// their count, `reference` the file as named (`@import 'x.css'`): adding a reference keeps its identity.
public struct UnresolvedReferenceRule: Sendable {
    /// Creates the rule.
    public init() {}

    /// ID `unresolved-reference`, severity warning (`--strict` or `--rule unresolved-reference=error`
    /// makes a CI gate fail on it); no parameters.
    public let descriptor = RuleDescriptor(
        id: .unresolvedReference, defaultSeverity: .warning,
        summary:
            "A colour reference resolves to nothing (a typo or a missing file): the colour is not audited",
        source: "DTCG format (aliases / references), Android resources (@color/), CSS Custom Properties (var())",
        helpURI: "https://www.designtokens.org/tr/drafts/format/#aliases-references",
        identityFacts: ["reference"], identityTokens: false)
}
