import ColorScience

/// How `WideGamutFallbackRule` judges a palette; its ID, descriptor and parameters are declared in
/// `RuleModel/Declarations/WideGamutFallbackDeclaration.swift`.
extension WideGamutFallbackRule: Rule {
    /// What an sRGB screen shows for a value: its explicit sRGB variant if the source gives one, else the
    /// colour itself when inside sRGB, else the colour as written mapped into sRGB by `mapping` (alpha
    /// kept).
    public static func srgbRendering(_ value: ColorValue, _ mapping: GamutMapping) -> Color {
        if let fallback = value.srgbFallback { return fallback }
        if value.color.isInGamut(.srgb) { return value.color }
        return mapping.map(value.colorAsWritten, into: .srgb)
    }

    /// One finding per contrast pair and appearance whose pass/fail verdict differs between the colours as
    /// written and their sRGB rendering, then one per colour-vision comparison whose verdict differs.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        // Each colour outside sRGB is mapped once for both halves (`SRGBRenderings`).
        let renderings = SRGBRenderings(context.gamutMapping)
        return contrastFindings(context, renderings) + colourVisionFindings(context, renderings)
    }

    private func contrastFindings(_ context: AuditContext, _ renderings: SRGBRenderings) -> [Finding] {
        context.findings(of: descriptor) { pair in
            guard let requirement = ContrastRequirement.of(pair.declaration, in: context, appearance: pair.appearance)
            else { return nil }
            let layers = [pair.foreground, pair.background] + pair.backdrop.reversed()
            let affected = layers.filter { !$0.value.color.isInGamut(.srgb) || $0.value.srgbFallback != nil }
            guard !affected.isEmpty else { return nil }
            let wide = pair.stack.worstRatio
            let narrowStack = pair.stack { renderings.of($0) }
            let narrow = narrowStack.worstRatio
            let passesWide = requirement.isMet(by: wide)
            let passesNarrow = requirement.isMet(by: narrow)
            guard passesWide != passesNarrow else { return nil }
            return finding(pair, affected, requirement, wide: wide, narrow: narrow, renderings: renderings)
        }
    }

    private func finding(
        _ pair: ResolvedPair, _ affected: [ResolvedPair.Layer], _ requirement: ContrastRequirement, wide: Double,
        narrow: Double, renderings shownOnSRGB: SRGBRenderings
    ) -> Finding {
        let names = pair.tokens
        let mapping = shownOnSRGB.mapping
        let renderings = affected.map { layer in Rendering(layer: layer, color: shownOnSRGB.of(layer.value)) }
        let shown = renderings.map {
            "\($0.layer.token.name) \(ValueText.describe($0.layer.value)) is shown as \(ValueText.describe($0.color)) "
                + "(\($0.usesFallback ? "its sRGB variant" : mapping.summary), ΔE00 \(ValueText.number($0.deltaE)))"
        }
        let required = ValueText.threshold(requirement.required)
        let stackText = names.count > 2 ? " over \(names.dropFirst(2).joined(separator: " over "))" : ""
        let verdict: String
        let severity: Severity
        if requirement.isMet(by: wide) {
            verdict = "fails-on-srgb"
            severity = descriptor.defaultSeverity
        } else {
            verdict = "passes-on-srgb"
            severity = .note
        }
        let wideText = "\(verdict == "fails-on-srgb" ? "passes" : "fails") with the colours as written "
        let narrowText = "\(verdict == "fails-on-srgb" ? "fails" : "passes") on an sRGB screen"
        let message =
            "\(names[0]) on \(names[1])\(stackText) \(wideText)(\(requirement.ratioText(wide))) but \(narrowText) "
            + "(\(requirement.ratioText(narrow)); \(required) \(requirement.basis)): "
            + shown.joined(separator: "; ")
        let facts: [String: String] = [
            "usage": pair.declaration.usage.rawValue, "verdict": verdict,
            "srgbRendering": renderings.map {
                "\($0.layer.token.name)=\($0.usesFallback ? "fallback" : mapping == .clip ? "clipped" : "css-gamut-mapped")"
            }
            .joined(separator: ","),
        ]
        var swatches = [
            Finding.Swatch(label: "foreground", token: names[0], color: pair.foreground.value.color),
            Finding.Swatch(label: "background", token: names[1], color: pair.background.value.color),
        ]
        for rendering in renderings {
            swatches.append(
                Finding.Swatch(label: "sRGB rendering", token: rendering.layer.token.name, color: rendering.color))
        }
        return Finding(
            rule: descriptor.id, severity: severity, appearance: pair.appearance, tokens: names, message: message,
            location: pair.location, relatedLocations: pair.relatedLocations,
            measurements: [
                "ratio": .ratio(wide), "ratioSRGB": .ratio(narrow),
                "required": .ratio(requirement.required, isLimit: true),
                "deltaE00": .deltaE00(renderings.map(\.deltaE).max()!),
            ].merging(TextSizeFacts.measurements(pair)) { $1 },
            facts: facts, swatches: swatches)
    }

    /// A wide-gamut layer and what an sRGB screen shows for it.
    private struct Rendering {
        var layer: ResolvedPair.Layer
        var color: Color
        var usesFallback: Bool { layer.value.srgbFallback != nil }
        var deltaE: Double { DeltaE2000.between(layer.value.color, color) }
    }
}
