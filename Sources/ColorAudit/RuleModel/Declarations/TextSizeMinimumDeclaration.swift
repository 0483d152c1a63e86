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
public struct TextSizeMinimumRule: Sendable {
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

    /// ID `text-size-minimum`, severity warning; parameters `ios` (11), `android` (11), `web` (12).
    public let descriptor = RuleDescriptor(
        id: .textSizeMinimum, defaultSeverity: .warning,
        summary: "Text is at least the platform's minimum size (iOS 11 pt, Android 11 sp, web 12 px)",
        source:
            "Apple Human Interface Guidelines, Typography; Material Design 3 type scale; Lighthouse font-size audit",
        helpURI: "https://developer.apple.com/design/human-interface-guidelines/typography",
        parameters: [Self.ios.declaration, Self.android.declaration, Self.web.declaration])
}
