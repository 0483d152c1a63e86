import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// `PairFormation` rule 9 (`OnColourFills`) must not let a worse text colour hide its own failures: the
/// pairs formed never shrink when a text colour gets lighter on a light page (tester7's B1 on Gestalt,
/// where lightening `color.text.subtle` or `color.text.default` made the page background "a fill drawn
/// with its on-colours" of `color.text.dark` and dropped every body text check on the page).
/// Ratios derived by hand from WCAG 2.2's relative luminance (sRGB channel c/255 linearised as
/// ((c + 0.055) / 1.055)^2.4 above 0.04045, Y = 0.2126 R + 0.7152 G + 0.0722 B) and contrast ratio
/// (Y1 + 0.05) / (Y2 + 0.05): #ffffff Y 1; #111111 Y 0.00561; #767676 Y 0.18116; #a5a5a5 Y 0.37626;
/// #e60023 Y 0.16944. So #a5a5a5 is 1.05/0.42626 = 2.46:1 on #ffffff and 0.42626/0.21944 = 1.94:1 on
/// #e60023; #767676 is 1.05/0.23116 = 4.54:1 on #ffffff.
@Suite struct DegradedTextPairTests: PairingPalettes {
    /// Gestalt (pinterest/gestalt `tokens/classic/sema-color-{light,dark}.json`): the page
    /// `background.default`, the default and subtle text, the inverse text, and the fixed
    /// `text.dark`/`text.light` and `background.dark`/`background.light`.
    static func gestalt(textDefault: String = "#111111", textSubtle: String = "#767676") -> String {
        """
        colors:
          color.background.default: { light: "#ffffff", dark: "#111111" }
          color.background.dark: "#111111"
          color.background.light: "#ffffff"
          color.background.primary.base: "#e60023"
          color.text.default: { light: "\(textDefault)", dark: "#ffffff" }
          color.text.subtle: { light: "\(textSubtle)", dark: "#767676" }
          color.text.inverse: { light: "#ffffff", dark: "#111111" }
          color.text.light: "#ffffff"
          color.text.dark: "#111111"
        """
    }

    /// The pairs formed in the light appearance (or in every appearance) on `background`.
    func lightPairs(_ context: AuditContext, on background: String) -> Set<String> {
        Set(
            context.pairs.filter { $0.declaration.background == background && $0.appearance != .dark }
                .map(\.declaration.foreground))
    }

    /// The (foreground, background) names of the error findings of ContrastMinimumRule in light.
    func lightErrors(_ context: AuditContext) -> Set<[String]> {
        Set(
            ContrastMinimumRule().evaluate(context).filter { $0.severity == .error && $0.appearance != .dark }
                .map(\.tokens))
    }

