import Testing

@testable import ColorAudit

/// The pairs formed in a token set grouped by CSS property (`PropertyGroups`, `PairFormation` rule 18),
/// read with no configuration. The set is written for this test in the convention Wikimedia Codex
/// documents ("Design tokens: Definition and structure", doc.wikimedia.org/codex/latest/design-tokens/
/// definition-and-structure.html: "The JSON keys follow CSS property names … The name describing the CSS
/// property or category value always comes first"; `design-tokens/color.md`: the group `color` is "Text
/// colors", `background-color` "Background colors"); the values are made up, chosen so that white text
/// passes on the two solid fills and the body text does not.
@Suite struct PropertyGroupPairsTests: PairingPalettes {
    static let tokens = """
        {
          "color": {
            "base": { "$type": "color", "$value": "#222222" },
            "subtle": { "$type": "color", "$value": "#555555" },
            "inverted": { "$type": "color", "$value": "#ffffff" },
            "progressive": { "$type": "color", "$value": "#3060c0" },
            "progressive--focus": { "$type": "color", "$value": "#3060c0" },
            "destructive": { "$type": "color", "$value": "#c03030" }
          },
          "background-color": {
            "base": { "$type": "color", "$value": "#ffffff" },
            "neutral-subtle": { "$type": "color", "$value": "#f6f6f6" },
            "progressive": { "$type": "color", "$value": "#3060c0" },
            "progressive-subtle": { "$type": "color", "$value": "#eef4ff" },
            "destructive": { "$type": "color", "$value": "#c03030" }
          },
          "border-color": {
            "base": { "$type": "color", "$value": "#909090" },
            "progressive--focus": { "$type": "color", "$value": "#3060c0" }
          }
        }
        """

    func formed() throws -> [String: Usage] {
        usages(try importedPalette(Self.tokens, file: "tokens.json"))
    }

    /// Every text colour of the `color` group is paired (before, none of `color.base`, `color.subtle`,
    /// `color.progressive`, `color.destructive` had a role): the body text on the base background, the
    /// progressive text on its own tint, as text in its focus state too.
    @Test func theTextGroupIsPaired() throws {
        let pairs = try formed()
        #expect(pairs["color.base on background-color.base"] == .text)
        #expect(pairs["color.subtle on background-color.base"] == .text)
        #expect(pairs["color.base on background-color.neutral-subtle"] == .text)
        #expect(pairs["color.progressive on background-color.base"] == .text)
        #expect(pairs["color.progressive on background-color.progressive-subtle"] == .text)
        #expect(pairs["color.progressive--focus on background-color.base"] == .text)
        #expect(pairs["color.destructive on background-color.base"] == .text)
    }

    /// The solid fills carry the inverted text, not the text of their own namespace (blue on blue) nor
    /// the body text; the focus border is a focus indicator on the page.
    @Test func fillsCarryTheInvertedText() throws {
        let pairs = try formed()
        #expect(pairs["color.inverted on background-color.progressive"] == .text)
        #expect(pairs["color.inverted on background-color.destructive"] == .text)
        #expect(pairs["color.progressive on background-color.progressive"] == nil)
        #expect(pairs["color.base on background-color.progressive"] == nil)
        #expect(pairs["border-color.progressive--focus on background-color.base"] == .focus)
        #expect(pairs["color.progressive--focus on background-color.progressive"] == nil)
    }
}
