import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// What `interactive-static-reuse` leaves out (`ReuseExemptions`). Apple's Human Interface Guidelines
/// (Color › Best practices) warn against a key colour that signals interactivity reused by static
/// elements; a grey signals nothing by its colour, a label drawn on a button's fill is not the key colour,
/// and a progress bar is no static text or icon beside links.
/// - Grey: OKLCH chroma by hand from Ottosson's OKLab matrices (sRGB linearised as in WCAG): Apple's
///   `systemGray` #8e8e93 has a = 0.0020, b = −0.0071, C = 0.0073; white C = 0; both below
///   `HueFamily.grayChroma` 0.025. #0172ad: a = −0.0588, b = −0.1107, C = 0.125 (blue).
/// - Labels: Material 3 "On: roles starting with this term indicate a color for text or icons on top of
///   its paired parent color" (m3.material.io/styles/color/roles).
/// - Progress bars: HTML's `<progress>` "represents the completion progress of a task" and draws a bar,
///   no text (HTML Living Standard §4.10.13).
@Suite struct ReuseExemptionTests {
    let rule: RuleID = "interactive-static-reuse"

    private func palette(tint: Color, tintName: String = "tint", other: Color) -> PaletteBuilder {
        var b = PaletteBuilder()
        b.color("surface", role: .background, rgb: 255, 255, 255)
        b.color(tintName, role: .interactive, [.any: tint])
        b.color("caption", role: .text, [.any: other])
        return b
    }

    /// A grey or white interactive colour reused by static text is no key colour reused; a blue one is.
    @Test func greyInteractiveColoursAreNoKeyColour() {
        let systemGray = sRGB255(0x8e, 0x8e, 0x93)
        #expect(palette(tint: systemGray, other: systemGray).audit().findings(rule).isEmpty)
        let white = sRGB255(255, 255, 255)
        #expect(palette(tint: white, other: white).audit().findings(rule).isEmpty)
        let blue = sRGB255(0x01, 0x72, 0xad)
        #expect(palette(tint: blue, other: blue).audit().findings(rule).count == 1)
    }

    /// A chromatic label on a fill (`on…`, `…-inverse`) is not the key colour; a link for inverse
    /// surfaces is one.
    @Test func labelsOnFillsAreNoKeyColour() {
        let blue = sRGB255(0x01, 0x72, 0xad)
        #expect(palette(tint: blue, tintName: "onPrimaryButton", other: blue).audit().findings(rule).isEmpty)
        #expect(palette(tint: blue, tintName: "primary-inverse", other: blue).audit().findings(rule).isEmpty)
        #expect(palette(tint: blue, tintName: "link-inverse", other: blue).audit().findings(rule).count == 1)
        #expect(ReuseExemptions.isLabelOnFill("--pico-primary-inverse"))
        #expect(ReuseExemptions.isLabelOnFill("md_theme_light_onPrimary"))
        #expect(!ReuseExemptions.isLabelOnFill("color.link.inverse"))
        #expect(!ReuseExemptions.isLabelOnFill("--link-color"))
    }

    /// A colour drawn only as a progress bar's value (its `color` and its pseudo-elements' backgrounds)
    /// is a fill: not compared with the link colour, and its pair on the track is non-text. The same
    /// colour as a caption's text is static text and is reported.
    @Test func aProgressBarIsNoStaticText() throws {
        let css = """
            :root { --link-color: #0172ad; --progress-color: #0172ad; --caption-color: #0172ad;
              --text-color: #373c44; --background-color: #ffffff; --progress-background-color: #dfe3eb; }
            body { color: var(--text-color); background-color: var(--background-color); }
            a { color: var(--link-color); }
            progress { color: var(--progress-color); background-color: var(--progress-background-color); }
            progress::-webkit-progress-value { background-color: var(--progress-color); }
            progress::-moz-progress-bar { background-color: var(--progress-color); }

            """
        let folder = try ImportTempFolder()
        let path = try folder.write("style.css", css)
        let palette = try #require(try importPaths([path]).first)
        #expect(palette.stylesheetUses["--progress-color"] == .background)
        let bar = try #require(palette.drawnPairs.first { $0.foreground == "--progress-color" })
        #expect(bar.usage == .ui)
        #expect(bar.background == "--progress-background-color")
        let context = AuditContext(palette: palette, configuration: Configuration())
        let reused = InteractiveStaticReuseRule().evaluate(context).map(\.tokens)
        #expect(reused.filter { $0.contains("--progress-color") }.isEmpty)

        let caption = css + ".caption { color: var(--caption-color); }\n"
        let withCaption = try #require(try importPaths([try folder.write("caption.css", caption)]).first)
        let captionContext = AuditContext(palette: withCaption, configuration: Configuration())
        let captionReuse = InteractiveStaticReuseRule().evaluate(captionContext).map(\.tokens)
        #expect(captionReuse.contains(["--link-color", "--caption-color"]))
    }

