import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Decorative borders (`DecorativeBorders`): border colours named subtle, muted, divider, separator,
/// hairline or outline variant form decorative (exempt) pairs, not non-text UI pairs judged at 3:1
/// (WCAG 2.2 SC 1.4.11 asks 3:1 of "visual information required to identify user interface components
/// and states"). Ratios by hand from WCAG 2.2's relative luminance (sRGB c/255 linearised as
/// ((c + 0.055) / 1.055)^2.4 above 0.04045; Y = 0.2126 R + 0.7152 G + 0.0722 B):
/// #d8dee4: R 0.84706 → 0.68668, G 0.87059 → 0.73046, B 0.89412 → 0.77583, Y 0.72442, on #ffffff
/// 1.05/0.77442 = 1.36:1 (fails 3:1); #767676 Y 0.18116, on #ffffff 1.05/0.23116 = 4.54:1 (passes).
@Suite struct DecorativeBorderTests {
    private func context(_ yaml: String, configuration: Configuration = Configuration()) throws -> AuditContext {
        let palette = try NativePaletteImporter().importPalette(contents: Data(yaml.utf8), path: "set.yaml")
        return AuditContext(palette: palette, configuration: configuration)
    }

    private func usages(_ context: AuditContext) -> [String: Usage] {
        Dictionary(
            context.pairs.map { ($0.declaration.foreground, $0.declaration.usage) }, uniquingKeysWith: { a, _ in a })
    }

