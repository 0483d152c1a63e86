import ColorScience

/// The unit a pair's `fontSize` is written in, and how it converts to the platform profile's unit
/// (points on iOS, CSS px on the web and Android).
///
/// - `pt`: on iOS an iOS point; on the web and Android a CSS point, 4/3 CSS px (CSS Values 4: 1pt =
///   1/72 in, 1px = 1/96 in; so WCAG's 18 pt large text is 24 px and 14 pt is 18.66… px).
/// - `px`: a CSS px; on iOS one point (both are the platform's logical pixel).
/// - `rem`: 16 px (the browsers' default root font size), 16 points on iOS.
/// - `sp`, `dp`: Android's scale- and density-independent pixels, one CSS px (one point on iOS).
/// A bare number (no unit) is already in the platform's unit.
public enum FontSizeUnit: String, Sendable, Hashable, CaseIterable, Codable {
    /// Points.
    case pt = "pt"
    /// CSS pixels.
    case px = "px"
    /// Root em, 16 px.
    case rem = "rem"
    /// Android scale-independent pixels.
    case sp = "sp"
    /// Android density-independent pixels.
    case dp = "dp"

    /// `value` in this unit, in the unit of `platform` (pt on iOS, px otherwise).
    public func size(_ value: Double, on platform: Platform) -> Double {
        switch (self, platform) {
        case (.pt, .ios): return value
        case (.pt, _): return value * 4 / 3
        case (.rem, _): return value * 16
        case (.px, _), (.sp, _), (.dp, _): return value
        }
    }

    /// A size written as a number followed by a unit (`17pt`, `1.25rem`, `14 sp`; units
    /// case-insensitive), or `nil` when the text is not one.
    public static func parse(_ text: String) -> (value: Double, unit: FontSizeUnit)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        for unit in allCases where trimmed.hasSuffix(unit.rawValue) {
            let number = trimmed.dropLast(unit.rawValue.count).trimmingCharacters(in: .whitespaces)
            guard let value = PlainNumber.value(number) else { return nil }
            return (value, unit)
        }
        return nil
    }
}
