import Foundation
import Testing

@testable import ColorAudit

/// A family's colours on state fills (`FamilyStateFills`, `PairFormation` rule 35), and a
/// `primary` family named by its members is read as a status family is (`StatusFamilyNames`, rule 29).
///
/// The palette is the light theme of MetaMask's token package, names and values as written
/// (MetaMask/metamask-design-system 282b7b9fda35a20bf43ecb16d81640172a7a43e9,
/// `packages/design-tokens/src/figma/lightTheme.json`; the aliases
/// `{white}`, `{grey.100}`, `{grey.900}`, `{blue.500}`, `{red.500}`, `{yellow.500}`, `{grey.000}` written as their
/// values from `brandColors.json`), e.g.:
/// `"muted-hover": { "value": "#ca354226", "type": "color", "description": "Hover state surface for error/muted." }`.
/// The expected pairs are the ones its components draw (same commit, `packages/design-system-react/src/
/// components/`): the danger tertiary button `text-error-default` on `hover:bg-error-muted-hover` and
/// `active:bg-error-muted-pressed` (`ButtonTertiary.tsx` 31–33, 55–58); the danger secondary button
/// `text-error-default` on `bg-muted`, `hover:bg-muted-hover` (`ButtonSecondary.tsx` 31, 52–54); the hero
/// button `text-primary-inverse` on `bg-primary-default` and `bg-primary-default-pressed`
/// (`ButtonHero.tsx` 14–20); the info banner's `Text` default on `bg-primary-muted`
/// (`BannerAlert.constants.ts` 35); warning text only as help text and tags (`HelpText.constants.ts` 6,
/// `Tag.constants.ts` 23), never on a button's state fill. `primary.muted` is "Muted color for primary
/// semantic elements", a fill.
@Suite struct FamilyStateFillTests: PairingPalettes {
    private let package = """
        colors:
          background.default: "#ffffff"
          background.muted: "#b4b4b528"
          background.muted-hover: "#b4b4b53d"
          background.default-pressed: "#ededed"
          text.default: "#131416"
          primary.default: "#4459ff"
          primary.muted: "#4459ff1a"
          primary.inverse: "#ffffff"
          primary.default-hover: "#384df5"
          primary.default-pressed: "#2b3eda"
          primary.muted-hover: "#4459ff26"
          primary.muted-pressed: "#4459ff33"
          error.default: "#ca3542"
          error.muted: "#ca35421a"
          error.inverse: "#ffffff"
          error.default-hover: "#ba313d"
          error.default-pressed: "#9a2832"
          error.muted-hover: "#ca354226"
          error.muted-pressed: "#ca354233"
          warning.default: "#9a6300"
          warning.muted: "#9a63001a"
          warning.inverse: "#ffffff"
        """

    @Test func mutedMembersAreBackgrounds() throws {
        let names = [
            "primary.default", "primary.muted", "primary.inverse", "primary.muted-hover", "error.default",
            "error.muted", "error.muted-pressed",
        ]
        // A status family's by their names; a `primary` family's members keep their word's role there.
        let roles = PropertyNaming.roles(names: names)
        #expect(roles == [.interactive, .interactive, .interactive, .interactive, .text, .background, .background])
        #expect(StatusFamilyNames.read("error.muted-hover")?.member == .tintState)
        // `primary.muted` (#4459ff1a) and its states are surfaces by their values, as any level's faint tint
        // (`TranslucentTints`, the one rule that decides it).
        let palette = try palette(package)
        for name in ["primary.muted", "primary.muted-hover", "primary.muted-pressed"] {
            #expect(palette.token(named: name)?.role == .background, "\(name)")
        }
        #expect(palette.token(named: "primary.default")?.role == .interactive)
    }

    @Test func noTintIsText() throws {
        let formed = names(try pairs(package))
        let foregrounds = Set(formed.map { $0[0] })
        #expect(
            foregrounds.isDisjoint(with: [
                "primary.muted", "primary.muted-hover", "primary.muted-pressed",
                "error.muted", "error.muted-hover", "error.muted-pressed",
            ]))
    }

    @Test func aTintsStatesTakeTheirFamilysColourOnly() throws {
        let formed = names(try pairs(package))
        #expect(
            formed.isSuperset(of: [["error.default", "error.muted-hover"], ["error.default", "error.muted-pressed"]]))
        let onErrorStates = formed.filter { $0[1] == "error.muted-hover" || $0[1] == "error.muted-pressed" }
        #expect(Set(onErrorStates.map { $0[0] }) == ["error.default"])
        let onPrimaryStates = formed.filter { $0[1] == "primary.muted-hover" || $0[1] == "primary.muted-pressed" }
        #expect(!onPrimaryStates.contains { $0[0] == "text.default" || $0[0].hasPrefix("error.") })
        // The rest tint keeps the page's text (a banner's body).
        #expect(formed.contains(["text.default", "primary.muted"]))
        #expect(formed.contains(["text.default", "error.muted"]))
    }

    /// The family's tint states are no reason to keep its text off the neutral fills (rule 16).
    @Test func theFamilysTextStaysOnTheNeutralFills() throws {
        let formed = names(try pairs(package))
        #expect(
            formed.isSuperset(of: [
                ["error.default", "background.muted"], ["error.default", "background.muted-hover"],
            ]))
    }

    /// Only the danger status labels a neutral control in a state (a destructive button): warning text is
    /// on the page and its own tint, not on the neutral hover and pressed fills.
    @Test func onlyTheDangerStatusIsDrawnOnNeutralStateFills() throws {
        let formed = names(try pairs(package))
        #expect(
            formed.isSuperset(of: [
                ["error.default", "background.default-pressed"], ["warning.default", "background.default"],
                ["warning.default", "warning.muted"], ["warning.default", "background.muted"],
            ]))
        #expect(!formed.contains(["warning.default", "background.muted-hover"]))
        #expect(!formed.contains(["warning.default", "background.default-pressed"]))
        // The page's text and the interactive colour stay on them.
        #expect(
            formed.isSuperset(of: [
                ["text.default", "background.muted-hover"], ["primary.default", "background.muted-hover"],
            ]))
    }

    @Test func primaryInverseIsDrawnOnItsFillAndItsStates() throws {
        let formed = names(try pairs(package))
        let inverse = Set(formed.filter { $0[0] == "primary.inverse" }.map { $0[1] })
        #expect(inverse == ["primary.default", "primary.default-hover", "primary.default-pressed"])
    }
}
