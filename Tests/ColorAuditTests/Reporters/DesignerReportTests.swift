import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// The designer's to-do list (issue 25, items 4 and 5): "Fix first" on top of the HTML report, unused
/// scales collapsed, translucent colours drawn as seen, large-text-only passes said, AAA notes apart in
/// Markdown, and suggestions' notations in JSON. Expected values are derived by hand in each test.
@Suite struct DesignerReportTests {
    func page(_ build: (inout PaletteBuilder) -> Void, configuration: Configuration = Configuration()) -> String {
        var b = PaletteBuilder()
        build(&b)
        return HTMLReporter.render(
            [Auditor(configuration: configuration).audit(b.palette)], configuration: configuration)
    }

    /// "Fix first" comes before every palette section, and its entry for #777777 on white shows the pair
    /// as it is (4.47:1, WCAG 2 truncated: L = 0.18447, 1.05 / 0.23447 = 4.478) and with the suggested
    /// #767676 (4.54:1, the lightest grey meeting 4.5:1 on white) ready to copy.
    @Test func fixFirstLeadsThePage() throws {
        let html = page { b in
            b.color("page", role: .background, rgb: 255, 255, 255)
            b.color("ink", role: .text, rgb: 119, 119, 119)
        }
        let fix = try #require(html.range(of: ">Fix first<"))
        let overview = try #require(html.range(of: ">Overview<"))
        #expect(fix.lowerBound < overview.lowerBound)
        let section = String(html[fix.lowerBound..<overview.lowerBound])
        #expect(section.contains("<strong>ink</strong> <span class=\"muted\">fails in the one pair that uses it"))
        #expect(section.contains("on <strong>page</strong>"))
        #expect(section.contains("style=\"color:#777777;background:#ffffff\">Sample text</span>"))
        #expect(section.contains("4.47:1</span> <span class=\"fail\">needs 4.5:1</span>"))
        #expect(section.contains("style=\"color:#767676;background:#ffffff\">Sample text</span>"))
        #expect(section.contains("<code class=\"copy\">#767676</code>"))
    }

    /// Errors before warnings, then the foreground that more checked pairs use: `muted` is on three
    /// surfaces (three pairs), `faint` on one, both fail on white, so `muted` leads.
    @Test func fixFirstRanksByUse() throws {
        let html = page { b in
            b.color("white", role: .background, rgb: 255, 255, 255)
            b.color("paper", role: .background, rgb: 250, 250, 250)
            b.color("card", role: .background, rgb: 245, 245, 245)
            b.color("faint", role: .text, rgb: 170, 170, 170)
            b.color("muted", role: .text, rgb: 150, 150, 150)
            b.pair("faint", on: "white")
            b.pair("muted", on: "white")
            b.pair("muted", on: "paper")
            b.pair("muted", on: "card")
        }
        let fix = try #require(html.range(of: "<ol class=\"todo\">"))
        let list = String(html[fix.lowerBound...])
        let muted = try #require(list.range(of: "<strong>muted</strong>"))
        let faint = try #require(list.range(of: "<strong>faint</strong>"))
        #expect(muted.lowerBound < faint.lowerBound)
        #expect(list.contains("<strong>muted</strong> <span class=\"muted\">fails in all 3 pairs that use it"))
        #expect(list.contains("<strong>faint</strong> <span class=\"muted\">fails in the one pair that uses it"))
    }

    /// A translucent foreground is drawn composited over its background: #2ea04326 over #0d1117 by
    /// source-over, α = 0x26/255 = 0.149: R = 46α + 13(1 − α) = 17.9 → 0x12, G = 160α + 17(1 − α) =
    /// 38.3 → 0x26, B = 67α + 23(1 − α) = 29.6 → 0x1e.
    @Test func translucentPairIsDrawnComposited() throws {
        let html = page { b in
            b.color("canvas", role: .background, rgb: 0x0d, 0x11, 0x17)
            b.color("successText", role: .text, rgb: 0x2e, 0xa0, 0x43, alpha: 0x26 / 255)
        }
        let fix = try #require(html.range(of: ">Fix first<"))
        #expect(html[fix.lowerBound...].contains("style=\"color:#12261e;background:#0d1117\">Sample text"))
        // In the colour-vision table it has no backdrop: drawn over a checkerboard with its alpha.
        let vision = try #require(html.range(of: ">Colour vision<"))
        #expect(html[vision.lowerBound...].contains("background:linear-gradient(#2ea04326,#2ea04326),repeating"))
    }

    /// #808080 on white: L = 0.21586, (1.05) / (0.26586) = 3.949, so a large-text pair passes (3:1) but
    /// body text would not (4.5:1): the cell says "large text only".
    @Test func largeTextOnlyPassIsSaid() {
        let html = page { b in
            b.color("page", role: .background, rgb: 255, 255, 255)
            b.color("heading", role: .text, rgb: 128, 128, 128)
            b.pair("heading", on: "page", usage: .largeText)
        }
        #expect(html.contains("3.94:1</span> <span class=\"large-only\">— large text only</span>"))
    }

    /// Twelve steps of a grey scale that no pair uses collapse into one line; the pair's colours stay.
    @Test func unusedScaleCollapses() {
        let html = page { b in
            b.color("page", role: .background, rgb: 255, 255, 255)
            b.color("ink", role: .text, rgb: 0, 0, 0)
            for step in 1...12 {
                let v = Double(255 - step * 20)
                b.color("gray.\(step)", role: nil, rgb: v, v, v)
            }
        }
        #expect(html.contains("gray 1–12: 12 colours, not used by any pair"))
        #expect(!html.contains("<th scope=\"row\">gray.5</th>"))
        #expect(html.contains("<th scope=\"row\">ink</th>"))
    }

    /// A scale step that a colour with a role aliases is checked through it: its scale's line says so.
    @Test func aliasedScaleStepsAreSaidToBeChecked() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "p.yaml",
            """
            colors:
              gray.1: "#f0f0f0"
              gray.2: "#a0a0a0"
              gray.3: "#505050"
              page: { value: "#ffffff", role: background }
              ink: { value: "{gray.3}", role: text }
            """)
        let palette = try #require(try importPaths([path]).first)
        let html = HTMLReporter.render([Auditor().audit(palette)])
        #expect(html.contains("gray 1–3: 3 colours, in no pair; 1 checked through the colours that alias them"))
    }

    @Test func scaleSteps() {
        #expect(PaletteSheet.scaleStep("gray.500") == ("gray", 500))
        #expect(PaletteSheet.scaleStep("blue-9") == ("blue", 9))
        #expect(PaletteSheet.scaleStep("Gray/12") == ("Gray", 12))
        #expect(PaletteSheet.scaleStep("primitives.white") == ("primitives", nil))
        #expect(PaletteSheet.scaleStep("white") == ("other", nil))
        #expect(PaletteSheet.scaleStep("900") == ("other", nil))
    }
}
