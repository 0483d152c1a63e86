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

    /// `ios`: the smallest text in pt on the ios profile (11).
    public static let ios = RuleParameter<Double>.number(
        .textSizeMinimum, "ios", default: 11, "minimum text size in pt on the ios profile")
    /// `android`: the smallest text in sp on the android profile (11).
    public static let android = RuleParameter<Double>.number(
        .textSizeMinimum, "android", default: 11, "minimum text size in sp on the android profile")
    /// `web`: the smallest text in CSS px on the web profile (12).
    public static let web = RuleParameter<Double>.number(
        .textSizeMinimum, "web", default: 12, "minimum text size in CSS px on the web profile")

    /// The minimum-size parameter of a platform profile.
    static func minimum(on platform: Platform) -> RuleParameter<Double> {
        switch platform {
        case .ios: return ios
        case .android: return android
        case .web: return web
        }
    }

    /// ID `text-size-minimum`, severity warning; parameters `ios` (11), `android` (11), `web` (12).
    public let descriptor = RuleDescriptor(
        id: .textSizeMinimum, defaultSeverity: .warning,
        summary: "Text is at least the platform's minimum size (iOS 11 pt, Android 11 sp, web 12 px)",
        source:
            "Apple Human Interface Guidelines, Typography; Material Design 3 type scale; Lighthouse font-size audit",
        helpURI: "https://developer.apple.com/design/human-interface-guidelines/typography",
        parameters: [Self.ios.declaration, Self.android.declaration, Self.web.declaration])

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
        let minimum = context.value(of: Self.minimum(on: context.platform))
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
