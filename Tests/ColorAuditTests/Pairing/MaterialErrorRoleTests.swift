import Testing

@testable import ColorAudit

/// Material 3's error role (`RoleInference` rule 5a): Flutter's `ColorScheme.error` is "the color to use
/// for input validation errors, e.g. for InputDecoration.errorText" — text drawn on the surfaces.
@Suite struct MaterialErrorRoleTests {
    @Test func materialErrorNamesAreText() {
        #expect(RoleInference.infer(name: "colorError") == .text)
        #expect(RoleInference.infer(name: "m3_sys_color_light_error") == .text)
        #expect(RoleInference.infer(name: "md_theme_dark_error") == .text)
        #expect(RoleInference.infer(name: "m3_ref_palette_error40") == nil, "a tonal palette step")
        #expect(RoleInference.infer(name: "error") == nil, "a status colour elsewhere says nothing")
        #expect(RoleInference.infer(name: "colorErrorContainer") == .background)
    }
}
