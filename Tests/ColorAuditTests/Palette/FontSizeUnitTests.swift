import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// `fontSize` with units. Conversions from CSS Values 4 (1pt = 1/72 in, 1px = 1/96 in, so 1pt = 4/3 px)
/// and the browsers' 16 px default root size; WCAG's large text is 18 pt = 24 px, or 14 pt = 18.66… px bold.
@Suite struct FontSizeUnitTests {
    @Test func conversions() {
        #expect(FontSizeUnit.pt.size(18, on: .web) == 24)
        #expect(abs(FontSizeUnit.pt.size(14, on: .android) - 18.666666666666668) < 1e-12)
        #expect(FontSizeUnit.pt.size(17, on: .ios) == 17)
        #expect(FontSizeUnit.rem.size(1.25, on: .web) == 20)
        #expect(FontSizeUnit.sp.size(14, on: .android) == 14)
        #expect(FontSizeUnit.px.size(20, on: .ios) == 20)
        #expect(FontSizeUnit.parse("1.25rem")?.value == 1.25)
        #expect(FontSizeUnit.parse("14 DP")?.unit == .dp)
        #expect(FontSizeUnit.parse("px") == nil)
        #expect(FontSizeUnit.parse("12em") == nil)
    }

    private func palette(_ fontSize: String, platform: String = "web") throws -> Palette {
        let text = """
            platform: \(platform)
            colors:
              gray: "#949494"
              white: "#ffffff"
            pairs:
              - { foreground: gray, background: white, fontSize: \(fontSize) }
            """
        let unit = ImportUnit(file: "sizes.yaml", contents: Data(text.utf8), isExplicit: true)
        return try #require(try PaletteImporters.standard.importPalettes(unit, with: NativePaletteImporter()).first)
    }

    @Test func largeTextFollowsTheWrittenUnit() throws {
        // #949494 on white is about 3.03:1 (luminance of 0x94: ((148/255 + 0.055)/1.055)^2.4 ≈ 0.2961;
        // 1.05 / 0.3461 ≈ 3.03): it passes only as large text (3:1).
        for (size, isLarge) in [("18pt", true), ("17pt", false), ("24px", true), ("1.5rem", true), ("23", false)] {
            let pair = try #require(try palette(size).pairs?.first)
            #expect(LargeText.isLarge(pair, platform: .web) == isLarge, "\(size)")
            let findings = Auditor().audit(try palette(size)).findings.filter { $0.rule == "contrast-minimum" }
            #expect(findings.isEmpty == isLarge, "\(size)")
        }
    }

    @Test func badSizesAreErrors() {
        for size in ["\"12em\"", "0pt", "-3px", "big"] {
            #expect(throws: PaletteError.self, "\(size)") { try palette(size) }
        }
    }
}
