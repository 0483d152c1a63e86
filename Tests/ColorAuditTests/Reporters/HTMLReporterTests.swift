import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// The HTML report: self-contained, escaped, its own text readable, large palettes bounded.
@Suite struct HTMLReporterTests {
    func page(_ build: (inout PaletteBuilder) -> Void, configuration: Configuration = Configuration()) -> String {
        var b = PaletteBuilder()
        build(&b)
        return HTMLReporter.render(
            [Auditor(configuration: configuration).audit(b.palette)], configuration: configuration)
    }

    @Test func tokenNamesWithMarkupAreText() {
        let html = page { b in
            b.color("<script>alert(1)</script>", role: .text, rgb: 119, 119, 119)
            b.color("\"><img src=x onerror=alert(2)>", role: .background, rgb: 255, 255, 255)
            b.palette.name = "<b>bold</b> & co"
        }
        #expect(!html.contains("<script>alert(1)"))
        #expect(!html.contains("<img src=x"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"))
        #expect(html.contains("&lt;b&gt;bold&lt;/b&gt; &amp; co"))
        // The only script element is ours.
        #expect(html.components(separatedBy: "<script").count == 2)
    }

    /// A translucent colour is drawn over a checkerboard with its alpha, and its hex says the alpha:
    /// 0.15 × 255 = 38.25, so the 8-digit hex ends in 38 = 0x26.
    @Test func translucentSwatchesShowTheirAlpha() {
        let html = page { b in
            b.color("page", role: .background, rgb: 255, 255, 255)
            b.color("badgeFill", role: .background, rgb: 215, 0, 21, alpha: 0.15)
            b.color("ink", role: .text, rgb: 0, 0, 0)
        }
        #expect(html.contains("background:linear-gradient(#d7001526,#d7001526),repeating-conic-gradient("))
        #expect(html.contains("<code>#d70015 α0.15</code>"))
        #expect(html.contains("aria-label=\"#d70015 alpha 0.15\"></span></td><th scope=\"row\">badgeFill</th>"))
    }

    @Test func escapeCoversAttributeQuotes() {
        #expect(HTMLReporter.escape("a&b<c>\"d'") == "a&amp;b&lt;c&gt;&quot;d&#39;")
    }

    @Test func pageIsSelfContainedWithTheSections() {
        let html = page { b in
            b.color("page", role: .background, rgb: 255, 255, 255)
            b.color("ink", role: .text, rgb: 119, 119, 119)
            b.color("wide", role: .text, [.any: Color(.displayP3, 1, 0, 0)])
        }
        for forbidden in ["http://", "https://", "@import", "@font-face", "<link", "<img", "url("] {
            #expect(!html.contains(forbidden), "\(forbidden)")
        }
        for heading in ["Overview", "Swatches", "Contrast", "Colour vision", "Light and screens", "Findings"] {
            #expect(html.contains(">\(heading)<"), "\(heading)")
        }
        // #777777 on white fails AA (4.47:1, truncated) and gets the #767676 fix.
        #expect(html.contains("4.47:1") && html.contains("AA ✗") && html.contains("#767676"))
        // A wide-gamut colour shown as itself beside its sRGB rendering.
        #expect(html.contains("background:#ff0000;background:color(display-p3 1 0 0)"))
        #expect(html.contains("Lc "))
    }

    /// Every rule of the page's style that sets both a text colour and a background keeps 4.5:1, and the
    /// body text on white does (WCAG 1.4.3, which the report enforces).
    @Test func ownTextMeetsContrastMinimum() throws {
        let style = HTMLReporter.style.replacingOccurrences(of: "\n", with: "")
        var checked = 0
        for rule in style.components(separatedBy: "}") {
            func hex(after key: String) -> Color? {
                guard let range = rule.range(of: key) else { return nil }
                let text = String(rule[range.upperBound...].prefix(7))
                return try? CSSColorParser.parse(text)
            }
            guard let color = hex(after: ";color:") ?? hex(after: "{color:"), let background = hex(after: "background:")
            else { continue }
            #expect(ContrastRatio.of(color, background) >= 4.5, "\(rule)")
            checked += 1
        }
        #expect(checked >= 6)
        #expect(ContrastRatio.of(try CSSColorParser.parse("#4a4a4a"), Color(.srgb, 1, 1, 1)) >= 4.5)
    }

    @Test func aThousandColoursGiveAFewMegabytes() {
        let configuration = Configuration(
            rules: RuleSettings(levels: ["cvd-collision": .off, "contrast-enhanced": .off]))
        let html = page(
            { b in
                for n in 0..<10 { b.color("bg\(n)", role: .background, rgb: 255 - Double(n), 255, 255) }
                for n in 0..<990 {
                    b.color("c\(n)", role: .text, rgb: Double(n % 256), Double((n * 7) % 256), Double((n * 13) % 256))
                }
            }, configuration: configuration)
        #expect(html.utf8.count < 5_000_000, "\(html.utf8.count) bytes")
        #expect(html.contains("more colours not shown"))
    }
}
