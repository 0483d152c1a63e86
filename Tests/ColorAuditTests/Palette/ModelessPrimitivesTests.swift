import Testing

@testable import ColorAudit

/// Fixed colours named for no scheme beside colours named for their scheme are primitives
/// (`ModelessPrimitives`); aliases and sets without both schemes keep their roles.
@Suite struct ModelessPrimitivesTests {
    func token(_ name: String, _ grey: Double, alias: String? = nil) -> ColorToken {
        let location = SourceLocation(file: "tokens.json", line: 1, column: 1)
        let value = ColorValue(
            color: Color(.srgb, grey, grey, grey), source: alias.map { "{\($0)}" } ?? "#grey", location: location,
            aliasOf: alias)
        return ColorToken(name: name, role: nil, roleSource: .unknown, values: [.any: value], location: location)
    }

    @Test func brandColoursBesideSchemeGroups() {
        let tokens = [
            token("color.brand.primary", 0.5),
            token("color.light.text.primary", 0),
            token("color.light.page.background", 1),
            token("color.dark.text.primary", 1),
            token("color.dark.page.background", 0),
            token("color.text.link", 0.5, alias: "color.brand.primary"),
        ]
        #expect(ModelessPrimitives.names(tokens) == ["color.brand.primary"])
        // Material 3's fixed roles are named for no scheme by design; a shared focus ring is a role too.
        let material =
            tokens + [
                token("m3_sys_color_primary_fixed", 0.8), token("m3_sys_color_on_primary_fixed", 0.1),
                token("color.focus.ring", 0.3),
            ]
        #expect(ModelessPrimitives.names(material) == ["color.brand.primary"])
        // One scheme alone is no grouping by scheme.
        #expect(ModelessPrimitives.names(Array(tokens.prefix(3))).isEmpty)
    }
}
