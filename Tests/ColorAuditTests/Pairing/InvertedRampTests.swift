import Foundation
import Testing

@testable import ColorAudit

/// `PairFormation` rule 25 (`InvertedRamps`): a ramp named `white`, `gray-1` … `gray-N`, `black` whose ends
/// swap between the dark `:root` and `:root[data-theme='light']` is drawn by its distance from the page:
/// text-side steps on the surfaces on the page's side of them, middle steps as decorative lines, a hue's
/// `-high` step and the text end on its `-low` tint, inverted text on the accent.
///
/// The stylesheet has the shape of Starlight's (withastro/starlight 3999be7,
/// `packages/starlight/style/props.css`: `--sl-color-white`, `--sl-color-gray-1` … `-gray-6`,
/// `--sl-color-black`, `--sl-color-blue-low`/`-high`, `--sl-color-text: var(--sl-color-gray-2)`,
/// `--sl-color-bg: var(--sl-color-black)`, `--sl-color-text-invert`), with greys chosen here.
///
/// Relative luminance by hand (WCAG 2.2; sRGB channel c/255, ((c + 0.055) / 1.055)^2.4): `#ffffff` 1,
/// `#dddddd` 0.72306, `#aaaaaa` 0.40198, `#888888` 0.24620, `#777777` 0.18447, `#333333` 0.03310,
/// `#222222` 0.01600, `#111111` 0.00561.
/// Dark (page `--x-black` `#111111`, text end `--x-white` `#ffffff`): `gray-4` `#333333` has 1.49:1 against
/// the page and 12.6:1 against the text end, the page's side; `gray-3` `#888888` 5.33 / 3.55, the text's.
/// Light (page `#ffffff`, text end `#111111`): `gray-3` `#777777` has (1 + 0.05) / (0.18447 + 0.05) = 4.478:1
/// against the page and 4.22:1 against the text end, the text's side — so it is judged on the page, and
/// fails 4.5:1. `gray-5` (`#222222`, `#dddddd`), which `--x-bg-nav` aliases, is a surface: in light 1.36:1
/// against the page and 3.30:1 against `gray-3`, under it; `gray-4`, aliased by no background, is a line.
@Suite struct InvertedRampTests: PairingPalettes {
    static let css = """
        :root {
          --x-white: #ffffff;
          --x-gray-1: #dddddd;
          --x-gray-2: #aaaaaa;
          --x-gray-3: #888888;
          --x-gray-4: #333333;
          --x-gray-5: #222222;
          --x-black: #111111;
          --x-blue-low: #000055;
          --x-blue: #3333ff;
          --x-blue-high: #aaaaff;
          --x-accent-low: #000044;
          --x-accent-high: #9999ff;
          --x-text: var(--x-gray-2);
          --x-text-accent: var(--x-accent-high);
          --x-text-invert: var(--x-accent-low);
          --x-bg: var(--x-black);
          --x-bg-nav: var(--x-gray-5);
        }
        :root[data-theme='light'] {
          --x-white: #111111;
          --x-gray-1: #222222;
          --x-gray-2: #333333;
          --x-gray-3: #777777;
          --x-gray-4: #aaaaaa;
          --x-gray-5: #dddddd;
          --x-black: #ffffff;
          --x-blue-low: #ddddff;
          --x-blue: #3333ff;
          --x-blue-high: #000088;
          --x-accent-low: #ccccff;
          --x-accent-high: #000066;
          --x-text-invert: var(--x-black);
        }
        """

    /// The pairs formed in `appearance`, as "foreground on background usage".
    private func formed(_ pairs: [ResolvedPair], in appearance: Appearance) -> Set<String> {
        Set(
            pairs.filter { $0.appearance == appearance }.map {
                "\($0.declaration.foreground) on \($0.declaration.background) \($0.declaration.usage.rawValue)"
            })
    }

    private func rampPairs() throws -> [ResolvedPair] {
        let palette = try importedPalette(Self.css, file: "props.css")
        #expect(palette.appearances == [.light, .dark])
        return Array(AuditContext(palette: palette, configuration: Configuration()).pairs)
    }

