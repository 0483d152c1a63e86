import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// `appearances:` (a pair limited to some appearances) and `over:` (a translucent background checked over
/// each of several backdrops) in our palette format, end to end through the auditor.
///
/// Hand derivation (source-over in gamma-encoded sRGB, then WCAG 2.2: lin(c) = ((c + 0.055)/1.055)^2.4
/// for c > 0.04045, L = 0.2126 R + 0.7152 G + 0.0722 B, ratio (L1 + 0.05)/(L2 + 0.05)):
/// - `scrim` rgba(0, 0, 0, 0.5) over `canvas` #ffffff: each channel 0.5·1 = 0.5, lin 0.214041 = L;
///   white text: 1.05 / 0.264041 = 3.97665 — below 4.5:1.
/// - `scrim` over `canvasMuted` #808080 (128/255 = 0.501961): each channel 0.5·0.501961 = 0.250980,
///   lin 0.051269 = L; white text: 1.05 / 0.101269 = 10.3684 — passes 4.5:1 and 7:1.
private let overPalette = """
    colors:
      canvas: "#ffffff"
      canvasMuted: "#808080"
      scrim: "rgba(0, 0, 0, 0.5)"
      onScrim: "#ffffff"
    pairs:
      - { foreground: onScrim, background: scrim, over: [canvas, canvasMuted] }
    """

private func read(_ text: String, path: String = "pairs.yaml") throws(PaletteError) -> Palette {
    try NativePaletteImporter().importPalette(contents: Data(text.utf8), path: path)
}

private func audit(_ palette: Palette, _ configuration: Configuration = Configuration()) -> PaletteReport {
    var auditor = Auditor(configuration: configuration)
    auditor.recordsChecks = true
    return auditor.audit(palette)
}

private func errorMessage(_ text: String) -> String? {
    do {
        _ = try read(text)
        return nil
    } catch {
        return "\(error)"
    }
}

@Suite struct PairOverTests {
    @Test func everyAlternativeBackdropIsCheckedAndReported() throws {
        let report = audit(try read(overPalette))
        let checks = try #require(report.checks)
        #expect(checks.count == 2)
        let overCanvas = try #require(checks.first { $0.backdrop == "canvas" })
        let overMuted = try #require(checks.first { $0.backdrop == "canvasMuted" })
        #expect(abs(overCanvas.ratio - 3.97665) < 1e-4)
        #expect(!overCanvas.passes)
        #expect(abs(overMuted.ratio - 10.3684) < 1e-3)
        #expect(overMuted.passes)
        #expect(overCanvas.tokens == ["onScrim", "scrim", "canvas"])
        #expect(overMuted.tokens == ["onScrim", "scrim", "canvasMuted"])
        // Both point at the one declaration (line 7).
        #expect(overCanvas.location.line == 7 && overMuted.location.line == 7)
        let failing = report.findings.filter { $0.rule == "contrast-minimum" }
        #expect(failing.count == 1)
        #expect(failing.first?.tokens == ["onScrim", "scrim", "canvas"])
        #expect(failing.first?.message.hasPrefix("onScrim on scrim over canvas:") == true)
        #expect(report.pairsChecked == 2)
    }

    @Test func alternativesHaveDistinctIdentities() throws {
        // Make both alternatives fail (a 12:1 requirement): two findings whose identities differ by backdrop.
        var configuration = Configuration()
        configuration.rules.parameters["contrast-minimum.normal"] = 12
        let report = audit(try read(overPalette), configuration)
        let failing = report.findings.filter { $0.rule == "contrast-minimum" }
        #expect(failing.count == 2)
        let identities = Set(failing.map { FindingIdentity($0, root: nil).fingerprint })
        #expect(identities.count == 2)
        #expect(Set(failing.compactMap { $0.facts["backdrop"] }) == ["canvas", "canvasMuted"])
    }

    @Test func alternativesMayBeStacks() throws {
        // over: [[canvas, scrim]] puts the 50 % scrim on white under a second 50 % scrim: 0.5·0.5 = 0.25 per
        // channel, lin ((0.305)/1.055)^2.4 = 0.050876; white text 1.05/0.100876 = 10.4088.
        let palette = try read(
            """
            colors:
              canvas: "#ffffff"
              scrim: "rgba(0, 0, 0, 0.5)"
              onScrim: "#ffffff"
            pairs:
              - { foreground: onScrim, background: scrim, over: [canvas, [canvas, scrim]] }
            """)
        let checks = try #require(audit(palette).checks)
        let stacked = try #require(checks.first { $0.backdrop == "scrim over canvas" })
        #expect(abs(stacked.ratio - 10.4088) < 1e-3)
        #expect(checks.contains { $0.backdrop == "canvas" })
    }

