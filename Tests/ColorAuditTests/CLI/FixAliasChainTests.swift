import Foundation
import Testing

/// `fix` on an alias of an alias (tester9 B21): `color.text → {color.muted}`, `color.muted →
/// {color.gray.500}` — a component colour naming a semantic one naming a scale step, as three-tier token
/// systems write them. The steps are those of the scale at the end of the chain; the link re-pointed is
/// the semantic one when nothing else names it, else the failing colour's own, so that the semantic
/// colour's other users keep their colour. Hand-made DTCG files, expected files written by hand. WCAG 2.2
/// (`HandWCAG`): #777777 on white 4.47:1 fails 4.5:1, `gray.600` #555555 gives 7.45:1.
@Suite("fix: aliases of aliases")
struct FixAliasChainTests: FixCommandRuns {
    static func tokens(muted: String, text: String, hint: String? = nil) -> String {
        """
        {
          "color": {
            "$type": "color",
            "bg": { "$value": "#ffffff" },
            "gray": { "500": { "$value": "#777777" }, "600": { "$value": "#555555" } },
            "muted": { "$value": "\(muted)" },
        \(hint.map { "    \"hint\": { \"$value\": \"\($0)\" },\n" } ?? "")    "text": { "$value": "\(text)" }
          }
        }

        """
    }

    func fix(_ text: String) throws -> (dry: CLIRunner.Result, audit: CLIRunner.Result, after: String) {
        let folder = try ImportTempFolder()
        let file = try folder.write("chain.tokens.json", text)
        let run = try runFix("chain.tokens.json", in: folder, written: [file: text])
        return (run.dry, run.audit, try #require(run.after[file]))
    }

    @Test("The semantic link only the failing colour uses is re-pointed to the next step")
    func soleSemanticLinkRepointed() throws {
        #expect(HandWCAG.ratio(HandWCAG.luminance(0x77), HandWCAG.luminance(0xff)) < 4.5)
        #expect(HandWCAG.ratio(HandWCAG.luminance(0x55), HandWCAG.luminance(0xff)) >= 4.5)
        let result = try fix(Self.tokens(muted: "{color.gray.500}", text: "{color.muted}"))
        #expect(result.after == Self.tokens(muted: "{color.gray.600}", text: "{color.muted}"))
        #expect(result.dry.status == 0)
        #expect(
            result.dry.stderr.contains(
                "color.muted {color.gray.500} → {color.gray.600} (ΔE00 12.78) (alias re-pointed from color.gray.500 "
                    + "to color.gray.600, for color.text, which aliases it)"))
        #expect(try contrastErrors(result.audit) == 0)
    }

    @Test("A semantic link other colours name stays: the failing colour names the step itself")
    func sharedSemanticLinkKept() throws {
        // `color.hint` names `color.muted` too and is in no pair: it keeps its colour.
        let result = try fix(Self.tokens(muted: "{color.gray.500}", text: "{color.muted}", hint: "{color.muted}"))
        #expect(
            result.after == Self.tokens(muted: "{color.gray.500}", text: "{color.gray.600}", hint: "{color.muted}"))
        #expect(
            result.dry.stderr.contains(
                "color.text {color.muted} → {color.gray.600} (ΔE00 12.78) (alias re-pointed from color.muted to "
                    + "color.gray.600)"))
        #expect(try contrastErrors(result.audit) == 0)
    }

    @Test("A chain of three links: the link nearest the step that only the chain uses")
    func longerChain() throws {
        let text = """
            {
              "color": {
                "$type": "color",
                "bg": { "$value": "#ffffff" },
                "gray": { "500": { "$value": "#777777" }, "600": { "$value": "#555555" } },
                "base": { "$value": "{color.gray.500}" },
                "muted": { "$value": "{color.base}" },
                "text": { "$value": "{color.muted}" }
              }
            }

            """
        let result = try fix(text)
        #expect(
            result.after == text.replacingOccurrences(of: "{color.gray.500}\" },\n", with: "{color.gray.600}\" },\n"))
        #expect(try contrastErrors(result.audit) == 0)
    }
}

/// When no step down the chain meets every pair, the pair left names the nearest step that meets it and
/// the pair that step breaks (held-back Spectrum's bold fills carry white or black text: a darker step
/// for the white text fails the black). `fill → {accent} → {orange.600}`, `border` names `accent` too;
/// white and black text (fixed) on `fill`. WCAG 2.2 (`HandWCAG`): white on #888888 3.54:1 fails, black
/// on it 5.92:1 passes; `orange.700` #666666 gives white 5.74:1 but black 3.65:1.
@Suite("fix: aliases of aliases, the pairs left")
struct FixAliasChainReasonTests {
    @Test func theNearestStepAndThePairItBreaks() throws {
        let (white, black) = (HandWCAG.luminance(0xff), HandWCAG.luminance(0x00))
        #expect(HandWCAG.ratio(white, HandWCAG.luminance(0x88)) < 4.5)
        #expect(HandWCAG.ratio(black, HandWCAG.luminance(0x88)) >= 4.5)
        #expect(HandWCAG.ratio(white, HandWCAG.luminance(0x66)) >= 4.5)
        #expect(HandWCAG.ratio(black, HandWCAG.luminance(0x66)) < 4.5)
        let folder = try ImportTempFolder()
        _ = try folder.write(
            "p.yaml",
            """
            colors:
              orange.600: "#888888"
              orange.700: "#666666"
              accent: "{orange.600}"
              fill: "{accent}"
              border: "{accent}"
              white: "#ffffff"
              black: "#000000"
            pairs:
              - { foreground: white, background: fill }
              - { foreground: black, background: fill }
            fixed: [white, black]

            """)
        let result = try CLIRunner.run(["fix", "--dry-run", "p.yaml"], directory: URL(fileURLWithPath: folder.root))
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "left [any] white on fill: 3.54:1, contrast-minimum requires 4.5:1 — needs a design decision: fill "
                    + "names accent, which border also names; no step of the scales along accent → orange.600 or "
                    + "colour named like accent of its hue meets its pairs (orange.700 meets this pair but fails "
                    + "fill's pair with black [any])"))
    }
}
