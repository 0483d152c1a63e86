import ColorScience

/// How `OutOfGamutRule` judges a palette; its ID, descriptor and parameters are declared in
/// `RuleModel/Declarations/OutOfGamutDeclaration.swift`.
extension OutOfGamutRule: Rule {
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
