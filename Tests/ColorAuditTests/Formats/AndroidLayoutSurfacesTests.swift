import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// What a layout-drawn colour is judged on (`AndroidLayoutSurfaces`): the background of the nearest view
/// under it that draws one (Android draws parents behind their children and a view's background behind
/// its content: developer.android.com/guide/topics/ui/how-android-draws), else the window's. Hand-made
/// `res/` folders; ratios derived by hand from WCAG 2.2's relative luminance: #939393 has L = 0.2918,
/// #949494 L = 0.2961, #DDDDDD L = 0.7231, white L = 1, black L = 0; so #939393 on white is
/// 1.05 / 0.3418 = 3.07:1 and on #DDDDDD 0.7731 / 0.3418 = 2.26:1; #949494 on #DDDDDD
/// 0.7731 / 0.3461 = 2.23:1, on white 3.03:1.
@Suite struct AndroidLayoutSurfacesTests {
    /// The app's values: its own `colorAccentAlternative` (#939393) and `colorTextCaption` (#949494);
    /// surfaces `colorSurface` (white), `colorSurfaceVariant` (#DDDDDD), `colorSurfaceContainerLow`
    /// (white) and the window's `android:colorBackground` (#DDDDDD, `window`).
    private func values(_ folder: ImportTempFolder, window: String = "@color/mist", styles: String = "") throws {
        try folder.write(
            "res/values/colors.xml",
            AndroidFixture.resources(
                #"<color name="grey">#949494</color><color name="accent">#939393</color><color name="ink">#000000</color>"#
                    + #"<color name="paper">#FFFFFF</color><color name="mist">#DDDDDD</color>"#))
        try folder.write(
            "res/values/attrs.xml",
            AndroidFixture.resources(
                #"<attr name="colorAccentAlternative" format="color" /><attr name="colorTextCaption" />"#))
        try folder.write(
            "res/values/themes.xml",
            AndroidFixture.resources(
                #"<style name="Theme.App" parent="Theme.Material3.Light">"#
                    + #"<item name="colorSurface">@color/paper</item>"#
                    + #"<item name="colorSurfaceVariant">@color/mist</item>"#
                    + #"<item name="colorSurfaceContainerLow">@color/paper</item>"#
                    + #"<item name="android:colorBackground">\#(window)</item>"#
                    + #"<item name="colorPrimary">@color/ink</item>"#
                    + #"<item name="colorAccentAlternative">@color/accent</item>"#
                    + #"<item name="colorTextCaption">@color/grey</item></style>"# + styles))
    }

    private func layout(_ folder: ImportTempFolder, _ body: String, name: String = "card") throws {
        try folder.write("res/layout/\(name).xml", "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n" + body + "\n")
    }

    /// Every pair the audit judges with `foreground` as its foreground: background, usage and reason.
    private func pairs(_ folder: ImportTempFolder, _ foreground: String) throws -> [PairDeclaration] {
        let palette = try #require(try importPaths([folder.root + "/res"]).first)
        let context = AuditContext(palette: palette, configuration: Configuration())
        var seen = Set<String>()
        return context.pairs.map(\.declaration).filter {
            $0.foreground == foreground && seen.insert($0.background + "/" + $0.usage.rawValue).inserted
        }
    }

    private func report(_ folder: ImportTempFolder) throws -> PaletteReport {
        Auditor().audit(try #require(try importPaths([folder.root + "/res"]).first))
    }

    /// A fill inside a parent that draws a background is judged on that background only: the accent,
    /// the background of a view inside a `LinearLayout` filled with `colorSurfaceVariant`, is one non-text
    /// pair on it, 2.26:1 < 3:1, and never on `colorSurface` (white, where it would pass at 3.07:1). The
    /// reason names the layout's file and the line of the attribute (4) and of the parent (2).
    @Test func aFillIsJudgedOnlyOnItsParentsBackground() throws {
        let folder = try ImportTempFolder()
        try values(folder)
        try layout(
            folder,
            """
            <LinearLayout \(AndroidFixture.namespaces) android:background="?attr/colorSurfaceVariant">
                <View android:layout_width="8dp"
                    android:background="?attr/colorAccentAlternative" />
            </LinearLayout>
            """)
        let drawn = try pairs(folder, "colorAccentAlternative")
        #expect(drawn.map(\.background) == ["colorSurfaceVariant"])
        #expect(drawn.first?.usage == .ui)
        let reason = try #require(drawn.first?.formedBy)
        #expect(reason.hasPrefix("layout: drawn at layout/card.xml:4 over colorSurfaceVariant"))
        #expect(reason.contains("LinearLayout (layout/card.xml:2)"))
        let findings = try report(folder).findings.filter {
            $0.rule == .nonTextContrast && $0.tokens.first == "colorAccentAlternative"
        }
        #expect(findings.count == 1)
        #expect(abs((findings.first?.measurements["ratio"]?.value ?? 0) - 2.26) < 0.01)
    }

    /// Where no view under it draws a background, a fill is judged on the window's: the theme's
    /// `android:colorBackground` (#DDDDDD, 2.26:1), not on `colorSurface` or the other surfaces.
    @Test func withNoBackgroundUnderItTheWindowsIsJudged() throws {
        let folder = try ImportTempFolder()
        try values(folder)
        try layout(
            folder,
            """
            <FrameLayout \(AndroidFixture.namespaces)>
                <LinearLayout>
                    <View android:background="?attr/colorAccentAlternative" />
                </LinearLayout>
            </FrameLayout>
            """)
        let drawn = try pairs(folder, "colorAccentAlternative")
        #expect(drawn.map(\.background) == ["android:colorBackground"])
        #expect(drawn.first?.formedBy?.contains("over the window's android:colorBackground") == true)
    }

    /// Text is drawn over its own view's background when it has one (a `TextView` filled white: 3.03:1,
    /// under 4.5:1), else over its parent's (#DDDDDD: 2.23:1); judged as text at 4.5:1, the size the
    /// layout writes deciding large text (20sp bold is large: WCAG's 14 pt bold is 18.67 CSS px, and an
    /// Android sp is one CSS px).
    @Test func textIsJudgedOnItsOwnBackgroundThenItsParents() throws {
        let folder = try ImportTempFolder()
        try values(folder)
        try layout(
            folder,
            """
            <LinearLayout \(AndroidFixture.namespaces) android:background="?attr/colorSurfaceVariant">
                <TextView android:background="?attr/colorSurface" android:textColor="?attr/colorTextCaption" />
                <TextView android:textColor="?attr/colorTextCaption" android:textSize="20sp" android:textStyle="bold" />
            </LinearLayout>
            """)
        let drawn = try pairs(folder, "colorTextCaption")
        #expect(drawn.map(\.background) == ["colorSurface", "colorSurfaceVariant"])
        #expect(drawn.allSatisfy { $0.usage == .text })
        #expect(drawn.last?.fontSize == 20)
        #expect(drawn.last?.fontWeight == 700)
        let findings = try report(folder).findings.filter {
            $0.rule == .contrastMinimum && $0.tokens.first == "colorTextCaption"
        }
        #expect(findings.compactMap { $0.measurements["required"]?.value }.sorted() == [3, 4.5])
    }

    /// A Material card's background is its style's container colour, `colorSurfaceContainerLow` for
    /// `Widget.Material3.CardView.Elevated` (material-components-android `card/res/values/tokens.xml`),
    /// as the card style's `materialThemeOverlay` remaps it: here to `colorSurfaceVariant`.
    @Test func aCardsStyleAndItsOverlayGiveItsBackground() throws {
        let folder = try ImportTempFolder()
        try values(
            folder,
            styles: #"<style name="Widget.App.Card" parent="Widget.Material3.CardView.Elevated">"#
                + #"<item name="materialThemeOverlay">@style/ThemeOverlay.App.Card</item></style>"#
                + #"<style name="ThemeOverlay.App.Card" parent="">"#
                + #"<item name="colorSurfaceContainerLow">?attr/colorSurfaceVariant</item></style>"#
                + #"<style name="Widget.App.PlainCard" parent="Widget.Material3.CardView.Elevated">"#
                + #"<item name="cardElevation">0dp</item></style>"#)
        try layout(
            folder,
            """
            <com.google.android.material.card.MaterialCardView \(AndroidFixture.namespaces) style="@style/Widget.App.Card">
                <View android:background="?attr/colorAccentAlternative" />
            </com.google.android.material.card.MaterialCardView>
            """)
        #expect(try pairs(folder, "colorAccentAlternative").map(\.background) == ["colorSurfaceVariant"])
        // Without the overlay, the elevated card's own colour.
        try layout(
            folder,
            """
            <com.google.android.material.card.MaterialCardView \(AndroidFixture.namespaces)
                style="@style/Widget.App.PlainCard">
                <View android:background="?attr/colorAccentAlternative" />
            </com.google.android.material.card.MaterialCardView>
            """)
        #expect(try pairs(folder, "colorAccentAlternative").map(\.background) == ["colorSurfaceContainerLow"])
    }

    /// An included layout goes on under the include's parent; a drawable is drawn where a layout draws
    /// it (a progress bar's `progressDrawable` over the bar's parent's background).
    @Test func includesAndDrawablesFollowWhereTheyAreDrawn() throws {
        let folder = try ImportTempFolder()
        try values(folder)
        try layout(
            folder,
            """
            <LinearLayout \(AndroidFixture.namespaces) android:background="?attr/colorSurfaceVariant">
                <include layout="@layout/row" />
                <ProgressBar style="?android:attr/progressBarStyleHorizontal"
                    android:progressDrawable="@drawable/bar" />
            </LinearLayout>
            """, name: "screen")
        try layout(
            folder,
            #"<merge \#(AndroidFixture.namespaces)><TextView android:textColor="?attr/colorTextCaption" /></merge>"#,
            name: "row")
        try folder.write(
            "res/drawable/bar.xml",
            """
            <shape \(AndroidFixture.namespaces)><solid android:color="?attr/colorAccentAlternative" /></shape>
            """)
        #expect(try pairs(folder, "colorTextCaption").map(\.background) == ["colorSurfaceVariant"])
        let bar = try pairs(folder, "colorAccentAlternative")
        #expect(bar.map(\.background) == ["colorSurfaceVariant"])
        #expect(bar.first?.formedBy?.hasPrefix("layout: drawn by drawable/bar.xml:1 at layout/screen.xml:5") == true)
    }

    /// Layouts that include each other in a circle say nothing of what is under them: the colour keeps
    /// its role's pairs (and the reading ends).
    @Test func includesInACircleAreUnknown() throws {
        let bare = try ImportTempFolder()
        try values(bare)
        let formed = Set(try pairs(bare, "colorTextCaption").map(\.background))
        let folder = try ImportTempFolder()
        try values(folder)
        try layout(
            folder, #"<FrameLayout \#(AndroidFixture.namespaces)><include layout="@layout/b" /></FrameLayout>"#,
            name: "a")
        try layout(
            folder,
            #"<FrameLayout \#(AndroidFixture.namespaces)><include layout="@layout/a" />"#
                + #"<TextView android:textColor="?attr/colorTextCaption" /></FrameLayout>"#,
            name: "b")
        #expect(Set(try pairs(folder, "colorTextCaption").map(\.background)) == formed)
    }

    /// Nothing is invented: a use over a background the layout does not name (a button's own, a literal
    /// colour), or a colour a widget style also draws, keeps the pairs its role forms, on every surface.
    @Test func anUnknownBackgroundKeepsThePairsOfTheRole() throws {
        let bare = try ImportTempFolder()
        try values(bare)
        let formed = Set(try pairs(bare, "colorTextCaption").map(\.background))
        #expect(formed.contains("colorSurface") && formed.contains("colorSurfaceVariant"))
        for body in [
            #"<Button \#(AndroidFixture.namespaces) android:textColor="?attr/colorTextCaption" />"#,
            ##"<LinearLayout \##(AndroidFixture.namespaces) android:background="#123456"><TextView android:textColor="?attr/colorTextCaption" /></LinearLayout>"##,
        ] {
            let folder = try ImportTempFolder()
            try values(folder)
            try layout(folder, body)
            #expect(Set(try pairs(folder, "colorTextCaption").map(\.background)) == formed)
        }
        let styled = try ImportTempFolder()
        try values(
            styled,
            styles:
                #"<style name="Widget.App.Label"><item name="android:textColor">?attr/colorTextCaption</item></style>"#)
        try layout(
            styled,
            #"<LinearLayout \#(AndroidFixture.namespaces) android:background="?attr/colorSurface"><TextView android:textColor="?attr/colorTextCaption" /></LinearLayout>"#
        )
        #expect(Set(try pairs(styled, "colorTextCaption").map(\.background)) == formed)
    }
}