    /// The names the systems give their decorative lines: Primer's `borderColor-muted`, Compound's
    /// "Subtle border colour for critical state elements" (`color.border.critical.subtle`), Apple's
    /// `separator` ("thin borders or divider lines"), Android's `list_divider`, a hairline, Material 3's
    /// outline variant ("for decorative elements like dividers"). Primer's `borderColor-default` and
    /// Compound's `color.border.interactive.primary` ("accessible interactive element borders") stay UI.
    @Test func subtleBordersAndDividersAreDecorative() throws {
        let context = try context(
            """
            colors:
              bgColor-default: "#ffffff"
              borderColor-muted: "#d8dee4"
              color.border.critical.subtle: "#d8dee4"
              separator: "#d8dee4"
              list_divider: "#d8dee4"
              hairlineColor: "#d8dee4"
              md_sys_color_outline_variant: "#d8dee4"
              borderColor-default: "#767676"
              color.border.interactive.primary: "#767676"
            """)
        #expect(
            usages(context) == [
                "borderColor-muted": .decorative, "color.border.critical.subtle": .decorative,
                "separator": .decorative, "list_divider": .decorative, "hairlineColor": .decorative,
                "md_sys_color_outline_variant": .decorative, "borderColor-default": .ui,
                "color.border.interactive.primary": .ui,
            ])
        // 1.36:1 would fail 3:1 six times as UI; as decoration nothing fails (#767676 passes at 4.54:1).
        #expect(NonTextContrastRule().evaluate(context).isEmpty)
        let muted = try #require(context.pairs.first { $0.declaration.foreground == "borderColor-muted" })
        #expect(muted.declaration.formedBy == DecorativeBorders.reason)
    }

    /// Gestalt's `color.border.container` is no decorative line: Gestalt draws it as the rest border of
    /// its text fields (pinterest/gestalt 9ef9207 `packages/gestalt/src/sharedSubcomponents/FormElement.css`:
    /// `.normal { composes: borderColorLightGray }`, `Borders.css`: `.borderColorLightGray { border-color:
    /// var(--color-border-container) }`, used by TextField, TextArea, SearchField and SelectList, whose
    /// fill `background.formfield.primary` is the page's white), so it is the boundary that identifies
    /// the component and is judged at 3:1. #cdcdcd: 205/255 = 0.80392 → 0.61050; on #ffffff
    /// 1.05/0.66050 = 1.59:1, a failure.
    @Test func gestaltContainerBorderIsAComponentBoundary() throws {
        let context = try context(
            """
            colors:
              color.background.default: "#ffffff"
              color.border.container: "#cdcdcd"
            """)
        #expect(usages(context) == ["color.border.container": .ui])
        let finding = try #require(NonTextContrastRule().evaluate(context).first)
        #expect(finding.tokens == ["color.border.container", "color.background.default"])
        #expect(abs((finding.measurements["ratio"]?.value ?? 0) - 1.05 / 0.66050) < 0.005)
    }

    /// A menu panel's edge is decorative. Bootstrap 5.3 sets its dropdown variables "on `.dropdown-menu`"
    /// (twbs/bootstrap `scss/_dropdown.scss`: `.dropdown-menu { --#{$prefix}dropdown-border-color: … ;
    /// border: var(--#{$prefix}dropdown-border-width) solid var(--#{$prefix}dropdown-border-color) }`):
    /// the border of the panel of links, whose items are identified by their text (WCAG 2.2 SC 1.4.11
    /// judges "visual information required to identify user interface components"), so a menu's or a
    /// popover's border too. The toggle that opens it is a control: a border named for a dropdown's toggle,
    /// a menu's button or a select field stays judged at 3:1, as does the generic `--bs-border-color`
    /// (form controls take it). #d8dee4 on #ffffff is 1.36:1 (see the type).
    @Test func menuPanelBordersAreDecorativeTheirTogglesAreNot() throws {
        let context = try context(
            """
            colors:
              --bs-body-bg: "#ffffff"
              --bs-dropdown-border-color: "#d8dee4"
              --x-menu-border-color: "#d8dee4"
              --x-popover-border-color: "#d8dee4"
              --x-dropdown-toggle-border-color: "#d8dee4"
              --x-menu-button-border-color: "#d8dee4"
              --x-dropdown-select-border-color: "#d8dee4"
              --bs-border-color: "#d8dee4"
            """)
        #expect(
            usages(context) == [
                "--bs-dropdown-border-color": .decorative, "--x-menu-border-color": .decorative,
                "--x-popover-border-color": .decorative, "--x-dropdown-toggle-border-color": .ui,
                "--x-menu-button-border-color": .ui, "--x-dropdown-select-border-color": .ui,
                "--bs-border-color": .ui,
            ])
        let menu = try #require(context.pairs.first { $0.declaration.foreground == "--bs-dropdown-border-color" })
        #expect(menu.declaration.formedBy == DecorativeBorders.containerReason)
        #expect(NonTextContrastRule().evaluate(context).count == 4)
    }

    /// A pair the palette declares keeps its written usage: a designer who says the divider must reach
    /// 3:1 gets it judged (1.36:1 fails).
    @Test func declaredPairsStayJudged() throws {
        let context = try context(
            """
            colors:
              bgColor-default: "#ffffff"
              borderColor-muted: "#d8dee4"
            pairs:
              - { foreground: borderColor-muted, background: bgColor-default, usage: ui }
            """)
        #expect(usages(context) == ["borderColor-muted": .ui])
        let findings = NonTextContrastRule().evaluate(context)
        #expect(findings.map(\.tokens) == [["borderColor-muted", "bgColor-default"]])
    }

    /// So does a pair rule of `.coloraudit.yml` (`usage: ui`), applied to a palette without `pairs:`.
    @Test func pairRulesStayJudged() throws {
        let rules = """
            pairs:
              - { foreground: "borderColor-*", background: bgColor-default, usage: ui }
            """
        let configuration = try ConfigurationFile.parse(Data(rules.utf8), path: ".coloraudit.yml")
            .apply(to: Configuration())
        let context = try context(
            """
            colors:
              bgColor-default: "#ffffff"
              borderColor-muted: "#d8dee4"
            """, configuration: configuration)
        #expect(usages(context) == ["borderColor-muted": .ui])
        #expect(NonTextContrastRule().evaluate(context).map(\.tokens) == [["borderColor-muted", "bgColor-default"]])
    }

    @Test func wordsOfADecorativeBorder() {
        #expect(DecorativeBorders.isDecorative(RoleInference.splitWords("lightOutlineVariant")))
        #expect(DecorativeBorders.isDecorative(RoleInference.splitWords("border-subtle-01")))
        #expect(!DecorativeBorders.isDecorative(RoleInference.splitWords("md_sys_color_outline")))
        #expect(!DecorativeBorders.isDecorative(RoleInference.splitWords("control-borderColor-emphasis")))
    }
}
