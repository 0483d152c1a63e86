import Foundation
import Testing

@testable import ColorAudit

/// A component's fill named by the component and a state (`ComponentFillName`). The expectations follow
/// Water.css's own rules (`src/parts/_forms.css`: `button { background-color: var(--button-base) }`,
/// `button:hover { background: var(--button-hover) }`, label `--form-text`) and Android's attribute
/// `colorButtonNormal` ("the color applied to framework buttons in their normal state"): these colours
/// are backgrounds, and a fill is never judged as text on the page.
@Suite struct ComponentFillNameTests {
    @Test func namesOfAComponentsFill() {
        #expect(RoleInference.infer(name: "--button-base") == .background)
        #expect(RoleInference.infer(name: "--button-hover") == .background)
        #expect(RoleInference.infer(name: "colorButtonNormal") == .background)
        // A component word alone, with a brand slot or with a property keeps rule 4.
        #expect(RoleInference.infer(name: "--button") == .interactive)
        #expect(RoleInference.infer(name: "button-primary") == .interactive)
        #expect(ComponentFillName.isFill(RoleInference.splitWords("btn-default-color")) == false)
        #expect(ComponentFillName.isFill(RoleInference.splitWords("--link-hover")) == false)
    }

    /// Water.css's light theme (`src/variables-light.css`, the colours of the button and the page): the
    /// button fill forms no pair as text; as a fill reserved for its on-colours (there are none) it carries
    /// none of the page's text, links or borders.
    @Test func aButtonFillIsNoTextAndNoPageSurface() throws {
        let palette = try NativePaletteImporter().importPalette(
            contents: Data(
                """
                colors:
                  --background-body: "#ffffff"
                  --background: "#efefef"
                  --text-main: "#363636"
                  --links: "#0076d1"
                  --border: "#dbdbdb"
                  --button-base: "#d0cfcf"
                  --form-text: "#1d1d1d"
                """.utf8), path: "water.yaml")
        let context = AuditContext(palette: palette, configuration: Configuration())
        let pairs = context.pairs.map { [$0.declaration.foreground, $0.declaration.background] }
        #expect(pairs.filter { $0.contains("--button-base") }.isEmpty)
        #expect(pairs.contains(["--text-main", "--background-body"]))
        #expect(pairs.contains(["--links", "--background-body"]))
    }
}
