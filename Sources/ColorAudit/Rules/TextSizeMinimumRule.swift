import ColorScience

/// `text-size-minimum` — a declared text pair whose `fontSize` is below the platform profile's minimum
/// legible size. Thresholds (parameters, in the profile's unit):
/// - `ios` 11 pt — Apple Human Interface Guidelines, Typography: iOS/iPadOS default 17 pt, minimum 11 pt
///   (22 px at @2x).
/// - `android` 11 sp — the smallest style of the Material Design 3 type scale (Label Small, 11 sp).
/// - `web` 12 px — Lighthouse's "Document uses legible font sizes" audit counts text below 12 px as
///   illegible on mobile. WCAG sets no minimum size.
/// Pairs without a `fontSize` (and implicit pairs) are not judged. Reported once per declaration, for all
/// appearances (`appearance` = `any`).
public struct TextSizeMinimumRule: Rule {
    /// Creates the rule.
    public init() {}

    /// ID `text-size-minimum`, severity warning; parameters `ios` (11), `android` (11), `web` (12).
    public let descriptor = RuleDescriptor(
        id: .textSizeMinimum, defaultSeverity: .warning,
        summary: "Text is at least the platform's minimum size (iOS 11 pt, Android 11 sp, web 12 px)",
        source:
            "Apple Human Interface Guidelines, Typography; Material Design 3 type scale; Lighthouse font-size audit",
        helpURI: "https://developer.apple.com/design/human-interface-guidelines/typography",
        parameters: [
            .init(name: "ios", defaultValue: 11, summary: "minimum text size in pt on the ios profile"),
            .init(name: "android", defaultValue: 11, summary: "minimum text size in sp on the android profile"),
            .init(name: "web", defaultValue: 12, summary: "minimum text size in CSS px on the web profile"),
        ])

    /// The unit sizes are written in under a platform profile.
    static func unit(_ platform: Platform) -> String {
        switch platform {
        case .ios: return "pt"
        case .android: return "sp"
        case .web: return "px"
        }
    }

    /// One finding per declared text pair smaller than the minimum.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        let minimum = context.parameter(context.platform.rawValue, of: descriptor)
        let unit = Self.unit(context.platform)
        var reported = Set<PairDeclaration>()
        var findings: [Finding] = []
        for pair in context.pairs where pair.isDeclared {
            let declaration = pair.declaration
            guard declaration.usage.isText, let size = declaration.fontSize(on: context.platform),
                size < minimum, reported.insert(declaration).inserted
            else { continue }
            let names = pair.tokens
            let message =
                "\(names[0]) on \(names[1]): text of \(ValueText.number(size)) \(unit) is smaller than the "
                + "\(ValueText.number(minimum)) \(unit) minimum of the \(context.platform.rawValue) profile"
            findings.append(
                Finding(
                    rule: descriptor.id, severity: descriptor.defaultSeverity, appearance: .any, tokens: names,
                    message: message, location: pair.location, relatedLocations: pair.relatedLocations,
                    measurements: [
                        "fontSize": .fontSize(size, platform: context.platform),
                        "minimum": .fontSize(minimum, platform: context.platform, isLimit: true),
                    ],
                    facts: [
                        "usage": declaration.usage.rawValue, "platform": context.platform.rawValue, "unit": unit,
                    ],
                    swatches: [
                        Finding.Swatch(label: "foreground", token: names[0], color: pair.foreground.value.color),
                        Finding.Swatch(label: "background", token: names[1], color: pair.background.value.color),
                    ]))
        }
        return findings
    }
}
