import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Primer's own token sources (`Fixtures/Real/primer-primitives/src/tokens`, five files of primer/primitives;
/// provenance in its README.md) read with the `primer` format, checked against the values Primer's build
/// gives for light and dark.
///
/// Expected values (`expected`) are @primer/primitives 11.3.2's build output as
/// tarebyte/primer-primitives.nvim extracted it from the package's `dist/docs/functional/themes/{light,dark}.json`
/// (its `scripts/extract-primitives.mjs`, package-lock.json at 11.3.2; `lua/primer-primitives/palettes/{light,dark}.lua`
/// at ed09f20): each value either as built with its alpha dropped (`opaque`) or, for a translucent token,
/// composited over the theme's `bgColor-default` (`overCanvas`: `bg.mix(fg, a)`, with `a` the two-digit alpha
/// of Primer's `#rrggbbaa`). Not one of them comes from ColorAudit. The alphas the extraction drops are
/// checked separately (`alphasAsPrimerWritesThem`), derived by hand from the sources.
@Suite struct PrimerRealSnapshotTests {
    static let folder = "Real/primer-primitives/src/tokens"

    /// How the extraction shows a built value.
    enum Shown {
        /// The built colour without its alpha.
        case opaque
        /// The built colour with its alpha, composited over the theme's `bgColor.default`.
        case overCanvas
    }