    /// A designer lightens the secondary text to #a5a5a5 (2.46:1 on the white page): the page is still
    /// the page — the default and subtle text are judged on it, and the subtle text is an error there.
    /// `text.subtle` is not the body text (the body text is `text.default` by its name, 18.88:1 on the
    /// page), so nothing else changes: every pair of the original palette is still formed.
    @Test func lighterSubtleTextIsStillJudgedOnThePage() throws {
        let original = try context(Self.gestalt())
        let degraded = try context(Self.gestalt(textSubtle: "#a5a5a5"))
        let onPage = lightPairs(degraded, on: "color.background.default")
        #expect(onPage.isSuperset(of: ["color.text.default", "color.text.subtle"]))
        #expect(
            !degraded.pairs.contains {
                $0.declaration.formedBy?.contains("fill drawn") == true
                    && $0.declaration.background == "color.background.default"
            })
        #expect(lightErrors(degraded).contains(["color.text.subtle", "color.background.default"]))
        #expect(names(degraded.pairs) == names(original.pairs))
        // The primary button is still a fill of the inverse text (#111111 body text is 3.94:1 on it).
        let onButton = lightPairs(degraded, on: "color.background.primary.base")
        #expect(onButton.contains("color.text.inverse"))
        #expect(onButton.isDisjoint(with: ["color.text.default", "color.text.subtle"]))
    }

    /// A designer lightens the body text itself to #a5a5a5: it fails on its own page (2.46:1), the
    /// documented broken theme — in light no surface is a fill, every text is judged everywhere and the
    /// failures are reported: on the page, and on the primary button (1.94:1).
    @Test func brokenBodyTextKeepsItsPairsAndIsReported() throws {
        let original = try context(Self.gestalt())
        let degraded = try context(Self.gestalt(textDefault: "#a5a5a5"))
        #expect(names(degraded.pairs).isSuperset(of: names(original.pairs)))
        #expect(lightPairs(degraded, on: "color.background.default").contains("color.text.default"))
        #expect(lightPairs(degraded, on: "color.background.primary.base").contains("color.text.default"))
        let errors = lightErrors(degraded)
        #expect(errors.contains(["color.text.default", "color.background.default"]))
        #expect(errors.contains(["color.text.default", "color.background.primary.base"]))
        #expect(errors.count > lightErrors(original).count)
    }

    /// `isBodyName`: the default text by name, not a secondary one.
    @Test func bodyTextIsChosenByName() {
        for name in ["color.text.default", "color.text.primary", "fgColor-default", "--text", "--text-main"] {
            #expect(OnColourFills.isBodyName(name, prefix: nil), "\(name)")
        }
        #expect(OnColourFills.isBodyName("--pico-color", prefix: "pico"))
        for name in ["color.text.subtle", "color.text.default.secondary", "--text-light", "fgColor-muted"] {
            #expect(!OnColourFills.isBodyName(name, prefix: nil), "\(name)")
        }
    }

    /// Light palettes as the systems name them (Gestalt's light theme first), each with its text colours.
    /// Primer values from primer/primitives' light theme (`fgColor-default` #1f2328, `fgColor-muted`
    /// #59636e, `bgColor-muted` #f6f8fa, `bgColor-emphasis` #25292e, `bgColor-accent-emphasis` #0969da);
    /// Compound's from the `OnColourFillTests` case; the last names no default text.
    static let monotonePalettes: [(background: String, texts: [(String, String)])] = [
        (
            """
              color.background.default: "#ffffff"
              color.background.dark: "#111111"
              color.background.light: "#ffffff"
              color.background.primary.base: "#e60023"
              color.background.secondary.base: "#efefef"
              color.text.inverse: "#ffffff"
              color.text.light: "#ffffff"
            """,
            [("color.text.default", "#111111"), ("color.text.subtle", "#767676"), ("color.text.dark", "#111111")]
        ),
        (
            """
              color.bg.canvas.default: "#ffffff"
              color.bg.subtle-primary: "#f0f0f0"
              color.bg.action.primary.rest: "#333333"
              color.bg.critical.primary: "#cc0000"
              color.text.on-solid.primary: "#ffffff"
              color.icon.on-solid.primary: "#ffffff"
            """,
            [("color.text.primary", "#000000"), ("color.text.secondary", "#767676")]
        ),
        (
            """
              bgColor-default: "#ffffff"
              bgColor-muted: "#f6f8fa"
              bgColor-emphasis: "#25292e"
              bgColor-accent-emphasis: "#0969da"
              fgColor-onEmphasis: "#ffffff"
            """,
            [("fgColor-default", "#1f2328"), ("fgColor-muted", "#59636e")]
        ),
        (
            """
              color.bg.canvas: "#ffffff"
              color.bg.muted: "#eeeeee"
              color.bg.fill: "#0055cc"
              color.text.inverse: "#ffffff"
            """,
            [("color.text.strong", "#222222"), ("color.text.weak", "#666666")]
        ),
    ]

    /// `hex` mixed with white by `t` (0 keeps it, 1 is white), per sRGB channel.
    static func lightened(_ hex: String, _ t: Double) -> String {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        let channels = [16, 8, 0].map { shift -> Int in
            let c = Double((value >> shift) & 0xff)
            return Int((c + (255 - c) * t).rounded())
        }
        return "#" + channels.map { String(format: "%02x", $0) }.joined()
    }

    /// Property: in each palette, lightening any one text colour (on the white page: worse) in steps of
    /// 10 % towards white never drops a pair that was formed, nor lowers the number of pairs checked.
    @Test(arguments: monotonePalettes.indices)
    func lighterTextNeverDropsPairs(_ index: Int) throws {
        let (backgrounds, texts) = Self.monotonePalettes[index]
        func yaml(_ values: [(String, String)]) -> String {
            "colors:\n" + backgrounds + "\n" + values.map { "  \($0.0): \"\($0.1)\"" }.joined(separator: "\n")
        }
        let original = try context(yaml(texts))
        let originalNames = names(original.pairs)
        let originalCount = Array(original.pairs).count
        for (k, text) in texts.enumerated() {
            for step in 1...9 {
                var values = texts
                values[k].1 = Self.lightened(text.1, Double(step) / 10)
                let degraded = try context(yaml(values))
                let lost = originalNames.subtracting(names(degraded.pairs))
                #expect(lost.isEmpty, "\(text.0) → \(values[k].1) drops \(lost)")
                #expect(Array(degraded.pairs).count >= originalCount, "\(text.0) → \(values[k].1)")
            }
        }
    }
}
