import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// `PairFormation` rule 9 (`OnColourFills`): a background on which the palette's on-colour family passes
/// and its body text fails is a fill drawn with that family only. Palettes named as the systems name
/// their colours; every ratio derived by hand from WCAG 2.2's relative luminance (sRGB channel c/255
/// linearised as ((c + 0.055) / 1.055)^2.4 above 0.04045, Y = 0.2126 R + 0.7152 G + 0.0722 B) and
/// contrast ratio (Y1 + 0.05) / (Y2 + 0.05):
/// #ffffff Y 1; #000000 Y 0; #111111 Y 0.00561; #333333 Y 0.03310; #5f5f5f Y 0.11444; #767676 Y 0.18116;
/// #cc0000 Y 0.2126 × 0.60383 = 0.12837; #e60023 Y 0.2126 × 0.79130 + 0.0722 × 0.01681 = 0.16944;
/// #006e00 Y 0.7152 × 0.15593 = 0.11152; #efefef Y 0.86316; #f0f0f0 Y 0.87137.
@Suite struct OnColourFillTests: PairingPalettes {
    /// Compound (element-hq/compound-design-tokens): `text.on-solid.primary` and `icon.on-solid.primary` are
    /// the text and icons "on solid backgrounds" — the primary button `bg.action.primary.rest` and the
    /// critical fill `bg.critical.primary` — whose names do not say "solid". Values decide:
    /// - `bg.action.primary.rest` #333333: body text `text.primary` #000000 is 0.0831/0.05 = 1.66:1
    ///   there (and 21:1 on the canvas #ffffff: sound), on-solid #ffffff 1.05/0.0831 = 12.63:1: a fill;
    /// - `bg.critical.primary` #cc0000: black 0.17837/0.05 = 3.56:1 fails, white 1.05/0.17837 = 5.88:1: a fill;
    /// - `bg.subtle-primary` #f0f0f0: black 0.92137/0.05 = 18.42:1 passes: a normal surface, where
    ///   `text.secondary` #767676 is 0.92137/0.23116 = 3.98:1 — a real error that must stay (the namespaced
    ///   texts pass on it: #006e00 0.92137/0.16152 = 5.70:1, #cc0000 0.92137/0.17837 = 5.16:1).
    /// So `text.action.accent` and `text.critical.primary` lose the two fills (never drawn there), the two
    /// on-solid colours gain them: 8 pairs on general surfaces + 4 on fills.
    @Test func compoundSolidFillsTakeOnSolidColoursOnly() throws {
        let context = try context(
            """
            colors:
              color.bg.canvas.default: "#ffffff"
              color.bg.subtle-primary: "#f0f0f0"
              color.bg.action.primary.rest: "#333333"
              color.bg.critical.primary: "#cc0000"
              color.text.primary: "#000000"
              color.text.secondary: "#767676"
              color.text.action.accent: "#006e00"
              color.text.critical.primary: "#cc0000"
              color.text.on-solid.primary: "#ffffff"
              color.icon.on-solid.primary: "#ffffff"
            """)
        let pairs = Array(context.pairs)
        let general = ["color.bg.canvas.default", "color.bg.subtle-primary"]
        let fills = ["color.bg.action.primary.rest", "color.bg.critical.primary"]
        var expected = Set<[String]>()
        for text in [
            "color.text.primary", "color.text.secondary", "color.text.action.accent", "color.text.critical.primary",
        ] {
            for surface in general { expected.insert([text, surface]) }
        }
        for onSolid in ["color.text.on-solid.primary", "color.icon.on-solid.primary"] {
            for surface in fills { expected.insert([onSolid, surface]) }
        }
        #expect(names(pairs) == expected)
        let onPrimary = try #require(
            pairs.first {
                $0.declaration.foreground == "color.text.on-solid.primary"
                    && $0.declaration.background == "color.bg.action.primary.rest"
            })
        #expect(
            onPrimary.declaration.formedBy
                == "convention: a fill drawn with its on-colours (color.text.on-solid.primary 12.63:1 here, "
                + "body text color.text.primary 1.66:1)")
        let onCritical = pairs.first {
            $0.declaration.foreground == "color.text.on-solid.primary"
                && $0.declaration.background == "color.bg.critical.primary"
        }
        #expect(onCritical?.declaration.formedBy?.contains("5.88:1 here, body text color.text.primary 3.56:1") == true)
        // The real low-contrast text on a normal surface is still an error (3.98:1); nothing else fails.
        let errors = ContrastMinimumRule().evaluate(context).filter { $0.severity == .error }
        #expect(errors.map { $0.tokens } == [["color.text.secondary", "color.bg.subtle-primary"]])
        // The on-solid colours are checked, so no longer listed as having no surface.
        #expect(Auditor.unchecked(context.palette, drawnOnFills: context.pairs.drawnOnFoundFills).isEmpty)
    }

    /// Gestalt (pinterest/gestalt tokens): the primary button `background.primary.base` (#e60023 in both
    /// themes) takes `text.inverse` in light and white text in dark.
    /// - light: body text `text.default` #111111 is 0.21944/0.05561 = 3.94:1 on it (18.88:1 on the canvas
    ///   #ffffff), `text.inverse` #ffffff 1.05/0.21944 = 4.78:1: a fill, drawn with the inverse family
    ///   (`text.light`, also #ffffff, ties and is not chosen; `text.dark` fails);
    /// - dark: body text #ffffff is 4.78:1 too, as is `text.light`, so the surface is no fill by its dark
    ///   values alone; a fill in light, it is one here, drawn with `text.light` (`text.inverse` #111111
    ///   and `text.dark` are 3.94:1). `text.subtle` is never judged on it.
    /// - the secondary button `background.secondary.base` (#efefef light, #5f5f5f dark) is no fill by its
    ///   values (body text passes on it in both: 0.91316/0.05561 = 16.42:1, 1.05/0.16444 = 6.38:1); it is a
    ///   component fill by name (rule 10, `ComponentFills`: Gestalt's "Color usage" page shows the secondary
    ///   base with the default text), so only `text.default` is judged on it, not `text.subtle` (#767676
    ///   on #efefef would be 0.91316/0.23116 = 3.95:1) nor the on-colours.
    @Test func gestaltPrimaryButtonTakesItsOnColourInEachTheme() throws {
        let context = try context(
            """
            colors:
              color.background.default: { light: "#ffffff", dark: "#111111" }
              color.background.primary.base: "#e60023"
              color.background.secondary.base: { light: "#efefef", dark: "#5f5f5f" }
              color.text.default: { light: "#111111", dark: "#ffffff" }
              color.text.subtle: { light: "#767676", dark: "#767676" }
              color.text.inverse: { light: "#ffffff", dark: "#111111" }
              color.text.light: "#ffffff"
              color.text.dark: "#111111"
            """)
        let pairs = Array(context.pairs)
        let onPrimary = pairs.filter { $0.declaration.background == "color.background.primary.base" }
        #expect(Set(onPrimary.map(\.declaration.foreground)) == ["color.text.inverse", "color.text.light"])
        let inverse = onPrimary.filter { $0.declaration.foreground == "color.text.inverse" }
        #expect(inverse.map(\.appearance) == [.light])
        #expect(
            inverse.first?.declaration.formedBy
                == "convention: a fill drawn with its on-colours (color.text.inverse 4.78:1 here, "
                + "body text color.text.default 3.94:1)")
        let light = onPrimary.filter { $0.declaration.foreground == "color.text.light" }
        #expect(light.count == 1)
        #expect(light.allSatisfy { $0.appearance != .light })
        let errors = ContrastMinimumRule().evaluate(context).filter { $0.severity == .error }
        #expect(!errors.contains { $0.tokens.contains("color.background.primary.base") })
        let onSecondary = pairs.filter { $0.declaration.background == "color.background.secondary.base" }
        #expect(Set(onSecondary.map(\.declaration.foreground)) == ["color.text.default"])
        #expect(!errors.contains { $0.tokens.contains("color.background.secondary.base") })
    }

    /// No body text that passes on its own canvas, no fill: a dark theme whose `text.primary` #5f5f5f is
    /// 0.16444/0.05561 = 2.95:1 on the canvas #111111 is broken, and on `bg.subtle` #333333 (0.16444/0.0831
    /// = 1.97:1) that is the error to report, even though `text.on-solid.primary` #ffffff reaches 12.63:1
    /// there (1.05/0.0831). The on-solid colour is judged there too (it passes), beside the body text.
    @Test func unsoundBodyTextMakesNoFill() throws {
        let context = try context(
            """
            colors:
              color.bg.canvas.default: "#111111"
              color.bg.subtle: "#333333"
              color.text.primary: "#5f5f5f"
              color.text.on-solid.primary: "#ffffff"
            """)
        #expect(
            names(Array(context.pairs)) == [
                ["color.text.primary", "color.bg.canvas.default"], ["color.text.primary", "color.bg.subtle"],
                ["color.text.on-solid.primary", "color.bg.subtle"],
            ])
        let errors = ContrastMinimumRule().evaluate(context).filter { $0.severity == .error }
        #expect(
            Set(errors.map(\.tokens)) == [
                ["color.text.primary", "color.bg.canvas.default"], ["color.text.primary", "color.bg.subtle"],
            ])
    }

    /// Declared pairs win: with `pairs:`, the fill is judged as declared, whatever its values say.
    @Test func declaredPairsAreKept() throws {
        let context = try context(
            """
            colors:
              color.bg.canvas.default: "#ffffff"
              color.bg.action.primary.rest: "#333333"
              color.text.primary: "#000000"
              color.text.on-solid.primary: "#ffffff"
            pairs:
              - { foreground: color.text.primary, background: color.bg.action.primary.rest }
            """)
        #expect(names(Array(context.pairs)) == [["color.text.primary", "color.bg.action.primary.rest"]])
    }
}
