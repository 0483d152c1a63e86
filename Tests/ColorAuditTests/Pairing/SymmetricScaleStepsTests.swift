import Foundation
import Testing

@testable import ColorAudit

/// `PairFormation` rule 23 (`ScaleStepFamilies`, `SymmetricScaleSteps`): text steps named symmetrically
/// around a base are drawn on the side of their scale their values put them; a family's backgrounds take
/// its own text and neutral text, not another family's.
///
/// Values: Kong's design tokens (Kong/design-tokens `TOKENS.md` 001c317 and its later text steps:
/// `kui-color-text-primary-weakest` blue.10 `#eefaff`, `-weaker` blue.20 `#bee2ff`, `-weak` blue.40
/// `#5f9aff`, `kui-color-text-primary` blue.60 `#0044f4`, `-strong` blue.70 `#0030cc`; backgrounds
/// `kui-color-background-primary-weakest` `#eefaff`, `-weaker` `#bee2ff`, `kui-color-background-primary`
/// `#0044f4`, `-strongest` blue.90 `#001466`; `kui-color-text-danger` red.60 `#d60027`, `-strong` red.70
/// `#ad000e`, `kui-color-background-danger-weakest` red.10 `#ffe5e5`, `kui-color-background-danger`
/// `#d60027`; `kui-color-background` `#ffffff`, `kui-color-text` blue.100 `#000933`). Kong draws the
/// weakest step on its dark navigation bar (`.github-link:hover { color: $kui-color-text-primary-weakest }`
/// beside `color: $kui-color-text-inverse`). Atlassian's (`@atlaskit/tokens`, light / dark):
/// `color.text.accent.red` `#AE2E24` / `#FD9891` "Use for red text on subtlest and subtler red accent
/// backgrounds", `.bolder` `#5D1F1A` / `#FFD5D2` "Use for red text on subtle red accent backgrounds";
/// `color.background.accent.red.subtlest` `#FFECEB` / `#42221F`, `.subtler` `#FFD5D2` / `#5D1F1A`,
/// `.subtle` `#F87168` / `#AE2E24`, `.bolder` `#C9372C` / `#F87168`; `color.text` `#172B4D` / `#B6C2CF`,
/// `color.text.inverse` `#FFFFFF` / `#1D2125` "Use for text on bold backgrounds"; the page
/// (`elevation.surface`) `#FFFFFF` / `#1D2125`, named here `color.background.default`, a canvas name.
///
/// Ratios by hand (WCAG 2.2: Y from linearised sRGB, (Y1 + 0.05)/(Y2 + 0.05)), "page" and "base" the
/// contrast against the page and against the family's base text:
/// - Kong light: text weakest 1.06 page / 6.30 base and weaker 1.35 / 4.95 are of the page's tone (drawn
///   inversely); weak 2.78 / 2.41, strong 9.15 / 1.37 are not. Backgrounds: weakest 1.06 page, 6.30
///   against the base text, weaker 1.35 / 4.95 lie on the page's side of every text step that is not
///   drawn inversely; the base fill 6.70 / 1.00 and strongest 16.25 / 2.43 are strong fills.
/// - Atlassian light: `subtle` 2.78 page / 2.35 against `text.accent.red` / 4.51 against `.bolder`: under
///   `.bolder` only; `bolder` 5.16 / 1.26 / 2.43: under neither; `subtlest` 1.14 and `subtler` 1.34 under
///   both. Dark: `subtle` 2.48 / 3.13 / 4.88: under both; `bolder` 5.83 / 1.33 / 2.08: under neither.
@Suite struct SymmetricScaleStepsTests: PairingPalettes {
    static let kong = """
        colors:
          kui-color-background: "#ffffff"
          kui-color-text: "#000933"
          kui-color-text-primary-weakest: "#eefaff"
          kui-color-text-primary-weaker: "#bee2ff"
          kui-color-text-primary-weak: "#5f9aff"
          kui-color-text-primary: "#0044f4"
          kui-color-text-primary-strong: "#0030cc"
          kui-color-background-primary-weakest: "#eefaff"
          kui-color-background-primary-weaker: "#bee2ff"
          kui-color-background-primary: "#0044f4"
          kui-color-background-primary-strongest: "#001466"
          kui-color-text-danger: "#d60027"
          kui-color-text-danger-strong: "#ad000e"
          kui-color-background-danger-weakest: "#ffe5e5"
          kui-color-background-danger: "#d60027"
        """

