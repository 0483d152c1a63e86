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
public struct OutOfGamutRule: Rule {
    /// Creates the rule.
    public init() {}

    /// ID `out-of-gamut`, severity warning; no parameters.
    public let descriptor = RuleDescriptor(
        id: .outOfGamut, defaultSeverity: .warning,
        summary: "Colours are inside Display P3 (else the audit judges what the screen shows instead)",
        source: "CSS Color 4 §13 Gamut mapping; Apple and Android renderers clip extended-range components",
        helpURI: "https://www.w3.org/TR/css-color-4/#gamut-mapping")

    /// One finding per colour value the audit had to map (`ColorValue.writtenColor` set).
    public func evaluate(_ context: AuditContext) -> [Finding] {
        let wanted = Set(context.appearances)
        var findings: [Finding] = []
        for token in context.palette.tokens {
            for appearance in token.values.keys.sorted() {
                guard let value = token.values[appearance], let written = value.writtenColor,
                    appearance == .any || wanted.contains(appearance)
                else { continue }
                findings.append(finding(token, appearance, value, written, context.gamutMapping))
            }
        }
        return findings
    }

    private func finding(
        _ token: ColorToken, _ appearance: Appearance, _ value: ColorValue, _ written: Color, _ mapping: GamutMapping
    ) -> Finding {
        let shown = value.color
        let difference = DeltaE2000.between(written, shown)
        let appearanceText = appearance == .any ? "" : " (\(appearance.rawValue))"
        let hex = shown.isInGamut(.srgb) ? " = \(shown.hex)" : ""
        let how = mapping == .css ? "CSS gamut mapping, as browsers do" : "clipped per channel, as the platform does"
        let message =
            "\(token.name)\(appearanceText) \(value.source) is outside Display P3: no screen can show it; it is shown as "
            + "\(shown.cssString())\(hex) (\(how); ΔE00 \(ValueText.number(difference))), and the audit judges "
            + "that colour"
        return Finding(
            rule: descriptor.id, severity: descriptor.defaultSeverity, appearance: appearance, tokens: [token.name],
            message: message, location: value.location, measurements: ["deltaE00": .deltaE00(difference)],
            facts: [
                "shownAs": shown.cssString(), "shownHex": shown.hex, "mapping": mapping.rawValue, "gamut": "display-p3",
            ],
            swatches: [
                Finding.Swatch(label: "as written", token: token.name, color: written),
                Finding.Swatch(label: "shown", token: token.name, color: shown),
            ])
    }
}
