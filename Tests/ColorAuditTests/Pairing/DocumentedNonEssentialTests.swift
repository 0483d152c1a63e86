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
        #expect(
            reasons["color.icon.quaternary"] == [DocumentedNonEssential.reason(.init(text: Self.quaternary, via: nil))])
        // (On the disabled surfaces, `bg.action.primary.disabled`, what is drawn is inactive: `disabled`.)
        #expect(usages["color.border.interactive.primary"]?.subtracting([.disabled]) == [.ui])
        #expect(usages["color.icon.tertiary"]?.subtracting([.disabled]) == [.ui])
        #expect(usages["color.text.decorative.1"]?.subtracting([.disabled]) == [.text])
        let judged = NonTextContrastRule().evaluate(context).flatMap(\.tokens)
        #expect(!judged.contains("color.icon.quaternary"))
        #expect(!judged.contains("color.border.interactive.secondary"))
    }

    /// Compound's `icon.quaternary-alpha` ("Translucent version of quaternary icon. Refer to it for intended
    /// use.") takes `icon.quaternary`'s documented status; `icon.tertiary-alpha` defers to
    /// `icon.tertiary`, "Lowest contrast accessible icons", and is judged at 3:1.
    @Test func compoundTranslucentTwinsFollowTheColourTheyReferTo() throws {
        let (_, palette) = try ImportedFixture.palette("Real/compound-design-tokens/tokens")
        #expect(
            palette.token(named: "color.icon.quaternary-alpha")?.documentation
                == "Translucent version of quaternary icon. Refer to it for intended use.")
        let context = AuditContext(palette: palette, configuration: Configuration())
        var usages: [String: Set<Usage>] = [:]
        var reasons: [String: Set<String>] = [:]
        for pair in context.pairs {
            usages[pair.declaration.foreground, default: []].insert(pair.declaration.usage)
            reasons[pair.declaration.foreground, default: []].insert(pair.declaration.formedBy ?? "")
        }
        #expect(usages["color.icon.quaternary-alpha"] == [.decorative])
        #expect(
            reasons["color.icon.quaternary-alpha"]
                == [DocumentedNonEssential.reason(.init(text: Self.quaternary, via: "color.icon.quaternary"))])
        #expect(usages["color.icon.tertiary-alpha"]?.subtracting([.disabled]) == [.ui])
        #expect(usages["color.icon.primary-alpha"]?.subtracting([.disabled]) == [.ui])
    }

    /// A deferring description follows only one colour of its own group that it names; text never.
    @Test func deferringDescriptions() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "set.tokens.json",
            """
            {
              "bg": { "$type": "color", "$value": "#ffffff" },
              "icon": {
                "hint": { "$type": "color", "$value": "#d8dee4", "$description": "Only use for non-essential icons." },
                "hint-alpha": { "$type": "color", "$value": "#0000001a",
                                "$description": "Translucent version of hint icon. Refer to it for intended use." },
                "strong": { "$type": "color", "$value": "#d8dee4", "$description": "Accessible icons." },
                "strong-alpha": { "$type": "color", "$value": "#0000001a", "$description": "Same as strong." },
                "both": { "$type": "color", "$value": "#d8dee4", "$description": "Same as hint or strong." }
              },
              "border": {
                "hint": { "$type": "color", "$value": "#d8dee4", "$description": "Version of hint icon." }
              },
              "text": {
                "hint": { "$type": "color", "$value": "#d8dee4", "$description": "Only use for non-essential text." },
                "hint-alpha": { "$type": "color", "$value": "#d8dee4", "$description": "Same as hint." }
              }
            }
            """)
        let palette = try #require(try importPaths([path]).first)
        let context = AuditContext(palette: palette, configuration: Configuration())
        let usages = Dictionary(
            context.pairs.map { ($0.declaration.foreground, $0.declaration.usage) }, uniquingKeysWith: { a, _ in a })
        // hint-alpha → icon.hint (non-essential); strong-alpha → icon.strong (accessible); `both` names two
        // colours and follows neither; `border.hint` names `hint`, but its group `border` has no other
        // `hint`; text stays text.
        #expect(usages["icon.hint-alpha"] == .decorative)
        #expect(usages["icon.strong-alpha"] == .ui)
        #expect(usages["icon.both"] == .ui)
        #expect(usages["border.hint"] == .ui)
        #expect(usages["text.hint-alpha"] == .text)
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
