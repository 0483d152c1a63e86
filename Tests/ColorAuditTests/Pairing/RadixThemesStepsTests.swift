import Foundation
import Testing

@testable import ColorAudit

/// Radix Themes' scale steps in its semantic layer (`RadixThemesSteps`, `PairFormation` rule 13). The
/// expected pairs are written from Radix Themes' "Color" page (radix-ui/website
/// `data/themes/docs/theme/color.mdx`): "Accent scale tokens" — `/* Backgrounds */` 1–2, `/* Interactive
/// components */` 3–5, `/* Borders and separators */` 6–8, `/* Solid colors */` 9–10, `/* Accessible
/// text */` 11–12; "Most of the components use `--focus-8` for the focus outline color"; backgrounds
/// `/* Page background */ var(--color-background)`, `/* Form component backgrounds … */
/// var(--color-surface)`.
@Suite struct RadixThemesStepsTests: PairingPalettes {
    /// A semantic layer as `tokens/color.css` writes it: the page and form backgrounds, the accent scale
    /// and its alpha steps aliasing a colour scale (`--accent-3: var(--indigo-3)`), the focus scale
    /// aliasing the accent, and the accent's contrast colour. `firstStep` 0 gives the scales a step 0;
    /// `literalAccent` writes the accent's values out instead of aliasing the scale's, with no focus scale
    /// aliasing them (which would make them primitives).
    func semanticLayer(firstStep: Int = 1, functional: [String] = [], literalAccent: Bool = false) throws -> Palette {
        var lines = ["--color-background: #ffffff;", "--color-surface: #ffffffd9;", "--accent-contrast: #ffffff;"]
        lines += functional
        for step in firstStep...12 {
            let level = String(format: "%02x", 250 - step * 20)
            lines.append("--indigo-\(step): #\(level)\(level)ff;")
            lines.append("--indigo-a\(step): #0000ff\(String(format: "%02x", 10 + step * 20));")
            lines.append("--accent-\(step): " + (literalAccent ? "#\(level)\(level)ff;" : "var(--indigo-\(step));"))
            lines.append("--accent-a\(step): var(--indigo-a\(step));")
            if !literalAccent { lines.append("--focus-\(step): var(--accent-\(step));") }
        }
        return try stylesheetPalette(":root {\n" + lines.joined(separator: "\n") + "\n}\n", file: "color.css")
    }

    @Test func onlyTheTextStepsAndTheFocusRingAreDrawnOnThePage() throws {
        let found = pairs(try semanticLayer())
        let foregrounds = Set(found.map { String($0.split(separator: " ")[0]) })
        // Backgrounds, interactive components, borders and solid colours draw nothing.
        for step in 1...10 {
            #expect(!foregrounds.contains("--accent-\(step)"))
            #expect(!foregrounds.contains("--accent-a\(step)"))
        }
        // Of the focus scale only step 8, the outline, is drawn.
        for step in 1...12 where step != 8 { #expect(!foregrounds.contains("--focus-\(step)")) }
        // The accessible text is drawn on the page and form backgrounds, the focus outline around controls.
        for text in ["--accent-11", "--accent-12", "--accent-a11", "--accent-a12"] {
            #expect(found.contains("\(text) on --color-background text"))
            #expect(found.contains("\(text) on --color-surface text"))
        }
        #expect(!found.filter { $0.hasPrefix("--focus-8 on --color-background ") }.isEmpty)
        // The contrast colour keeps its solid steps.
        #expect(found.contains("--accent-contrast on --accent-9 text"))
        #expect(found.contains("--accent-contrast on --accent-10 text"))
    }

    /// A scale with a step 0 (Open Props' `--gray-0` … `--gray-12`) is not Radix's: its steps keep the
    /// plans their names give (written as values: a layer re-exporting a scale is the scale,
    /// `ScaleReexportTests`).
    @Test func aScaleWithAStepZeroIsNotRadixs() throws {
        let radix = pairs(try semanticLayer())
        let other = pairs(try semanticLayer(firstStep: 0, literalAccent: true))
        #expect(radix.filter { $0.hasPrefix("--accent-3 on ") }.isEmpty)
        #expect(!other.filter { $0.hasPrefix("--accent-3 on ") }.isEmpty)
    }

    /// The functional colours Radix Themes draws as graphics — `--accent-indicator`, the checked checkbox's
    /// and the active tab's fill (`base-checkbox.css`, `base-tab-list.css`: `background-color:
    /// var(--accent-indicator)`), and `--accent-track`, the slider's range and the progress bar
    /// (`slider.css`, `progress.css`) — are non-text (3:1), not text.
    @Test func indicatorAndTrackAreGraphics() throws {
        let functional = ["--accent-indicator: var(--indigo-9);", "--accent-track: var(--indigo-9);"]
        let found = pairs(try semanticLayer(functional: functional))
        for name in ["--accent-indicator", "--accent-track"] {
            let own = found.filter { $0.hasPrefix(name + " on ") }
            #expect(!own.isEmpty)
            #expect(own.allSatisfy { $0.hasSuffix(" ui") })
        }
        #expect(found.contains("--accent-indicator on --color-background ui"))
        // Outside a Radix scale the name keeps its usage.
        let other = pairs(try semanticLayer(firstStep: 0, functional: functional))
        #expect(other.contains("--accent-indicator on --color-background text"))
    }
}
