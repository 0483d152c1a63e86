import ColorScience

/// `out-of-gamut` — a colour outside Display P3: no screen ColorAudit knows of can show it as written,
/// so what is drawn (and what every other rule judges) is its mapping into Display P3 —
/// `AuditContext.gamutMapping`: CSS Color 4 gamut mapping on the web, per-channel clipping on iOS and
/// Android. Such colours are usually typing mistakes (an OKLCH chroma of 0.75, a lab() a of 300) or
/// values computed without a gamut check; the finding says what the screen shows instead.
///
/// One finding per colour value (token and appearance as written; a single value is reported once, as
/// `any`), at the value's location. Measurements: `deltaE00` (CIEDE2000 between the colour as written
/// and as shown, on CIELAB D50). Facts: `shownAs` (the shown colour as CSS, `color(display-p3 …)`),
/// `shownHex` (its sRGB hex, clipped), `mapping` (`css` or `clip`), `gamut` (`display-p3`).
public struct OutOfGamutRule: Sendable {
    /// Creates the rule.
    public init() {}

    /// ID `out-of-gamut`, severity warning; no parameters.
    public let descriptor = RuleDescriptor(
        id: .outOfGamut, defaultSeverity: .warning,
        summary: "Colours are inside Display P3 (else the audit judges what the screen shows instead)",
        source: "CSS Color 4 §13 Gamut mapping; Apple and Android renderers clip extended-range components",
        helpURI: "https://www.w3.org/TR/css-color-4/#gamut-mapping")
}