    /// Token, how it is shown, light and dark (`0xrrggbb`), and the palette field it was read from.
    static let expected: [(token: String, shown: Shown, light: Int, dark: Int)] = [
        ("bgColor.accent.emphasis", .opaque, 0x0969da, 0x1f6feb),  // accent.emphasis
        ("bgColor.accent.muted", .overCanvas, 0xddf4ff, 0x111d2e),  // accent.muted
        ("bgColor.attention.emphasis", .opaque, 0x9a6700, 0x9e6a03),  // attention.emphasis
        ("bgColor.attention.muted", .overCanvas, 0xfff8c5, 0x272215),  // attention.muted
        ("bgColor.black", .opaque, 0x1f2328, 0x010409),  // scale.black
        ("bgColor.closed.emphasis", .opaque, 0xcf222e, 0xda3633),  // closed.emphasis
        ("bgColor.closed.muted", .overCanvas, 0xffebe9, 0x25181c),  // closed.muted
        ("bgColor.danger.emphasis", .opaque, 0xcf222e, 0xda3633),  // danger.emphasis
        ("bgColor.danger.muted", .overCanvas, 0xffebe9, 0x25181c),  // danger.muted
        ("bgColor.default", .opaque, 0xffffff, 0x0d1117),  // canvas.default
        ("bgColor.disabled", .opaque, 0xeff2f5, 0x212830),  // canvas.disabled
        ("bgColor.done.emphasis", .opaque, 0x8250df, 0x8957e5),  // done.emphasis
        ("bgColor.done.muted", .overCanvas, 0xfbefff, 0x252139),  // done.muted
        ("bgColor.emphasis", .opaque, 0x25292e, 0x3d444d),  // canvas.emphasis
        ("bgColor.inset", .opaque, 0xf6f8fa, 0x010409),  // canvas.inset
        ("bgColor.inverse", .opaque, 0x25292e, 0xffffff),  // canvas.inverse
        ("bgColor.muted", .opaque, 0xf6f8fa, 0x151b23),  // canvas.subtle
        ("bgColor.neutral.emphasis", .opaque, 0x59636e, 0x656c76),  // neutral.emphasis
        ("bgColor.neutral.muted", .overCanvas, 0xf0f1f2, 0x1f232a),  // neutral.muted
        ("bgColor.open.emphasis", .opaque, 0x1f883d, 0x238636),  // open.emphasis
        ("bgColor.open.muted", .overCanvas, 0xdafbe1, 0x12261e),  // open.muted
        ("bgColor.severe.emphasis", .opaque, 0xbc4c00, 0xbd561d),  // severe.emphasis
        ("bgColor.severe.muted", .overCanvas, 0xfff1e5, 0x221a19),  // severe.muted
        ("bgColor.sponsors.emphasis", .opaque, 0xbf3989, 0xbf4b8a),  // sponsors.emphasis
        ("bgColor.sponsors.muted", .overCanvas, 0xffeff7, 0x221925),  // sponsors.muted
        ("bgColor.success.emphasis", .opaque, 0x1f883d, 0x238636),  // success.emphasis
        ("bgColor.success.muted", .overCanvas, 0xdafbe1, 0x12261e),  // success.muted
        ("bgColor.upsell.emphasis", .opaque, 0x8250df, 0x8957e5),  // upsell.emphasis
        ("bgColor.upsell.muted", .overCanvas, 0xfbefff, 0x252139),  // upsell.muted
        ("bgColor.white", .opaque, 0xffffff, 0xffffff),  // scale.white
        ("borderColor.accent.emphasis", .opaque, 0x0969da, 0x1f6feb),  // accent.border_emphasis
        ("borderColor.accent.muted", .overCanvas, 0xbbdfff, 0x1e4273),  // accent.border_muted
        ("borderColor.attention.emphasis", .opaque, 0x9a6700, 0x9e6a03),  // attention.border_emphasis
        ("borderColor.attention.muted", .overCanvas, 0xeedcab, 0x533d11),  // attention.border_muted
        ("borderColor.closed.emphasis", .opaque, 0xcf222e, 0xda3633),  // closed.border_emphasis
        ("borderColor.closed.muted", .overCanvas, 0xffcdcd, 0x6b2b2b),  // closed.border_muted
        ("borderColor.danger.emphasis", .opaque, 0xcf222e, 0xda3633),  // danger.border_emphasis
        ("borderColor.danger.muted", .overCanvas, 0xffcdcd, 0x6b2b2b),  // danger.border_muted
        ("borderColor.default", .opaque, 0xd1d9e0, 0x3d444d),  // border.default
        ("borderColor.disabled", .overCanvas, 0xf2f3f4, 0x161a21),  // border.disabled
        ("borderColor.done.emphasis", .opaque, 0x8250df, 0x8957e5),  // done.border_emphasis
        ("borderColor.done.muted", .overCanvas, 0xe7d5ff, 0x4c3c71),  // done.border_muted
        ("borderColor.emphasis", .opaque, 0x818b98, 0x656c76),  // border.emphasis
        ("borderColor.muted", .overCanvas, 0xdfe4e9, 0x2f353d),  // border.muted
        ("borderColor.neutral.emphasis", .opaque, 0x59636e, 0x656c76),  // neutral.border_emphasis
        ("borderColor.neutral.muted", .overCanvas, 0xdfe4e9, 0x2f353d),  // neutral.border_muted
        ("borderColor.open.emphasis", .opaque, 0x1a7f37, 0x238636),  // open.border_emphasis
        ("borderColor.open.muted", .overCanvas, 0xb7e7c4, 0x1a4a29),  // open.border_muted
        ("borderColor.severe.emphasis", .opaque, 0xbc4c00, 0xbd561d),  // severe.border_emphasis
        ("borderColor.severe.muted", .overCanvas, 0xfdd2b4, 0x5f361e),  // severe.border_muted
        ("borderColor.sponsors.emphasis", .opaque, 0xbf3989, 0xbf4b8a),  // sponsors.border_emphasis
        ("borderColor.sponsors.muted", .overCanvas, 0xffcce9, 0x5f314f),  // sponsors.border_muted
        ("borderColor.success.emphasis", .opaque, 0x1a7f37, 0x238636),  // success.border_emphasis
        ("borderColor.success.muted", .overCanvas, 0xb7e7c4, 0x1a4a29),  // success.border_muted
        ("borderColor.translucent", .overCanvas, 0xdededf, 0x31343a),  // border.translucent
        ("borderColor.upsell.emphasis", .opaque, 0x8250df, 0x8957e5),  // upsell.border_emphasis
        ("borderColor.upsell.muted", .overCanvas, 0xe7d5ff, 0x4c3c71),  // upsell.border_muted
        ("fgColor.accent", .opaque, 0x0969da, 0x4493f8),  // accent.fg
        ("fgColor.attention", .opaque, 0x9a6700, 0xd29922),  // attention.fg
        ("fgColor.black", .opaque, 0x1f2328, 0x010409),  // fg.black
        ("fgColor.closed", .opaque, 0xd1242f, 0xf85149),  // closed.fg
        ("fgColor.danger", .opaque, 0xd1242f, 0xf85149),  // danger.fg
        ("fgColor.default", .opaque, 0x1f2328, 0xf0f6fc),  // fg.default
        ("fgColor.disabled", .opaque, 0x818b98, 0x656c76),  // fg.disabled
        ("fgColor.done", .opaque, 0x8250df, 0xab7df8),  // done.fg
        ("fgColor.link", .opaque, 0x0969da, 0x4493f8),  // fg.link
        ("fgColor.muted", .opaque, 0x59636e, 0x9198a1),  // fg.muted
        ("fgColor.neutral", .opaque, 0x59636e, 0x9198a1),  // fg.neutral
        ("fgColor.onEmphasis", .opaque, 0xffffff, 0xffffff),  // fg.on_emphasis
        ("fgColor.onInverse", .opaque, 0xffffff, 0x010409),  // fg.on_inverse
        ("fgColor.open", .opaque, 0x1a7f37, 0x3fb950),  // open.fg
        ("fgColor.severe", .opaque, 0xbc4c00, 0xdb6d28),  // severe.fg
        ("fgColor.sponsors", .opaque, 0xbf3989, 0xdb61a2),  // sponsors.fg
        ("fgColor.success", .opaque, 0x1a7f37, 0x3fb950),  // success.fg
        ("fgColor.upsell", .opaque, 0x8250df, 0xab7df8),  // upsell.fg
        ("fgColor.white", .opaque, 0xffffff, 0xffffff),  // fg.white
    ]

