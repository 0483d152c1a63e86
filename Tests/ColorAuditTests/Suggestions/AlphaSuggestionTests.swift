import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// A translucent text colour that no colour of its hue reaches 4.5:1 with at its alpha gets its alpha
/// raised (`AlphaSuggestion`), not "cannot be fixed": the README's quick start palette's `hintText`,
/// `rgba(0, 0, 0, 0.4)` on white (palettes/examples/known-problems.yaml).
@Suite("Alpha suggestions for translucent colours")
struct AlphaSuggestionTests {
    /// WCAG relative luminance of an sRGB grey channel `c` (0…1).
    func greyLuminance(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    @Test func blackAtFortyPercentOnWhite() throws {
        // Black at alpha a over white is the grey 1 − a (source-over in gamma-encoded sRGB, as CSS
        // composites). 4.5:1 on white needs L ≤ 1.05 / 4.5 − 0.05 = 0.18333, so 1 − a ≤ 0.4653 (the byte
        // 118.65 of PaletteRepairTests.greyOnWhite): a ≥ 0.5347; in hundredths 0.54 passes and 0.53 does not.
        #expect(1.05 / (greyLuminance(1 - 0.54) + 0.05) >= 4.5)
        #expect(1.05 / (greyLuminance(1 - 0.53) + 0.05) < 4.5)
        // Black at any alpha is the only colour of its hue: at 0.4 the best is 1.05 / (L(0.6) + 0.05) < 4.5.
        #expect(1.05 / (greyLuminance(0.6) + 0.05) < 4.5)
        let white = Color(.srgb, 1, 1, 1)
        let found = try #require(
            AlphaSuggestion.raised(
                Color(.srgb, 0, 0, 0, alpha: 0.4), like: "rgba(0, 0, 0, 0.4)", hexAlphaFirst: false
            ) { candidate in
                ContrastRatio.meets(ContrastRatio.of(Compositing.sourceOver(candidate, white), white), 4.5)
            })
        #expect(found.text == "rgb(0 0 0 / 0.54)")
        #expect(abs(found.color.alpha - 0.54) < 1e-9)
    }

    @Test func androidAlphaFirst() throws {
        // #66000000 is black at 0x66 = 102/255 = 0.4. 0.54 × 255 = 137.7 → 0x8a (138, 0.5412), written
        // alpha first as Android does.
        let white = Color(.srgb, 1, 1, 1)
        let found = try #require(
            AlphaSuggestion.raised(Color(.srgb, 0, 0, 0, alpha: 0.4), like: "#66000000", hexAlphaFirst: true) {
                ContrastRatio.meets(ContrastRatio.of(Compositing.sourceOver($0, white), white), 4.5)
            })
        #expect(found.text == "#8a000000")
    }

    @Test func opaqueOrHopeless() {
        let white = Color(.srgb, 1, 1, 1)
        // An opaque colour has no alpha to raise; a light grey fails even opaque.
        #expect(AlphaSuggestion.raised(Color(.srgb, 0, 0, 0), like: "#000", hexAlphaFirst: false) { _ in true } == nil)
        #expect(
            AlphaSuggestion.raised(Color(.srgb, 0.8, 0.8, 0.8, alpha: 0.5), like: "#cccccc80", hexAlphaFirst: false) {
                ContrastRatio.meets(ContrastRatio.of(Compositing.sourceOver($0, white), white), 4.5)
            } == nil)
    }

    @Test func theAuditSuggestsIt() throws {
        let folder = try ImportTempFolder()
        _ = try folder.write(
            "p.yaml",
            """
            colors:
              hintText: { value: "rgba(0, 0, 0, 0.4)", role: text }
              page: { value: "#ffffff", role: background }

            """)
        // By hand: black at alpha a over white is 1 − a per sRGB channel; 4.5:1 with white needs luminance
        // 1.05/4.5 − 0.05 = 0.18333, sRGB 0.46532, so a ≥ 0.53468. The finding's own suggestion (`--full`)
        // rounds up to 0.54; the compact report shows the value `fix` writes, in the value's own rgba() at
        // three decimals: 0.535.
        let directory = URL(fileURLWithPath: folder.root)
        let full = try CLIRunner.run(["audit", "p.yaml", "--full"], directory: directory)
        #expect(full.stdout.contains("foreground hintText rgb(0 0 0 / 0.54)"))
        #expect(full.stdout.contains("alpha raised from 0.4 to 0.54"))
        let text = try CLIRunner.run(["audit", "p.yaml"], directory: directory)
        #expect(text.stdout.contains("fix writes [any]: foreground hintText rgba(0, 0, 0, 0.4) → rgba(0, 0, 0, 0.535)"))
    }
}
