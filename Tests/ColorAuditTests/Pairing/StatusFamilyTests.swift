import Foundation
import Testing

@testable import ColorAudit

/// Status families named by their members (`StatusFamilyNames`, `StatusFamilies`, `PairFormation` rule 29):
/// `error.default` is the status text and icons on the general surfaces and its own `error.muted` fill,
/// `error.inverse` the text on the `error.default` fill (a danger button, a count badge) and its states,
/// `error.muted` a tint the page's text is drawn on too. Expected pairs are hand-derived from those
/// member words, as the brief of issue 23 lists the pairs a token package's components draw: `error.inverse`
/// on `error.default`, `error.default` on `error.muted`, `error.default` on `background.default` and
/// `background.muted`. Values hand-picked.
@Suite struct StatusFamilyTests: PairingPalettes {
    private let package = """
        colors:
          background.default: "#ffffff"
          background.muted: "#f2f4f6"
          text.default: "#24272a"
          error.default: "#d73847"
          error.default-hover: "#c22f3d"
          error.default-pressed: "#a82835"
          error.muted: "#fbeaec"
          error.inverse: "#ffffff"
          warning.default: "#bf5208"
          warning.muted: "#fdf0e6"
          warning.inverse: "#ffffff"
          success.default: "#1c7e33"
          success.muted: "#e9f4ec"
          success.inverse: "#ffffff"
        """

    @Test func membersTakeTheRolesTheirWordsSay() {
        let names = ["error.default", "error.muted", "error.inverse", "error.default-hover", "info.alternative"]
        #expect(
            PropertyNaming.roles(names: names + ["info.default", "info.muted"]).prefix(5) == [
                .text, .background, .text, nil, nil,
            ])
        // A lone status colour is no family: no role, as before.
        #expect(PropertyNaming.roles(names: ["error.default", "background.default"]) == [nil, .background])
        // Role words keep the other rules.
        #expect(StatusFamilyNames.read("text.error.default") == nil)
        #expect(StatusFamilyNames.read("color.error.muted")?.status == "error")
    }

    /// The words are `DistinguishedColors`' statuses and `InteractionStateWords`' states, with the
    /// exceptions `StatusFamilyNames` names: the brand's `accent` and the grey `neutral` are no status, a
    /// focus ring no fill.
    @Test func statusAndStateWordsComeFromTheSharedLists() {
        #expect(StatusFamilyNames.read("severe.default")?.member == .base)
        #expect(StatusFamilyNames.read("information.inverse")?.member == .inverse)
        #expect(StatusFamilyNames.read("error.selected")?.member == .state)
        #expect(StatusFamilyNames.read("accent.default") == nil)
        #expect(StatusFamilyNames.read("neutral.muted") == nil)
        #expect(StatusFamilyNames.read("error.focus") == nil)
        #expect(StatusFamilyNames.read("error.default-focused") == nil)
    }

    @Test func inverseIsDrawnOnItsDefaultFillAndItsStates() throws {
        let formed = names(try pairs(package))
        let inverse = Set(formed.filter { $0[0] == "error.inverse" }.map { $0[1] })
        #expect(inverse == ["error.default", "error.default-hover", "error.default-pressed"])
        #expect(Set(formed.filter { $0[0] == "warning.inverse" }.map { $0[1] }) == ["warning.default"])
        let reasons = try pairs(package).filter { $0.declaration.foreground == "error.inverse" }
            .map(\.declaration.formedBy)
        #expect(reasons.allSatisfy { $0 == PairFormation.Reason.statusInverse.rawValue })
    }

    @Test func defaultIsDrawnOnTheSurfacesAndItsOwnMutedFill() throws {
        let formed = names(try pairs(package))
        let onError = Set(formed.filter { $0[0] == "error.default" }.map { $0[1] })
        #expect(onError == ["background.default", "background.muted", "error.muted"])
        // The page's text is drawn on every status's muted fill (a tag's, a banner's body).
        #expect(formed.isSuperset(of: [["text.default", "error.muted"], ["text.default", "warning.muted"]]))
        // Not on another status's fill, nor the inverse on the page.
        #expect(!formed.contains(["error.default", "warning.muted"]))
        #expect(!formed.contains(["error.inverse", "background.default"]))
    }

    /// The same family in a DTCG file (`color.error.default`): the names keep their group.
    @Test func aDesignTokensFile() throws {
        let palette = try importedPalette(
            """
            {
              "color": {
                "background": { "default": { "$type": "color", "$value": "#ffffff" } },
                "text": { "default": { "$type": "color", "$value": "#24272a" } },
                "error": {
                  "default": { "$type": "color", "$value": "#d73847" },
                  "muted": { "$type": "color", "$value": "#fbeaec" },
                  "inverse": {
                    "$type": "color", "$value": "#ffffff",
                    "$description": "For elements placed on top of error/default fill"
                  }
                }
              }
            }
            """, file: "tokens.json")
        let formed = formed(palette)
        #expect(formed.contains(["color.error.inverse", "color.error.default"]))
        #expect(formed.contains(["color.error.default", "color.error.muted"]))
        #expect(formed.contains(["color.error.default", "color.background.default"]))
        #expect(!formed.contains(["color.error.inverse", "color.background.default"]))
    }
}