    @Test func textStepsOnThePageAndTheSurfacesUnderThem() throws {
        let pairs = try rampPairs()
        for appearance in [Appearance.light, .dark] {
            let here = formed(pairs, in: appearance)
            for text in ["--x-white", "--x-gray-1", "--x-gray-2", "--x-gray-3"] {
                #expect(here.contains("\(text) on --x-black text"), "\(text) \(appearance)")
                #expect(here.contains("\(text) on --x-bg-nav text"), "\(text) \(appearance)")
                #expect(here.contains("\(text) on --x-bg text"), "\(text) \(appearance)")
            }
            // The semantic text and accent on the region surface aliasing a ramp step.
            #expect(here.contains("--x-text on --x-bg-nav text"), "\(appearance)")
            #expect(here.contains("--x-text-accent on --x-bg-nav text"), "\(appearance)")
            // The page-side steps are no text.
            #expect(!here.contains { $0.hasPrefix("--x-gray-4 on") && $0.hasSuffix(" text") })
        }
        // gray-5, which `--x-bg-nav` aliases, is a surface; gray-4, aliased by no background, is a line only.
        for appearance in [Appearance.light, .dark] {
            #expect(formed(pairs, in: appearance).contains("--x-gray-3 on --x-gray-5 text"), "\(appearance)")
            #expect(!pairs.contains { $0.declaration.background == "--x-gray-4" }, "\(appearance)")
        }
        let reason = try #require(
            pairs.first { $0.declaration.foreground == "--x-white" && $0.declaration.background == "--x-black" })
        #expect(reason.declaration.formedBy == InvertedRamps.textReason)
    }

    @Test func theLightGray3OnThePageFailsByHand() throws {
        let pairs = try rampPairs()
        let pair = try #require(
            pairs.first {
                $0.appearance == .light && $0.declaration.foreground == "--x-gray-3"
                    && $0.declaration.background == "--x-black"
            })
        let byHand = (1 + 0.05) / (0.18447 + 0.05)
        #expect(abs(pair.stack.worstRatio - byHand) < 0.001, "\(pair.stack.worstRatio)")
        #expect(pair.stack.worstRatio < 4.5)
    }

    @Test func middleStepsAreDecorativeLinesNearerThePage() throws {
        let pairs = try rampPairs()
        for appearance in [Appearance.light, .dark] {
            let here = formed(pairs, in: appearance)
            #expect(here.contains("--x-gray-5 on --x-black decorative"), "\(appearance)")
            #expect(here.contains("--x-gray-4 on --x-gray-5 decorative"), "\(appearance)")
            // Never on a step farther from the page, nor on its own alias.
            #expect(!here.contains("--x-gray-5 on --x-gray-4 decorative"))
            #expect(!here.contains("--x-gray-5 on --x-bg-nav decorative"))
        }
    }

    @Test func aHuesHighStepAndTheTextEndOnItsLowTint() throws {
        let pairs = try rampPairs()
        for appearance in [Appearance.light, .dark] {
            let onTint = Set(
                pairs.filter { $0.appearance == appearance && $0.declaration.background == "--x-blue-low" }
                    .map(\.declaration.foreground))
            #expect(onTint == ["--x-blue-high", "--x-white"], "\(appearance)")
            // The mid step carries nothing.
            #expect(!pairs.contains { $0.declaration.background == "--x-blue" })
        }
    }

    @Test func invertedTextAndThePageOnTheAccentText() throws {
        let pairs = try rampPairs()
        let dark = formed(pairs, in: .dark)
        #expect(dark.contains("--x-text-invert on --x-text-accent text"))
        #expect(dark.contains("--x-black on --x-text-accent text"))
    }

    /// A ramp whose ends are not swapped (white the lighter end in both) is raw colours, not roles: no pair.
    @Test func aRampNotInvertedFormsNoPair() throws {
        let css = """
            :root {
              --x-white: #ffffff;
              --x-gray-1: #dddddd;
              --x-gray-2: #aaaaaa;
              --x-gray-3: #777777;
              --x-black: #111111;
            }
            :root[data-theme='light'] {
              --x-white: #eeeeee;
            }
            """
        let palette = try importedPalette(css, file: "props.css")
        let pairs = Array(AuditContext(palette: palette, configuration: Configuration()).pairs)
        #expect(!pairs.contains { $0.declaration.formedBy == InvertedRamps.textReason })
    }
}
