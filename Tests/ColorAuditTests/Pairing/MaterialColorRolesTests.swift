import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Material 3 colour roles paired exactly (`MaterialColorRoles`, `PairFormation` rule 10). The expected
/// pairs are derived by hand from Material's colour roles page (m3.material.io/styles/color/roles, as
/// quoted in `MaterialColorRoles`): `onX` "text and icons against" X; "text and icons typically use on
/// surface and on surface variant on all types of surfaces"; the inverse roles on the inverse surface;
/// `onXFixed` and `onXFixedVariant` on `XFixed` and `XFixedDim`; containers and fixed colours are fills
/// that "shouldn't be used for text or icons".
@Suite struct MaterialColorRolesTests: PairingPalettes {
    /// The spellings of one role: Material Theme Builder's `md_theme_light_onPrimary`, Android's
    /// `m3_sys_color_light_on_primary_container`, the web's `--md-sys-color-on-primary`, the Android theme
    /// attribute `colorOnPrimary`, Thunderbird's `lightOnSurfaceInverse` (inverse last), Material Theme
    /// Builder's Kotlin `onPrimaryLightMediumContrast` (scheme and contrast after the role).
    @Test func namesInEverySpellingAreRolesWithTheirGroup() throws {
        func parsed(_ name: String) -> [String]? { MaterialColorRoles.parse(name)?.role }
        #expect(parsed("md_theme_light_onPrimary") == ["on", "primary"])
        #expect(parsed("m3_sys_color_light_on_primary_container") == ["on", "primary", "container"])
        #expect(parsed("--md-sys-color-on-primary") == ["on", "primary"])
        #expect(parsed("colorOnPrimary") == ["on", "primary"])
        #expect(parsed("lightOnSurfaceInverse") == ["inverse", "on", "surface"])
        #expect(parsed("colorPrimaryInverse") == ["inverse", "primary"])
        #expect(parsed("md_theme_dark_surfaceContainerHigh") == ["surface", "container", "high"])
        #expect(parsed("onPrimaryLightMediumContrast") == ["on", "primary"])
        #expect(parsed("m3_sys_color_on_primary_fixed_variant") == ["on", "primary", "fixed", "variant"])
        // An Android theme family's attribute (`FAMILY/attribute`): the family is part of the group.
        #expect(parsed("Theme.App.Dark/colorOnSurface") == ["on", "surface"])
        #expect(MaterialColorRoles.parse("Theme.App.Dark/colorOnSurface")?.group == "Theme.App.Dark/color|")
        // Other words than Material's prefixes make it no role: Android's text colour, a tonal step,
        // a namespaced component colour.
        #expect(parsed("android:textColorPrimary") == nil)
        #expect(parsed("m3_ref_palette_primary40") == nil)
        #expect(parsed("button-primary") == nil)
        // The group is the words around the role: one scheme (and contrast level) each.
        #expect(MaterialColorRoles.parse("md_theme_light_onPrimary")?.group == "md theme light|")
        #expect(MaterialColorRoles.parse("onPrimaryLightMediumContrast")?.group == "|light medium contrast")
        #expect(
            MaterialColorRoles.parse("android:colorBackground")?.group
                == MaterialColorRoles.parse("colorOnBackground")?.group)
    }

    /// Material Theme Builder names (`md_theme_light_*`): within the light scheme, `onSurfaceVariant` on
    /// the three surface levels the set has (`surface`, `surfaceContainerLow`, `surfaceContainerHighest`),
    /// as `onSurface` is; `onError` only on `error`; `error` (text in its own right) on the surfaces;
    /// `inverseOnSurface` and `inversePrimary` only on `inverseSurface`; `onErrorContainer` only on
    /// `errorContainer`. `surfaceTint` — the tint laid over elevated surfaces — is no surface: nothing is
    /// paired on it. The dark scheme's `onSurface` only on the dark `surface`.
    /// 3 + 3 + 1 + 3 + 1 + 1 + 1 + 1 = 14 pairs.
    @Test func materialThemeBuilderRolesPairExactly() throws {
        let formed = try pairs(
            """
            colors:
              md_theme_light_surface: "#fef7ff"
              md_theme_light_surfaceContainerLow: "#f7f2fa"
              md_theme_light_surfaceContainerHighest: "#e6e0e9"
              md_theme_light_surfaceTint: "#6750a4"
              md_theme_light_onSurface: "#1d1b20"
              md_theme_light_onSurfaceVariant: "#49454f"
              md_theme_light_error: "#b3261e"
              md_theme_light_onError: "#ffffff"
              md_theme_light_errorContainer: "#f9dedc"
              md_theme_light_onErrorContainer: "#410e0b"
              md_theme_light_inverseSurface: "#322f35"
              md_theme_light_inverseOnSurface: "#f5eff7"
              md_theme_light_inversePrimary: "#d0bcff"
              md_theme_dark_surface: "#141218"
              md_theme_dark_onSurface: "#e6e0e9"
            """)
        let l = "md_theme_light_"
        var expected: Set<[String]> = [
            [l + "onError", l + "error"], [l + "onErrorContainer", l + "errorContainer"],
            [l + "inverseOnSurface", l + "inverseSurface"], [l + "inversePrimary", l + "inverseSurface"],
            ["md_theme_dark_onSurface", "md_theme_dark_surface"],
        ]
        for surface in ["surface", "surfaceContainerLow", "surfaceContainerHighest"] {
            for foreground in ["onSurface", "onSurfaceVariant", "error"] {
                expected.insert([l + foreground, l + surface])
            }
        }
        #expect(names(formed) == expected)
        #expect(formed.allSatisfy { $0.declaration.formedBy == PairFormation.Reason.material.rawValue })
        #expect(formed.allSatisfy { $0.declaration.background != l + "surfaceTint" })
    }

    /// Android theme attributes with Thunderbird's inverse spelling (`colorSurfaceInverse`,
    /// `colorOnSurfaceInverse`, `colorPrimaryInverse`) and the framework's `android:colorBackground`:
    /// `colorOnSurfaceInverse` and `colorPrimaryInverse` only on `colorSurfaceInverse`; `colorOnBackground`
    /// on `android:colorBackground`; `colorOnSurface` on `colorSurface`, `colorSurfaceContainer` and the
    /// background; `colorOutline` (non-text) on those three too; `colorOutlineVariant` on them as
    /// decorative. `colorPrimaryFixed` and `colorPrimaryContainer` form nothing. 1 + 1 + 1 + 3 + 3 + 3 +
    /// `colorOnPrimaryContainer` on its container 1 = 13 pairs.
    @Test func androidThemeAttributesAndInverseLast() throws {
        let formed = try pairs(
            """
            colors:
              colorSurface: "#fcf8f8"
              colorSurfaceContainer: "#f1edec"
              "android:colorBackground": "#fcf8f8"
              colorOnSurface: "#1c1b1b"
              colorOnBackground: "#1c1b1b"
              colorSurfaceInverse: "#313030"
              colorOnSurfaceInverse: "#f3f0ef"
              colorPrimaryInverse: "#a9c7ff"
              colorPrimaryContainer: "#1373d9"
              colorOnPrimaryContainer: "#ffffff"
              colorPrimaryFixed: "#d6e3ff"
              colorOutline: "#75777a"
              colorOutlineVariant: "#c5c6ca"
            """)
        let surfaces = ["colorSurface", "colorSurfaceContainer", "android:colorBackground"]
        var expected: Set<[String]> = [
            ["colorOnSurfaceInverse", "colorSurfaceInverse"], ["colorPrimaryInverse", "colorSurfaceInverse"],
            ["colorOnBackground", "android:colorBackground"], ["colorOnPrimaryContainer", "colorPrimaryContainer"],
        ]
        for surface in surfaces {
            for foreground in ["colorOnSurface", "colorOutline", "colorOutlineVariant"] {
                expected.insert([foreground, surface])
            }
        }
        #expect(names(formed) == expected)
        #expect(
            formed.filter { $0.declaration.foreground == "colorOutline" }.allSatisfy { $0.declaration.usage == .ui })
        #expect(
            formed.filter { $0.declaration.foreground == "colorOutlineVariant" }.allSatisfy {
                $0.declaration.usage == .decorative
            })
    }

    /// A palette that names fewer than three roles only Material names keeps the general rules: here
    /// only `surface-variant` and `on-surface-variant` are Material's own, so `on-primary` still finds
    /// `primary` by rule 1 and `on-surface` is paired with `surface` (and its extension `surface-raised`),
    /// with the on-colour reason, not Material's.
    @Test func aPaletteWithoutMaterialVocabularyKeepsTheGeneralRules() throws {
        let formed = try pairs(
            """
            colors:
              primary: "#0057b8"
              on-primary: "#ffffff"
              surface: "#ffffff"
              surface-raised: "#f4f4f4"
              on-surface: "#1a1a1a"
              surface-variant: "#e0e0e0"
              on-surface-variant: "#444444"
            """)
        #expect(formed.allSatisfy { $0.declaration.formedBy != PairFormation.Reason.material.rawValue })
        let onSurface = formed.filter { $0.declaration.foreground == "on-surface" }
        #expect(Set(onSurface.map(\.declaration.background)) == ["surface", "surface-raised"])
    }
}
