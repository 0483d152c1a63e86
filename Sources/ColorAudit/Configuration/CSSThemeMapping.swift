import ColorScience
import Foundation

/// One entry of the CSS importer's selector → theme mapping: the custom properties of CSS rules whose
/// selector is `selector` are the values of `appearance` (`CSSImporter.selectorThemes`, consulted before
/// the built-in theme selectors of `CSSThemeContext`).
///
/// Written in a configuration file as `cssThemes: { ".theme-midnight": "midnight:dark", ".dimmed": dark }`
/// or on the command line as `--css-theme .theme-midnight=midnight:dark` (repeatable; the command line's
/// entries win over the file's for the same selector). The theme is written as:
/// - a standard appearance: `light`, `dark`, `light-high-contrast`, `dark-high-contrast`;
/// - a theme whose name says its base (`TokenThemeName`: `dark-dimmed`, `light_colorblind`);
/// - `NAME:BASE` for any other theme name, BASE one of the four standard appearances
///   (`midnight:dark` is the theme `midnight` on the dark scheme; `:dark-high-contrast` makes it an
///   increased-contrast theme).
///
/// The selector is one selector of a list (`.theme-midnight`, `html[data-brand=night]`), matched
/// against the stylesheet's text with white space collapsed; a rule `.a, .b` applies to a theme when each
/// of its selectors names it.
public struct CSSThemeMapping: Sendable, Hashable {
    /// The selector, white space collapsed.
    public var selector: String
    /// The appearance its rules hold.
    public var appearance: Appearance
    /// Where the entry was written; `nil` for the command line.
    public var location: SourceLocation?

    /// Creates an entry (`selector` has its white space collapsed).
    public init(selector: String, appearance: Appearance, location: SourceLocation? = nil) {
        self.selector = Self.collapsed(selector)
        self.appearance = appearance
        self.location = location
    }

    /// The four appearances a base may be.
    static let bases: [Appearance] = [.light, .dark, .lightHighContrast, .darkHighContrast]

    /// The theme as written in the accepted forms (see the type): a standard appearance's name, or
    /// `NAME:BASE`; reading it back gives the same appearance.
    public var themeText: String {
        guard appearance.isTheme else { return appearance.rawValue }
        let base: Appearance =
            appearance.scheme == .dark
            ? (appearance.isIncreasedContrast ? .darkHighContrast : .dark)
            : (appearance.isIncreasedContrast ? .lightHighContrast : .light)
        return "\(appearance.rawValue):\(base.rawValue)"
    }

    /// The selector → appearance table of `entries`, later entries winning for the same selector.
    public static func table(_ entries: [CSSThemeMapping]) -> [String: Appearance] {
        var table: [String: Appearance] = [:]
        for entry in entries { table[entry.selector] = entry.appearance }
        return table
    }

    /// `entries` with, for each selector, only the last entry, in the order of the selectors' first
    /// appearance.
    public static func merged(_ entries: [CSSThemeMapping]) -> [CSSThemeMapping] {
        var order: [String] = []
        var last: [String: CSSThemeMapping] = [:]
        for entry in entries {
            if last[entry.selector] == nil { order.append(entry.selector) }
            last[entry.selector] = entry
        }
        return order.compactMap { last[$0] }
    }

