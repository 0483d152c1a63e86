import Foundation
import Testing

@testable import ColorAudit

/// An Android theme attribute whose value is another attribute (`?attr/colorPrimary`) is drawn as the
/// role it aliases (`MaterialColorRoles`, "Theme attributes that alias a role"): Android resolves the
/// reference in the theme (developer.android.com/guide/topics/resources/accessing-resources, "Referencing
/// style attributes"). The expected pairs are derived by hand from Material's colour roles
/// (m3.material.io/styles/color/roles): `primary` on the surface levels, `inversePrimary` on
/// `inverseSurface`, containers "shouldn't be used for text or icons".
@Suite struct ThemeAttributeAliasTests {
    func resources(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)\n</resources>\n"
    }

    func theme(_ items: [(String, String)]) -> String {
        resources(
            #"<style name="Theme.App" parent="Theme.Material3.DayNight">"#
                + items.map { "<item name=\"\($0.0)\">\($0.1)</item>" }.joined() + "</style>")
    }

    static let shared: [(String, String)] = [
        ("colorSurface", "#FCF8F8"), ("colorSurfaceContainer", "#F1EDEC"), ("colorSurfaceInverse", "#313030"),
        ("colorOnSurface", "#1C1B1B"), ("colorOnSurfaceInverse", "#F3F0EF"), ("colorPrimary", "#1373D9"),
        ("colorOnPrimary", "#FFFFFF"), ("colorPrimaryInverse", "#A9C7FF"), ("colorPrimaryContainer", "#D6E3FF"),
        ("colorOnPrimaryContainer", "#001B3D"),
    ]

    /// `colorPrimaryAlternative` (an app's attribute: by its name only a brand colour, `interactive`) is
    /// `?attr/colorPrimary` in the day theme and `?attr/colorPrimaryInverse` in the night theme. Read by
    /// hand: light, it is `primary`, on the surface levels `colorSurface` and `colorSurfaceContainer`;
    /// dark, `inversePrimary`, on `colorSurfaceInverse` only. `colorTertiaryAlternative`
    /// (`?colorPrimaryContainer` in both) is a container, a fill: no pair. (The night theme's values are those of the day theme:
    /// the pairs, not the ratios, are what is checked here.)
    @Test func anAliasTakesItsRoleInEachAppearance() throws {
        let folder = try ImportTempFolder()
        let day =
            Self.shared + [
                ("colorPrimaryAlternative", "?attr/colorPrimary"),
                ("colorTertiaryAlternative", "?colorPrimaryContainer"),
            ]
        let night =
            Self.shared + [
                ("colorPrimaryAlternative", "?attr/colorPrimaryInverse"),
                ("colorTertiaryAlternative", "?colorPrimaryContainer"),
            ]
        _ = try folder.write("res/values/themes.xml", theme(day))
        _ = try folder.write("res/values-night/themes.xml", theme(night))
        let palette = try #require(try importPaths([folder.root + "/res"]).first)
        let pairs = Array(AuditContext(palette: palette, configuration: Configuration()).pairs)
        func drawn(_ foreground: String) -> Set<[String]> {
            Set(
                pairs.filter { $0.declaration.foreground == foreground }.map {
                    [$0.appearance == .dark ? "dark" : "light", $0.declaration.background]
                })
        }
        #expect(
            drawn("colorPrimaryAlternative") == [
                ["light", "colorSurface"], ["light", "colorSurfaceContainer"], ["dark", "colorSurfaceInverse"],
            ])
        #expect(drawn("colorTertiaryAlternative").isEmpty)
        #expect(
            pairs.filter { $0.declaration.foreground == "colorPrimaryAlternative" }.allSatisfy {
                $0.declaration.formedBy == PairFormation.Reason.material.rawValue
            })
    }

    @Test func attributeReferences() {
        #expect(MaterialColorRoles.attributeReference("?attr/colorPrimary") == "colorPrimary")
        #expect(MaterialColorRoles.attributeReference("?colorPrimary") == "colorPrimary")
        #expect(MaterialColorRoles.attributeReference("?android:attr/colorBackground") == "android:colorBackground")
        #expect(MaterialColorRoles.attributeReference("@color/primary") == nil)
        #expect(MaterialColorRoles.attributeReference("#FF0000") == nil)
    }
}
