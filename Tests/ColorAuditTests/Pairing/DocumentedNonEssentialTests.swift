import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Colours documented as non-essential (`DocumentedNonEssential`): a border or icon colour whose own
/// description says it is for non-essential use below 3:1 forms decorative (exempt) pairs, the
/// description quoted as the reason. Descriptions are Compound's own
/// (element-hq/compound-design-tokens `tokens/theme-semantics.json`, the fixture copy).
@Suite struct DocumentedNonEssentialTests {
    static let quaternary =
        "⚠️ Lowest contrast non-accessible icons, <3:1. Only use for non-essential icons. Do not rely exclusively on them."
    static let secondaryBorder =
        "⚠️ Lowest contrast for non-accessible interactive element borders, <3:1. Only use for non-essential borders. "
        + "Do not rely exclusively on them. State: Rest."

    /// The Tokens Studio reader keeps `description`; the semantic set's description reaches the colour
    /// although the theme sets (read first) give it none.
    @Test func compoundDescriptionsAreRead() throws {
        let (_, palette) = try ImportedFixture.palette("Real/compound-design-tokens/tokens")
        #expect(palette.token(named: "color.icon.quaternary")?.documentation == Self.quaternary)
        #expect(palette.token(named: "color.border.interactive.secondary")?.documentation == Self.secondaryBorder)
        #expect(
            palette.token(named: "color.border.interactive.primary")?.documentation
                == "Default contrast for accessible interactive element borders. State: Rest.")
    }

    /// Compound's quaternary icon and secondary interactive border are exempt, with their descriptions as
    /// the reason; the primary interactive border ("accessible") and the tertiary icon ("Lowest contrast
    /// accessible icons") are still judged at 3:1; the decorative text colours stay text.
    @Test func compoundNonEssentialColoursAreNotJudged() throws {
        let (_, palette) = try ImportedFixture.palette("Real/compound-design-tokens/tokens")
        let context = AuditContext(palette: palette, configuration: Configuration())
        var usages: [String: Set<Usage>] = [:]
        var reasons: [String: Set<String>] = [:]
        for pair in context.pairs {
            usages[pair.declaration.foreground, default: []].insert(pair.declaration.usage)
            reasons[pair.declaration.foreground, default: []].insert(pair.declaration.formedBy ?? "")
        }
        #expect(usages["color.icon.quaternary"] == [.decorative])
        #expect(usages["color.border.interactive.secondary"] == [.decorative])
        #expect(reasons["color.icon.quaternary"] == [DocumentedNonEssential.reason(Self.quaternary)])
        // (On the disabled surfaces, `bg.action.primary.disabled`, what is drawn is inactive: `disabled`.)
        #expect(usages["color.border.interactive.primary"]?.subtracting([.disabled]) == [.ui])
        #expect(usages["color.icon.tertiary"]?.subtracting([.disabled]) == [.ui])
        #expect(usages["color.text.decorative.1"]?.subtracting([.disabled]) == [.text])
        let judged = NonTextContrastRule().evaluate(context).flatMap(\.tokens)
        #expect(!judged.contains("color.icon.quaternary"))
        #expect(!judged.contains("color.border.interactive.secondary"))
    }

    /// The DTCG reader keeps `$description`; only borders and icons are read as exempt, never text.
    @Test func dtcgDescriptionsAndRoles() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "set.tokens.json",
            """
            {
              "bg": { "$type": "color", "$value": "#ffffff" },
              "icon": { "hint": { "$type": "color", "$value": "#d8dee4",
                                  "$description": "Only use for non-essential icons." } },
              "text": { "hint": { "$type": "color", "$value": "#d8dee4",
                                  "$description": "Only use for non-essential text." } }
            }
            """)
        let palette = try #require(try importPaths([path]).first)
        #expect(palette.token(named: "icon.hint")?.documentation == "Only use for non-essential icons.")
        let context = AuditContext(palette: palette, configuration: Configuration())
        let usages = Dictionary(
            context.pairs.map { ($0.declaration.foreground, $0.declaration.usage) }, uniquingKeysWith: { a, _ in a })
        #expect(usages == ["icon.hint": .decorative, "text.hint": .text])
    }
}