    /// A hovered link's underline written as a reference to the hover colour, drawn only as
    /// `text-decoration-color` (Pico's `--pico-primary-hover-underline: var(--pico-primary-hover)`,
    /// picocss/pico `css/pico.css` 245–248, its `a:hover` rule 930–933; the accordion's summary aliasing
    /// the hover colour, l. 317), is the link's own underline: not compared. A caption's colour of the
    /// same value written on its own is static text and is reported.
    @Test func aLinksOwnUnderlineIsNoStaticColour() throws {
        let css = """
            :root { --x-primary-hover: #015887; --x-primary-hover-underline: var(--x-primary-hover);
              --x-accordion-active-summary-color: var(--x-primary-hover);
              --x-text-color: #373c44; --x-background-color: #ffffff; }
            body { color: var(--x-text-color); background-color: var(--x-background-color); }
            a:hover { color: var(--x-primary-hover); text-decoration-color: var(--x-primary-hover-underline); }

            """
        let folder = try ImportTempFolder()
        let palette = try #require(try importPaths([try folder.write("style.css", css)]).first)
        #expect(palette.stylesheetUses["--x-primary-hover-underline"] == .decoration)
        #expect(palette.token(named: "--x-primary-hover")?.role == .interactive)
        let context = AuditContext(palette: palette, configuration: Configuration())
        let reused = InteractiveStaticReuseRule().evaluate(context).map(\.tokens)
        #expect(!reused.contains(["--x-primary-hover", "--x-primary-hover-underline"]))

        let caption =
            css.replacingOccurrences(of: "--x-text-color:", with: "--x-caption-color: #015887; --x-text-color:")
            + ".caption { color: var(--x-caption-color); }\n"
        let withCaption = try #require(try importPaths([try folder.write("caption.css", caption)]).first)
        let captionContext = AuditContext(palette: withCaption, configuration: Configuration())
        let captionReuse = InteractiveStaticReuseRule().evaluate(captionContext).map(\.tokens)
        #expect(captionReuse.contains(["--x-primary-hover", "--x-caption-color"]))
    }

    /// Selectors read by hand: a progress bar or meter, or their pseudo-elements, as every subject.
    @Test func progressBarSelectors() {
        #expect(CSSProgressBars.isBar("progress"))
        #expect(CSSProgressBars.isBar("progress::-webkit-progress-value, progress::-moz-progress-bar"))
        #expect(CSSProgressBars.isBar("meter"))
        #expect(!CSSProgressBars.isBar("progress, .badge"))
        #expect(!CSSProgressBars.isBar("progress + label"))
    }
    /// Interactive content is no static colour. Dialtone (dialpad/dialtone @ acb6a6c2,
    /// `packages/dialtone-tokens/tokens/semantic/dp/default.json` 42–45, 150–158, 1414–1419; `base/default.json`
    /// 71–74, 181–184) writes its link and its default button's label as the same purple, `{color.purple.400}`
    /// (`#7C52FF`), and its critical link as a reference to the critical text: the button's label is
    /// tapped like the link (both interactive, no finding), the critical text is static (one finding, the
    /// link written as a reference to it). Leo's `color.light.text.interactive` is link text
    /// (`link.svelte` 86): named interactive, it is interactive content too.
    @Test func interactiveContentIsNoStaticColour() throws {
        let tokens = """
            { "color": {
                "purple": { "400": { "value": "#7C52FF", "type": "color" } },
                "red": { "300": { "value": "#EC0E0E", "type": "color" } },
                "neutral": { "white": { "value": "#FFFFFF", "type": "color" } },
                "surface": { "primary": { "value": "{color.neutral.white}", "type": "color" } },
                "foreground": { "critical": { "value": "{color.red.300}", "type": "color" } },
                "link": {
                  "primary": { "value": "{color.purple.400}", "type": "color" },
                  "critical": { "value": "{color.foreground.critical}", "type": "color" } } },
              "action": { "color": { "foreground": { "base": {
                "default": { "value": "{color.purple.400}", "type": "color" } } } } } }
            """
        let folder = try ImportTempFolder()
        let palette = try #require(try importPaths([try folder.write("tokens.json", tokens)]).first)
        #expect(palette.tokens.first { $0.name == "action.color.foreground.base.default" }?.role == .text)
        let context = AuditContext(palette: palette, configuration: Configuration())
        let reused = InteractiveStaticReuseRule().evaluate(context).map(\.tokens)
        #expect(reused == [["color.link.critical", "color.foreground.critical"]])
        #expect(ReuseExemptions.namesInteraction("color.light.text.interactive"))
        #expect(ReuseExemptions.namesInteraction("--sidebar-active"))
        #expect(!ReuseExemptions.namesInteraction("color.foreground.critical-strong"))
        #expect(!ReuseExemptions.namesInteraction("color.text.accent"))
    }
}
