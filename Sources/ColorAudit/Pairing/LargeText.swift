import ColorScience

/// Whether a text pair counts as large text under a platform profile.
///
/// - web, android: WCAG 2.2's "large scale" text: at least 18 pt (24 CSS px) regular or 14 pt
///   (18.66 px) bold; sizes are CSS px (Android sp are treated as px); a size written with a unit
///   is converted first (`PairDeclaration.fontSize(on:)`, `FontSizeUnit`: `18pt` is 24 px).
/// - ios: Apple's Human Interface Guidelines (Accessibility › Color and effects): text of 17 pt and
///   smaller needs 4.5:1; 18 pt or larger, and all bold text, 3:1. Sizes are points.
/// A pair declared `large-text` is large; a `text` or `link` pair without `fontSize` is not (unless bold on
/// iOS).
enum LargeText {
    /// Regular-weight size (px) from which web text is large (WCAG: 18 pt = 24 px).
    public static let webRegularMinimum = 24.0
    /// Bold size (px) from which web text is large (WCAG: 14 pt ≈ 18.66 px).
    public static let webBoldMinimum = 18.66
    /// Size (pt) from which iOS text is large (HIG: 18 pt).
    public static let iosMinimum = 18.0

    /// True when the pair's text is large under `platform`; false for non-text usages.
    public static func isLarge(_ pair: PairDeclaration, platform: Platform) -> Bool {
        switch pair.usage {
        case .largeText: return true
        case .ui, .focus, .disabled, .decorative: return false
        case .text, .link:
            switch platform {
            case .ios:
                return pair.isBold || (pair.fontSize(on: .ios) ?? 0) >= iosMinimum
            case .web, .android:
                guard let size = pair.fontSize(on: platform) else { return false }
                return size >= webRegularMinimum || (pair.isBold && size >= webBoldMinimum)
            }
        }
    }
}
