import Foundation
import Testing

@testable import ColorAudit

/// Placeholder and hint text is drawn inside fields (`FieldText`, `PairFormation` rule 18): CSS's
/// `::placeholder` is the placeholder text in an input field (CSS Pseudo-Elements 4 §4.3), Android's
/// `textColorHint` the hint in an empty `EditText`. The expected pairs are derived by hand from those
/// definitions, on hand-made palettes.
@Suite struct FieldTextTests {
    private func palette(_ yaml: String) throws -> Palette {
        try NativePaletteImporter().importPalette(contents: Data(yaml.utf8), path: "set.yaml")
    }

    private func backgrounds(of foreground: String, in palette: Palette) -> Set<String> {
        let context = AuditContext(palette: palette, configuration: Configuration())
        return Set(context.pairs.filter { $0.declaration.foreground == foreground }.map(\.declaration.background))
    }

    /// A palette with a field surface: the placeholder goes on the input's background only, not on the
    /// page nor the card; the body text keeps every surface (the field included).
    @Test func aPlaceholderIsOnTheFieldSurfaces() throws {
        let palette = try palette(
            """
            colors:
              --page-background: "#ffffff"
              --card-background: "#f5f5f5"
              --input-background: "#fafafa"
              --text: "#212121"
              --form-placeholder: "#949494"
            """)
        #expect(backgrounds(of: "--form-placeholder", in: palette) == ["--input-background"])
        #expect(
            backgrounds(of: "--text", in: palette) == ["--page-background", "--card-background", "--input-background"])
        let context = AuditContext(palette: palette, configuration: Configuration())
        let placeholder = context.pairs.filter { $0.declaration.foreground == "--form-placeholder" }
        #expect(placeholder.allSatisfy { $0.declaration.formedBy == PairFormation.Reason.fieldText.rawValue })
    }

    /// Without a field surface the placeholder can only be judged where text is drawn: the general
    /// surfaces, as before.
    @Test func withoutAFieldThePlaceholderKeepsTheGeneralSurfaces() throws {
        let palette = try palette(
            """
            colors:
              --page-background: "#ffffff"
              --card-background: "#f5f5f5"
              --text: "#212121"
              --form-placeholder: "#949494"
            """)
        #expect(backgrounds(of: "--form-placeholder", in: palette) == ["--page-background", "--card-background"])
    }

    @Test func names() {
        #expect(FieldText.isPlaceholder(RoleInference.splitWords("textColorHint")))
        #expect(FieldText.isPlaceholder(RoleInference.splitWords("color.text.placeholder")))
        #expect(!FieldText.isPlaceholder(RoleInference.splitWords("--text-muted")))
        #expect(FieldText.isField(RoleInference.splitWords("control-bgColor-rest")))
        #expect(FieldText.isField(RoleInference.splitWords("bg.field")))
        #expect(!FieldText.isField(RoleInference.splitWords("--background-body")))
    }
}
