import ColorScience

/// `dtcg-hex-mismatch` — a DTCG colour object whose `hex` is not the colour of its `components`.
///
/// In the Design Tokens Color Module the colour is `colorSpace` and `components`; `hex` is an optional
/// fallback for tools that cannot use them. When the two name different colours (an 8-bit sRGB channel
/// off by more than 1), ColorAudit reads and audits the components' colour, as the module says, and
/// reports here what the hex says, since a tool that reads the fallback shows another colour.
///
/// One finding per `ImportNote` of kind `caution` whose `rule` is this ID (`DTCGReader` records them):
/// appearance `any`, tokens `[the token's name]`, message the token's name and `reason`, location the
/// `hex` value, fact `reason`.
public struct DTCGHexMismatchRule: Sendable {
    /// Creates the rule.
    public init() {}

    /// ID `dtcg-hex-mismatch`, severity note; no parameters.
    public let descriptor = RuleDescriptor(
        id: .dtcgHexMismatch, defaultSeverity: .note,
        summary: "A DTCG colour object's hex fallback is another colour than its components (the components are used)",
        source: "Design Tokens Color Module 2025.10, Format: hex is an optional fallback of the colour",
        helpURI: "https://www.designtokens.org/TR/2025.10/color/#format",
        identityFacts: [])
}