    /// `0xrrggbb` as 8-bit channels.
    static func channels(_ hex: Int) -> SIMD3<Double> {
        SIMD3(Double(hex >> 16 & 0xFF), Double(hex >> 8 & 0xFF), Double(hex & 0xFF))
    }

    /// The token's sRGB value in 8-bit units, composited over `canvas` when `shown` is `overCanvas`
    /// (alpha taken at the two hex digits Primer writes, as the extraction read it).
    static func shownValue(_ value: ColorValue, _ shown: Shown, canvas: SIMD3<Double>) -> SIMD3<Double> {
        let rgb = value.color.converted(to: .srgb).components * 255
        guard shown == .overCanvas else { return rgb }
        let alpha = (value.color.alpha * 255).rounded() / 255
        return rgb * alpha + canvas * (1 - alpha)
    }

    /// 76 tokens per theme (every one the extraction shows that the snapshot defines): 76 of 76 match in
    /// light and 76 of 76 in dark, each channel within 1/255 (all exact when rounded to 8 bits).
    @Test(arguments: [Appearance.light, .dark])
    func valuesAreThoseOfPrimersBuild(_ theme: Appearance) throws {
        let (format, palette) = try ImportedFixture.palette(Self.folder)
        #expect(format == "primer")
        let canvasValue = try #require(palette.value("bgColor.default", theme))
        let canvas = canvasValue.color.converted(to: .srgb).components * 255
        var matched = 0
        for row in Self.expected {
            let want = Self.channels(theme == .light ? row.light : row.dark)
            guard let value = palette.value(row.token, theme) else {
                Issue.record("\(row.token) has no \(theme.rawValue) value")
                continue
            }
            let got = Self.shownValue(value, row.shown, canvas: canvas)
            let d = got - want
            let off = max(abs(d.x), abs(d.y), abs(d.z))
            if off <= 1 {
                matched += 1
            } else {
                Issue.record("\(row.token) \(theme.rawValue): \(got) where Primer's build gives \(want)")
            }
        }
        #expect(Self.expected.count == 76)
        #expect(matched == Self.expected.count, "\(matched) of \(Self.expected.count)")
    }