    /// The backgrounds foreground `name` is paired with in `appearance`.
    private func surfaces(of name: String, in appearance: String = "any", _ pairs: [ResolvedPair]) -> Set<String> {
        Set(
            pairs.filter { $0.declaration.foreground == name && $0.appearance.name == appearance }
                .map(\.declaration.background))
    }

    @Test func kongWeakStepsOnStrongFillsOthersOnTintsAndThePage() throws {
        let pairs = try pairs(Self.kong)
        let prefix = "kui-color-background"
        let strongFills: Set<String> = ["\(prefix)-primary", "\(prefix)-primary-strongest"]
        let pageAndTints: Set<String> = [prefix, "\(prefix)-primary-weakest", "\(prefix)-primary-weaker"]
        #expect(surfaces(of: "kui-color-text-primary-weakest", pairs) == strongFills)
        #expect(surfaces(of: "kui-color-text-primary-weaker", pairs) == strongFills)
        // Weak (2.78 on the page) is still apart from the page: drawn as text there, and on the tints.
        #expect(surfaces(of: "kui-color-text-primary-weak", pairs) == pageAndTints)
        #expect(surfaces(of: "kui-color-text-primary", pairs) == pageAndTints)
        #expect(surfaces(of: "kui-color-text-primary-strong", pairs) == pageAndTints)
    }

