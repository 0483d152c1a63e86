import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Colours documented as not accessible (`DocumentedNonEssential`, "Documented as not accessible"): a text,
/// icon or border colour whose own description says it is not accessible is kept below the contrast minimum
/// by its system on purpose; its pairs are formed and `decorative`, the description quoted.
@Suite struct DocumentedNotAccessibleTests: PairingPalettes {
    /// MetaMask/metamask-design-system @ 282b7b9fda35a20bf43ecb16d81640172a7a43e9,
    /// `packages/design-tokens/src/figma/lightTheme.json` 2–8, 94–112, 114–144 (the entries kept as written,
    /// their `{grey.…}`/`{white}` aliases replaced by the values `brandColors.json` gives them: white
    /// #ffffff, grey.900 #131416, grey.500 #66676a, grey.200 #babbbe). `text.muted` and `icon.muted` are
    /// formed on the page and decorative; `text.default`, `text.alternative` and `icon.default` keep their
    /// usage.
    static let lightTheme = """
        {
          "background": {
            "default": {
              "value": "#ffffff",
              "type": "color",
              "parent": "Theme Colors/Light mode",
              "description": "For default neutral surface."
            }
          },
          "text": {
            "default": {
              "value": "#131416",
              "type": "color",
              "parent": "Theme Colors/Light mode",
              "description": "Default color for text."
            },
            "alternative": {
              "value": "#66676a",
              "type": "color",
              "parent": "Theme Colors/Light mode",
              "description": "Softer color for text."
            },
            "muted": {
              "value": "#babbbe",
              "type": "color",
              "parent": "Theme Colors/Light mode",
              "description": "Muted color for text (Not accessible)."
            }
          },
          "icon": {
            "default": {
              "value": "#131416",
              "type": "color",
              "parent": "Theme Colors/Light mode",
              "description": "Default color for icons, following text/default."
            },
            "muted": {
              "value": "#babbbe",
              "type": "color",
              "parent": "Theme Colors/Light mode",
              "description": "Muted color for icons (Not accessible), following text/muted."
            }
          }
        }
        """

    @Test func metamaskMutedColoursAreFormedAndNotJudged() throws {
        let palette = try importedPalette(Self.lightTheme, file: "lightTheme.json")
        #expect(palette.token(named: "text.muted")?.documentation == "Muted color for text (Not accessible).")
        let usages = usages(palette)
        // #babbbe on #ffffff is 1.92:1 (WCAG relative luminance: 0.497 against 1.0): below 4.5 and 3.
        #expect(usages["text.muted on background.default"] == .decorative)
        #expect(usages["icon.muted on background.default"] == .decorative)
        #expect(usages["text.default on background.default"] == .text)
        #expect(usages["text.alternative on background.default"] == .text)
        #expect(usages["icon.default on background.default"] == .ui)
        let context = AuditContext(palette: palette, configuration: Configuration())
        let reasons = Set(
            context.pairs.filter { $0.declaration.foreground == "text.muted" }.map { $0.declaration.formedBy ?? "" })
        #expect(
            reasons == [
                DocumentedNonEssential.reason(
                    .init(text: "Muted color for text (Not accessible).", via: nil, notAccessible: true))
            ])
        let judged =
            ContrastMinimumRule().evaluate(context).flatMap(\.tokens)
            + NonTextContrastRule().evaluate(context).flatMap(\.tokens)
        #expect(!judged.contains("text.muted"))
        #expect(!judged.contains("icon.muted"))
    }

    /// The phrases, and descriptions that are no such word: Compound's "Lowest contrast accessible icons"
    /// (`color.icon.tertiary`) is judged; a decorative description exempts a border or icon, never text.
    @Test func phrases() {
        #expect(DocumentedNonEssential.documentsNotAccessible("Muted color for text (Not accessible)."))
        #expect(DocumentedNonEssential.documentsNotAccessible("⚠️ Lowest contrast non-accessible icons, <3:1."))
        #expect(DocumentedNonEssential.documentsNotAccessible("An inaccessible hint colour"))
        #expect(!DocumentedNonEssential.documentsNotAccessible("Lowest contrast accessible icons."))
        #expect(!DocumentedNonEssential.documentsNotAccessible("Highest contrast accessible accent icons."))
        let location = SourceLocation(file: "set.tokens.json", line: 1)
        let value = ColorValue(color: Color(.srgb, 0.8, 0.8, 0.8), source: "#cccccc", location: location)
        var described = ColorToken(
            name: "icon.ornament", role: .icon, roleSource: .declared, values: [.any: value], location: location)
        described.documentation = "Decorative icon colour for empty states."
        #expect(DocumentedNonEssential.quote(described, role: .icon) != nil)
        var text = described
        text.documentation = "Decorative text colour (1, Lime) for avatars and usernames."
        #expect(DocumentedNonEssential.quote(text, role: .text) == nil)
    }
}