    /// Alphas as Primer writes them (`#rrggbbaa`), derived by hand from the sources: a token's own `alpha`
    /// (`borderColor.muted` is `{borderColor.default}` with alpha 0.7: light neutral.6 #D1D9E0 → `#d1d9e0b3`,
    /// dark its `dark` override neutral.7 #3D444D → `#3d444db3`), an override's (`bgColor.neutral.muted`:
    /// light {neutral.8 #818B98, 0.12} → `#818b981f`, dark {neutral.8 #656C76, 0.2} → `#656c7633`;
    /// `bgColor.attention.muted` dark {yellow.4 #bb8009, 0.15} → `#bb800926`; `fgColor.disabled` dark
    /// {neutral.8, 0.6} → `#656c7699`), and `borderColor.translucent` (neutral.13, alpha 0.15: light
    /// {base.color.black} #1f2328, dark {base.color.white} #ffffff). GitHub's shipped stylesheets carry the
    /// same `--borderColor-muted: #d1d9e0b3 / #3d444db3`, `--bgColor-neutral-muted: #818b981f / #656c7633` and
    /// `--bgColor-attention-muted: #bb800926`.
    @Test func alphasAsPrimerWritesThem() throws {
        let (_, palette) = try ImportedFixture.palette(Self.folder)
        let cases: [(String, Appearance, Int, Double)] = [
            ("borderColor.muted", .light, 0xd1d9e0, 0.7), ("borderColor.muted", .dark, 0x3d444d, 0.7),
            ("bgColor.neutral.muted", .light, 0x818b98, 0.12), ("bgColor.neutral.muted", .dark, 0x656c76, 0.2),
            ("bgColor.attention.muted", .dark, 0xbb8009, 0.15), ("fgColor.disabled", .dark, 0x656c76, 0.6),
            ("fgColor.disabled", .light, 0x818b98, 1), ("borderColor.translucent", .light, 0x1f2328, 0.15),
            ("borderColor.translucent", .dark, 0xffffff, 0.15),
        ]
        for (token, theme, hex, alpha) in cases {
            let value = try #require(palette.value(token, theme), "\(token) \(theme.rawValue)")
            #expect(close(value.color.converted(to: .srgb).components, ImportedFixture.srgb(hex).components))
            #expect(abs(value.color.alpha - alpha) < 1e-9, "\(token) \(theme.rawValue) alpha \(value.color.alpha)")
        }
    }

    /// Every `{…}` reference of the five files resolves in light and dark (the snapshot is complete for them),
    /// and the themes are those Primer's files name: light and dark from the base scales, the others from the
    /// override keys of the functional files (built here from the same two base scales, since the snapshot
    /// leaves out `dark.dimmed.json5`, `dark.high-contrast.json5` and the other themes' base files).
    @Test func referencesResolveAndThemesAreNamed() throws {
        let (_, palette) = try ImportedFixture.palette(Self.folder)
        #expect(palette.importNotes.isEmpty, "\(palette.importNotes.map(\.reason))")
        let themes = Set(palette.tokens.flatMap { $0.values.keys }.map(\.rawValue))
        #expect(
            themes == [
                "light", "dark", "light-high-contrast", "dark-high-contrast", "dark-dimmed",
                "dark-dimmed-high-contrast",
                "light-tritanopia", "light-tritanopia-high-contrast", "dark-tritanopia",
                "dark-tritanopia-high-contrast",
                "light-protanopia-deuteranopia", "light-protanopia-deuteranopia-high-contrast",
                "dark-protanopia-deuteranopia", "dark-protanopia-deuteranopia-high-contrast",
            ])
        let light = palette.tokens.filter { $0.values[.light] != nil }
        let dark = palette.tokens.filter { $0.values[.dark] != nil }
        // 176 tokens, counted in the files: 98 base colours per scheme (black, inset, transparent, white;
        // neutral 0–13; blue, green, yellow, orange, red, purple, pink, coral 0–9), 19 fgColor, 31 bgColor
        // (9 plain, neutral ×2, 10 roles × muted/emphasis) and 28 borderColor (6 plain, neutral ×2, 10 × 2).
        #expect(palette.tokens.count == 176)
        #expect(light.count == 176 && dark.count == 176)
    }
}
