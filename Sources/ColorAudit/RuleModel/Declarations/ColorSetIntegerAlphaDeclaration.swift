import ColorScience

/// `colorset-integer-alpha` — an Xcode colour set whose alpha is written as the bare integer `"1"`.
///
/// Xcode reads a component string without a decimal point as an 8-bit value, alpha included, so
/// `"alpha" : "1"` is 1/255 in the compiled catalog: a near-invisible colour where an opaque one was
/// meant (generated catalogs have shipped so: Terrazzo issue 768, element-hq/compound-design-tokens
/// issue 14). ColorAudit reads the colour as Xcode does and reports it here.
///
/// One finding per `ImportNote` of kind `caution` whose `rule` is this ID (the asset catalog importer
/// records them): appearance `any`, tokens `[the colour set's name]`, location the alpha value, fact
/// `reason`.
public struct ColorSetIntegerAlphaRule: Sendable {
    /// Creates the rule.
    public init() {}

    /// ID `colorset-integer-alpha`, severity warning; no parameters.
    public let descriptor = RuleDescriptor(
        id: .colorsetIntegerAlpha, defaultSeverity: .warning,
        summary: "An asset catalog alpha written \"1\" is 1/255 in Xcode (an 8-bit value), not opaque",
        source: "Xcode asset catalogs: component strings without a decimal point are 8-bit integers",
        helpURI:
            "https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/Named_Color.html",
        identityFacts: [])
}
