import ColorScience

/// Apple's system colours per appearance, for asset catalog entries that refer to one
/// (`"color": {"platform": "ios", "reference": "systemBlueColor"}`).
///
/// - Dynamic colours (`systemBlue`, `label`, `systemBackground`, …): the values of the shipped palette
///   `palettes/ios-system-colors.yaml` (iOS 17; sources there), generated into
///   `AppleSystemColorTable.swift` by `scripts/system-colors-to-swift.py`.
/// - Fixed colours of `UIColor`/`NSColor` class properties, as Apple's UIKit documentation defines them
///   (same in every appearance): `black` (grayscale 0), `darkGray` (1/3), `gray` (0.5), `lightGray`
///   (2/3), `white` (1), `red` (1, 0, 0), `green` (0, 1, 0), `blue` (0, 0, 1), `cyan` (0, 1, 1),
///   `yellow` (1, 1, 0), `magenta` (1, 0, 1), `orange` (1, 0.5, 0), `purple` (0.5, 0, 0.5), `brown`
///   (0.6, 0.4, 0.2), `clear` (grayscale 0, alpha 0); in sRGB.
///
/// Reference names are matched with and without Xcode's `Color` suffix (`systemBlueColor` and
/// `systemBlue`); anything else is unknown (the importer reports it as unresolved).
enum AppleSystemColors {
    /// A system colour's values in light, dark, light-high-contrast and dark-high-contrast, and the role
    /// the shipped palette gives it.
    public struct Entry: Sendable {
        /// The name without the `Color` suffix (`systemBlue`).
        public var name: String
        /// Values by appearance (the four appearances other than `any`).
        public var values: [Appearance: Color]
        /// The role of the colour in `palettes/ios-system-colors.yaml`; `nil` for fixed colours.
        public var role: Role?
    }

    private static let fixed: [(String, Color)] = [
        ("black", Color(.srgb, 0, 0, 0)), ("darkGray", Color(.srgb, 1.0 / 3, 1.0 / 3, 1.0 / 3)),
        ("gray", Color(.srgb, 0.5, 0.5, 0.5)), ("lightGray", Color(.srgb, 2.0 / 3, 2.0 / 3, 2.0 / 3)),
        ("white", Color(.srgb, 1, 1, 1)), ("red", Color(.srgb, 1, 0, 0)), ("green", Color(.srgb, 0, 1, 0)),
        ("blue", Color(.srgb, 0, 0, 1)), ("cyan", Color(.srgb, 0, 1, 1)), ("yellow", Color(.srgb, 1, 1, 0)),
        ("magenta", Color(.srgb, 1, 0, 1)), ("orange", Color(.srgb, 1, 0.5, 0)),
        ("purple", Color(.srgb, 0.5, 0, 0.5)), ("brown", Color(.srgb, 0.6, 0.4, 0.2)),
        ("clear", Color(.srgb, 0, 0, 0, alpha: 0)),
    ]

    /// Every entry by name (without the suffix).
    public static let entries: [String: Entry] = {
        let appearances: [Appearance] = [.light, .dark, .lightHighContrast, .darkHighContrast]
        var result: [String: Entry] = [:]
        for (name, texts, role) in table {
            var values: [Appearance: Color] = [:]
            for (appearance, text) in zip(appearances, texts) {
                // The table is generated from a palette the tests read, so every string parses.
                if let color = try? CSSColorParser.parse(text) { values[appearance] = color }
            }
            result[name] = Entry(name: name, values: values, role: role)
        }
        for (name, color) in fixed {
            result[name] = Entry(
                name: name, values: Dictionary(uniqueKeysWithValues: appearances.map { ($0, color) }), role: nil)
        }
        return result
    }()

    /// The entry for a reference as Xcode writes it (`systemBlueColor`, `labelColor`, `whiteColor`) or
    /// without the suffix; `nil` when unknown.
    public static func entry(forReference reference: String) -> Entry? {
        if let entry = entries[reference] { return entry }
        guard reference.hasSuffix("Color") else { return nil }
        return entries[String(reference.dropLast("Color".count))]
    }
}