    /// Reads a selector and a theme as written (see the type); `context` starts messages
    /// (`cssThemes '.x'`, or the override's hint).
    /// - Throws: `ConfigurationError` at `location` for an empty selector, a selector list, or a theme
    ///   that names no appearance.
    public static func parse(selector: String, theme: String, context: HintedText, at location: SourceLocation?)
        throws(ConfigurationError) -> CSSThemeMapping
    {
        let selectorText = collapsed(selector)
        guard !selectorText.isEmpty else {
            throw ConfigurationError(
                kind: .invalidValue, location: location, text: "\(context): expected a CSS selector, found nothing")
        }
        guard !selectorText.contains(",") else {
            throw ConfigurationError(
                kind: .invalidValue,
                location: location,
                text: "\(context): expected one selector, found the list '\(selectorText)'; map each selector "
                    + "of a list separately")
        }
        let expected =
            "expected light, dark, light-high-contrast, dark-high-contrast, a theme whose name says its base "
            + "(dark-dimmed) or NAME:BASE (midnight:dark)"
        let text = theme.trimmingCharacters(in: .whitespaces)
        if let standard = Appearance(rawValue: text), standard != .any {
            return CSSThemeMapping(selector: selectorText, appearance: standard, location: location)
        }
        if let colon = text.firstIndex(of: ":") {
            let name = String(text[..<colon]).trimmingCharacters(in: .whitespaces)
            let baseText = String(text[text.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            guard let base = bases.first(where: { $0.rawValue == baseText }) else {
                throw ConfigurationError(
                    kind: .invalidValue,
                    location: location,
                    text: "\(context): unknown base '\(baseText)' in '\(text)'; expected light, dark, "
                        + "light-high-contrast or dark-high-contrast")
            }
            // Letters as the words a theme is named by have them (`RoleInference.isWordLetter`), so a
            // name `themeText` writes reads back (FuzzConfiguration found o + U+0748 refused); alphabetic
            // scalars as before.
            let validName =
                !name.isEmpty
                && name.allSatisfy { character in
                    RoleInference.isWordLetter(character) || "0123456789-_".contains(character)
                        || character.unicodeScalars.allSatisfy(\.properties.isAlphabetic)
                }
            guard validName, Appearance(rawValue: name) == nil else {
                throw ConfigurationError(
                    kind: .invalidValue,
                    location: location,
                    text: "\(context): '\(name)' is not a theme name (letters, digits, '-' and '_', not a "
                        + "standard appearance); \(expected)")
            }
            let appearance = Appearance(
                theme: name, scheme: base.scheme ?? .light, increasedContrast: base.isIncreasedContrast)
            return CSSThemeMapping(selector: selectorText, appearance: appearance, location: location)
        }
        if let named = TokenThemeName.appearance(of: text) {
            return CSSThemeMapping(selector: selectorText, appearance: named, location: location)
        }
        throw ConfigurationError(
            kind: .invalidValue, location: location, text: "\(context): '\(text)' names no appearance; \(expected)")
    }

    /// Reads a CSS theme override, `SELECTOR=THEME` (`ConfigurationOverrides.cssThemes`).
    /// - Throws: `ConfigurationError` without a location, its text starting with the setting's hint.
    public static func commandLine(_ argument: String) throws(ConfigurationError) -> CSSThemeMapping {
        guard let equals = argument.lastIndex(of: "=") else {
            throw ConfigurationError(
                kind: .syntax,
                location: nil,
                text: "\(hint: .cssTheme, argument): expected SELECTOR=THEME, e.g. .theme-midnight=dark")
        }
        return try parse(
            selector: String(argument[..<equals]), theme: String(argument[argument.index(after: equals)...]),
            context: "\(hint: .cssTheme, argument)", at: nil)
    }

    /// Reads a `cssThemes:` mapping (selector → theme).
    /// - Throws: `ConfigurationError` at the entry for anything `parse` refuses, at the value for a value
    ///   that is not a string; every entry's problems together (`ConfigurationError.further`).
    static func read(_ node: DocumentNode, reader: NodeReader) throws(ConfigurationError) -> [CSSThemeMapping] {
        let rules = RuleSettingsReader(reader: reader)
        let entries = try rules.wrap { () throws(PaletteError) in
            try reader.mapping(node, "cssThemes", expected: "a mapping of CSS selectors to themes")
        }
        var result: [CSSThemeMapping] = []
        // Every entry is checked even when an earlier one is malformed (`ConfigurationError.further`).
        var errors = PaletteErrorList()
        for entry in entries {
            guard
                let theme = errors.attempt({ () throws(PaletteError) in
                    try reader.string(entry.value, "cssThemes '\(entry.key)'", expected: "a theme name")
                })
            else { continue }
            if let mapping = errors.attempt({ () throws(ConfigurationError) in
                try parse(
                    selector: entry.key, theme: theme, context: "cssThemes '\(entry.key)'",
                    at: reader.location(entry.value.mark))
            }) {
                result.append(mapping)
            }
        }
        try rules.wrap { () throws(PaletteError) in try errors.throwIfAny() }
        return result
    }

    /// `text` with runs of white space made one space and the ends trimmed.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