    @Test func overErrorsNameTheLine() {
        let both = errorMessage(
            """
            colors: { a: "#000", b: "rgba(0,0,0,0.5)", c: "#fff" }
            pairs:
              - { foreground: a, background: b, backdrop: c, over: [c] }
            """)
        #expect(both?.contains("pairs.yaml:3:") == true)
        #expect(both?.contains("'over' and 'backdrop' cannot both be given") == true)
        let unknown = errorMessage(
            """
            colors: { a: "#000", b: "rgba(0,0,0,0.5)", canvas: "#fff" }
            pairs:
              - { foreground: a, background: b, over: [canvas, canvsa] }
            """)
        #expect(unknown?.contains("pairs.yaml:3:") == true)
        #expect(unknown?.contains("no colour named 'canvsa' (did you mean 'canvas'?)") == true)
        let twice = errorMessage(
            """
            colors: { a: "#000", b: "rgba(0,0,0,0.5)", c: "#fff" }
            pairs:
              - { foreground: a, background: b, over: [c, c] }
            """)
        #expect(twice?.contains("listed twice") == true)
        let empty = errorMessage(
            """
            colors: { a: "#000", b: "rgba(0,0,0,0.5)", c: "#fff" }
            pairs:
              - { foreground: a, background: b, over: [] }
            """)
        #expect(empty?.contains("expected at least one backdrop") == true)
    }
}

/// `appearances:` — hand-derived: `ink` #000000 on `paper` #ffffff is (1.05)/(0.05) = 21:1 in light; in
/// light-high-contrast `paper` is #767676 (118/255 = 0.462745, lin ((0.517745)/1.055)^2.4 = 0.181164,
/// L 0.181164): 0.231164/0.05 = 4.62329:1; in dark both fall back to light (21:1).
private let limitedPalette = """
    colors:
      ink: { light: "#000000", light-high-contrast: "#000000" }
      paper: { light: "#ffffff", dark: "#ffffff", light-high-contrast: "#767676" }
      rule: "#000000"
      sheet: "#ffffff"
    pairs:
      - { foreground: ink, background: paper, appearances: [light, dark] }
      - { foreground: ink, background: paper, appearances: light-high-contrast }
      - { foreground: rule, background: sheet, usage: ui, appearances: [dark] }
      - { foreground: rule, background: sheet, usage: ui }
    """

@Suite struct PairAppearancesTests {
    @Test func pairsAreCheckedOnlyInTheirAppearances() throws {
        let palette = try read(limitedPalette)
        #expect(palette.appearances == [.light, .dark, .lightHighContrast])
        #expect(palette.pairs?[0].appearances == [.light, .dark])
        #expect(palette.pairs?[1].appearances == [.lightHighContrast])
        let checks = try #require(audit(palette).checks)
        let first = checks.filter { $0.location.line == 7 }.map(\.appearance)
        #expect(first == [.light, .dark])
        let second = checks.filter { $0.location.line == 8 }
        #expect(second.map(\.appearance) == [.lightHighContrast])
        #expect(abs((second.first?.ratio ?? 0) - 4.62329) < 1e-4)
        // Uniform colours limited to one appearance are checked in that appearance, not once as `any`.
        #expect(checks.filter { $0.location.line == 9 }.map(\.appearance) == [.dark])
        // Unlimited uniform colours: once, as `any`.
        #expect(checks.filter { $0.location.line == 10 }.map(\.appearance) == [.any])
    }

    @Test func aLimitCoveringEveryAppearanceIsUnlimited() throws {
        let palette = try read(
            """
            colors:
              ink: { light: "#000000", dark: "#ffffff" }
              rule: "#000000"
              sheet: "#ffffff"
            pairs:
              - { foreground: rule, background: sheet, usage: ui, appearances: [dark, light] }
            """)
        #expect(palette.pairs?[0].appearances == [.light, .dark])
        #expect(try #require(audit(palette).checks).map(\.appearance) == [.any])
    }

    @Test func appearanceErrorsNameTheLine() {
        let typo = errorMessage(
            """
            colors: { a: { light: "#000", dark: "#fff" }, b: "#777" }
            pairs:
              - foreground: a
                background: b
                appearances: [light, darkk]
            """)
        #expect(typo?.contains("pairs.yaml:5:") == true)
        #expect(typo?.contains("unknown appearance 'darkk' (did you mean 'dark'?)") == true)
        let any = errorMessage(
            """
            colors: { a: { light: "#000", dark: "#fff" }, b: "#777" }
            pairs: [{ foreground: a, background: b, appearances: [any] }]
            """)
        #expect(any?.contains("unknown appearance 'any'") == true)
        let missing = errorMessage(
            """
            colors: { a: { light: "#000", dark: "#fff" }, b: "#777" }
            pairs: [{ foreground: a, background: b, appearances: [dark-high-contrast] }]
            """)
        #expect(missing?.contains("pairs.yaml:2:") == true)
        #expect(missing?.contains("the palette has no 'dark-high-contrast' appearance (it has light, dark)") == true)
        let twice = errorMessage(
            """
            colors: { a: { light: "#000", dark: "#fff" }, b: "#777" }
            pairs: [{ foreground: a, background: b, appearances: [dark, dark] }]
            """)
        #expect(twice?.contains("'dark' is listed twice") == true)
    }

    @Test func appearanceFilterAndLimitCombine() throws {
        // --appearance light-high-contrast leaves the second pair (the first is limited to light, dark; the
        // third to dark) and the unlimited uniform pair, evaluated once as `any` as always.
        var configuration = Configuration()
        configuration.appearances = [.lightHighContrast]
        let checks = try #require(audit(try read(limitedPalette), configuration).checks)
        #expect(checks.map(\.location.line) == [10, 8])
    }
}