    /// A status's backgrounds take its own text and the neutral text, not another status's: the danger
    /// text is not drawn on the primary tints (`primary`, a generic word, names a family here: its
    /// text has steps), nor the primary text on the danger tint; neutral text goes on every tint, not on
    /// the fills.
    @Test func kongFamiliesKeepToTheirOwnBackgrounds() throws {
        let pairs = try pairs(Self.kong)
        let prefix = "kui-color-background"
        let dangerText: Set<String> = [prefix, "\(prefix)-danger-weakest"]
        #expect(surfaces(of: "kui-color-text-danger", pairs) == dangerText)
        #expect(surfaces(of: "kui-color-text-danger-strong", pairs) == dangerText)
        #expect(
            surfaces(of: "kui-color-text", pairs)
                == [prefix, "\(prefix)-primary-weakest", "\(prefix)-primary-weaker", "\(prefix)-danger-weakest"])
    }

    /// The inverse text is no family's member: the rule leaves it to its own rules, which put it on the
    /// strong fills ("`color.text.inverse`: Use for text on bold backgrounds", Atlassian; Kong's
    /// `kui-color-text-inverse` white on the primary button fill). White is the page's colour, so white
    /// on `#0044f4` is 6.70:1 and on `#001466` 16.25:1 (the fills' contrast against the page, above);
    /// it is never put on a near-white tint.
    @Test func inverseTextKeepsTheStrongFills() throws {
        let pairs = try pairs(Self.kong + "\n  kui-color-text-inverse: \"#ffffff\"\n")
        let prefix = "kui-color-background"
        let inverse = surfaces(of: "kui-color-text-inverse", pairs)
        #expect(inverse.isSuperset(of: ["\(prefix)-primary", "\(prefix)-primary-strongest"]))
        #expect(inverse.isDisjoint(with: ["\(prefix)-primary-weakest", "\(prefix)-primary-weaker"]))
    }

    /// The pairs Atlassian documents, in both themes: the dark theme inverts the scale (its `subtlest` is
    /// its darkest tint, its `bolder` text the lightest), and the values keep the sides.
    @Test func atlassianAccentTextOnItsDocumentedBackgrounds() throws {
        let pairs = try pairs(
            """
            colors:
              color.background.default: { light: "#FFFFFF", dark: "#1D2125" }
              color.text: { light: "#172B4D", dark: "#B6C2CF" }
              color.text.inverse: { light: "#FFFFFF", dark: "#1D2125" }
              color.text.accent.red: { light: "#AE2E24", dark: "#FD9891" }
              color.text.accent.red.bolder: { light: "#5D1F1A", dark: "#FFD5D2" }
              color.background.accent.red.subtlest: { light: "#FFECEB", dark: "#42221F" }
              color.background.accent.red.subtler: { light: "#FFD5D2", dark: "#5D1F1A" }
              color.background.accent.red.subtle: { light: "#F87168", dark: "#AE2E24" }
              color.background.accent.red.bolder: { light: "#C9372C", dark: "#F87168" }
            """)
        let red = "color.background.accent.red"
        let page = "color.background.default"
        #expect(
            surfaces(of: "color.text.accent.red", in: "light", pairs) == [page, "\(red).subtlest", "\(red).subtler"])
        #expect(
            surfaces(of: "color.text.accent.red", in: "dark", pairs)
                == [page, "\(red).subtlest", "\(red).subtler", "\(red).subtle"])
        for appearance in ["light", "dark"] {
            #expect(
                surfaces(of: "color.text.accent.red.bolder", in: appearance, pairs)
                    == [page, "\(red).subtlest", "\(red).subtler", "\(red).subtle"])
            // The bold fill takes the inverse text, not the accent text.
            #expect(surfaces(of: "color.text.inverse", in: appearance, pairs) == ["\(red).bolder"])
        }
    }

    /// A dark theme that inverts Kong's scale (hand-made from its blue primitives: page blue.100
    /// `#000933`; text weakest blue.90 `#001466` 1.19 page / 5.85 base, weaker blue.80 `#002099` 1.53 /
    /// 4.53, base blue.40 `#5f9aff`, strong blue.20 `#bee2ff` 14.27 / 2.05; backgrounds weakest blue.90
    /// 1.19 page, weaker blue.80 1.53, base blue.40 6.95 / 1.00, strongest blue.10 `#eefaff` 18.17 /
    /// 2.62): the darkest steps are the weak ones there, drawn on the light fills.
    @Test func anInvertedThemeKeepsTheSides() throws {
        let pairs = try pairs(
            """
            colors:
              kui-color-background: { light: "#ffffff", dark: "#000933" }
              kui-color-text-primary-weakest: { light: "#eefaff", dark: "#001466" }
              kui-color-text-primary-weaker: { light: "#bee2ff", dark: "#002099" }
              kui-color-text-primary: { light: "#0044f4", dark: "#5f9aff" }
              kui-color-text-primary-strong: { light: "#0030cc", dark: "#bee2ff" }
              kui-color-background-primary-weakest: { light: "#eefaff", dark: "#001466" }
              kui-color-background-primary-weaker: { light: "#bee2ff", dark: "#002099" }
              kui-color-background-primary: { light: "#0044f4", dark: "#5f9aff" }
              kui-color-background-primary-strongest: { light: "#001466", dark: "#eefaff" }
            """)
        let prefix = "kui-color-background"
        let strongFills: Set<String> = ["\(prefix)-primary", "\(prefix)-primary-strongest"]
        let pageAndTints: Set<String> = [prefix, "\(prefix)-primary-weakest", "\(prefix)-primary-weaker"]
        for appearance in ["light", "dark"] {
            #expect(surfaces(of: "kui-color-text-primary-weakest", in: appearance, pairs) == strongFills)
            #expect(surfaces(of: "kui-color-text-primary-weaker", in: appearance, pairs) == strongFills)
            #expect(surfaces(of: "kui-color-text-primary", in: appearance, pairs) == pageAndTints)
            #expect(surfaces(of: "kui-color-text-primary-strong", in: appearance, pairs) == pageAndTints)
        }
    }

    /// Without a page canvas the step words decide: the weak steps on the strong side, the base named
    /// without a fill word a tint.
    @Test func withoutAPageTheWordsDecide() throws {
        let pairs = try pairs(
            """
            colors:
              text.info.weaker: "#bee2ff"
              text.info: "#0044f4"
              surface.info.weakest: "#eefaff"
              surface.info.strong: "#0030cc"
              surface.info.strongest: "#001466"
            """)
        #expect(surfaces(of: "text.info.weaker", pairs) == ["surface.info.strong", "surface.info.strongest"])
        #expect(surfaces(of: "text.info", pairs) == ["surface.info.weakest"])
    }

    /// A set with no text scale (one text colour per status, Gestalt's `color.text.success` beside
    /// `color.background.success.weak` and `.base`) is not this rule's: its pairs are rule 2's.
    @Test func noTextScaleNoRule() throws {
        let palette = try palette(
            """
            colors:
              color.background.default: "#ffffff"
              color.text.success: "#008753"
              color.background.success.weak: "#ebf8ef"
              color.background.success.base: "#008753"
            """)
        let families = ScaleStepFamilies(
            foregrounds: palette.tokens.filter { $0.role == .text },
            backgrounds: palette.tokens.filter { $0.role == .background })
        #expect(!families.isActive)
        #expect(
            ScaleStepFamilies.step(of: "color.text.accent.red.bolder")
                == .init(family: "accent.red", rank: 2, isState: false))
        #expect(ScaleStepFamilies.step(of: "icon.color.info") == .init(family: "info", rank: 0, isState: false))
        #expect(ScaleStepFamilies.step(of: "color.text.default") == nil)
        #expect(ScaleStepFamilies.step(of: "color.text.inverse") == nil)
    }
}
