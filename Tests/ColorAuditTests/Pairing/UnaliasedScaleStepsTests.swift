import Testing

@testable import ColorAudit

/// Scale steps form no pairs of their own when the palette has semantic colours, whether or not a
/// semantic colour aliases them (`PostImport` rule 1, `ScaleSteps`). Design systems document steps as
/// options, not colours to draw: "Option tokens are not used to style components. Their only purpose is to
/// document raw values, and to be consumed by the next token typology: decision tokens" (Wikimedia Codex,
/// "Design tokens: Definition and structure", wikimedia/design-codex
/// `packages/codex-docs/docs/design-tokens/definition-and-structure.md`); Mozilla's stylelint rule
/// `no-base-design-tokens` "checks that CSS declarations do not use base color token variables directly.
/// Instead, developers should reference higher-level, semantic tokens" (firefox-source-docs,
/// stylelint-plugin-mozilla). The token files are written for these tests.
@Suite struct UnaliasedScaleStepsTests: PairingPalettes {
    /// Steps named with role words (`accent` interactive, `surface` a background) and a semantic layer that
    /// aliases one of them (`text.link` → `accent.700`) and writes the others' values out.
    static let semantic = """
        {
          "accent": {
            "100": { "$type": "color", "$value": "#e0e8ff" },
            "300": { "$type": "color", "$value": "#90a8f0" },
            "500": { "$type": "color", "$value": "#4060d0" },
            "700": { "$type": "color", "$value": "#203090" },
            "900": { "$type": "color", "$value": "#101850" }
          },
          "surface": {
            "50": { "$type": "color", "$value": "#fafafa" },
            "100": { "$type": "color", "$value": "#f0f0f0" },
            "900": { "$type": "color", "$value": "#202020" }
          },
          "text": {
            "primary": { "$type": "color", "$value": "#202020" },
            "link": { "$type": "color", "$value": "{accent.700}" }
          },
          "background": {
            "page": { "$type": "color", "$value": "#ffffff" }
          }
        }
        """

    func audit(_ tokens: String) throws -> (pairs: Set<String>, unchecked: [String: String]) {
        let palette = try importedPalette(tokens, file: "tokens.json")
        let pairs = Set(usages(palette).keys)
        let report = Auditor().audit(palette)
        let unchecked = Dictionary(uniqueKeysWithValues: report.uncheckedTokens.map { ($0.token, $0.reason) })
        return (pairs, unchecked)
    }

    /// Only the semantic colours are paired: the body text and the link on the page; no step on the page
    /// and no text on a dark step (`text.primary` on `surface.900`, drawn by nobody).
    @Test func stepsFormNoPairsBesideSemanticColours() throws {
        let (pairs, unchecked) = try audit(Self.semantic)
        #expect(pairs == ["text.primary on background.page", "text.link on background.page"])
        #expect(unchecked["accent.700"] == "aliased")
        let accent = ["accent.100", "accent.300", "accent.500", "accent.900"]
        let steps = accent + ["surface.50", "surface.100", "surface.900"]
        for step in steps {
            #expect(unchecked[step] == "no-role", "\(step)")
        }
    }

    /// A palette of scales alone has no semantic colours: its steps keep the roles their names give, as
    /// before (Radix, open-color and Carbon have conventions of their own or no roles at all).
    @Test func aPaletteOfScalesAloneKeepsItsRoles() throws {
        let scalesOnly = """
            {
              "accent": {
                "100": { "$type": "color", "$value": "#e0e8ff" },
                "500": { "$type": "color", "$value": "#4060d0" },
                "900": { "$type": "color", "$value": "#101850" }
              },
              "surface": {
                "50": { "$type": "color", "$value": "#fafafa" },
                "100": { "$type": "color", "$value": "#f0f0f0" },
                "900": { "$type": "color", "$value": "#202020" }
              }
            }
            """
        let (pairs, _) = try audit(scalesOnly)
        #expect(pairs.contains("accent.500 on surface.50"))
        #expect(pairs.contains("accent.900 on surface.100"))
    }

    /// A numbered colour whose value is an alias is a semantic colour, not a step: it keeps its role.
    @Test func aNumberedAliasIsSemantic() throws {
        let tokens = """
            {
              "blue": {
                "100": { "$type": "color", "$value": "#e0e8ff" },
                "500": { "$type": "color", "$value": "#4060d0" },
                "900": { "$type": "color", "$value": "#101850" }
              },
              "link": {
                "100": { "$type": "color", "$value": "{blue.500}" },
                "500": { "$type": "color", "$value": "{blue.900}" },
                "900": { "$type": "color", "$value": "{blue.900}" }
              },
              "background": { "page": { "$type": "color", "$value": "#ffffff" } }
            }
            """
        let (pairs, _) = try audit(tokens)
        #expect(pairs.contains("link.100 on background.page"))
        #expect(pairs.contains("link.500 on background.page"))
    }
}
