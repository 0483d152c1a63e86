import ColorScience

/// A rule's stable ID: kebab-case, the same in every output, configuration key and baseline, never renamed
/// (`contrast-minimum`). The IDs of ColorAudit's rules are the static members below; `RuleDescriptors` holds
/// their descriptors and `RuleCatalog` the rules themselves.
public struct RuleID: RawRepresentable, Hashable, Comparable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The ID as written, e.g. `contrast-minimum`.
    public let rawValue: String

    /// The ID `rawValue` (any text; `RuleDescriptors.descriptor(id:)` tells whether a rule has it).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The ID `text`.
    public init(_ text: String) { self.rawValue = text }

    /// The ID written as a literal, `"contrast-minimum"`.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Decodes the ID from a JSON string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the ID as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The ID as written.
    public var description: String { rawValue }

    /// Orders IDs by their text.
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// WCAG 2.2 SC 1.4.3, text contrast (AA).
    public static let contrastMinimum: RuleID = "contrast-minimum"
    /// WCAG 2.2 SC 1.4.6, text contrast (AAA).
    public static let contrastEnhanced: RuleID = "contrast-enhanced"
    /// WCAG 2.2 SC 1.4.11, non-text contrast.
    public static let nonTextContrast: RuleID = "non-text-contrast"
    /// WCAG 2.2 technique G183, links told from surrounding text.
    public static let linkInTextBlock: RuleID = "link-in-text-block"
    /// WCAG 2.2 SC 2.4.7/2.4.13 and 1.4.11, focus indicators.
    public static let focusIndicatorContrast: RuleID = "focus-indicator-contrast"
    /// Disabled controls (exempt from WCAG; a legibility floor).
    public static let disabledContrast: RuleID = "disabled-contrast"
    /// Colours that collide under a colour-vision deficiency.
    public static let cvdCollision: RuleID = "cvd-collision"
    /// Colours too close to tell apart with normal vision.
    public static let indistinctColors: RuleID = "indistinct-colors"
    /// Interactive colours reused for static elements.
    public static let interactiveStaticReuse: RuleID = "interactive-static-reuse"
    /// One key colour per role across the palette.
    public static let keyColorConsistency: RuleID = "key-color-consistency"
    /// Display P3 colours whose sRGB fallback loses a pass.
    public static let wideGamutFallback: RuleID = "wide-gamut-fallback"
    /// Colours outside the gamut of the platform's display.
    public static let outOfGamut: RuleID = "out-of-gamut"
    /// Colours without a value for an appearance the palette declares.
    public static let missingAppearance: RuleID = "missing-appearance"
    /// Increased-contrast variants that do not increase contrast.
    public static let increasedContrastVariant: RuleID = "increased-contrast-variant"
    /// Text below the platform's minimum size.
    public static let textSizeMinimum: RuleID = "text-size-minimum"
    /// Contrast under screen glare (opt-in).
    public static let contrastUnderGlare: RuleID = "contrast-under-glare"
    /// Images without an embedded colour profile.
    public static let imageColorProfile: RuleID = "image-color-profile"
    /// Aliases that name no colour.
    public static let unresolvedReference: RuleID = "unresolved-reference"
    /// A palette with colours and no pair checked.
    public static let noPairsChecked: RuleID = "no-pairs-checked"
    /// Asset-catalog components written as integers that Xcode reads on a 0…255 scale.
    public static let colorsetIntegerAlpha: RuleID = "colorset-integer-alpha"
    /// DTCG colour objects whose `hex` is not the colour of their `components`.
    public static let dtcgHexMismatch: RuleID = "dtcg-hex-mismatch"
}
