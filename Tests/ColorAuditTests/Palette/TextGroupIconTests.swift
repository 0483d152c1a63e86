import Foundation
import Testing

@testable import ColorAudit

/// Icons named under the text group (`TextGroupIcons`, `RoleInference` rule 4a). Twilio Paste "added the
/// following text color tokens for icons: color-text-icon-error … color-text-icon-success …
/// color-text-icon-warning" (twilio-labs/paste `packages/paste-design-tokens/CHANGELOG.md`, #1774) and
/// documents "`$color-text-icon-error` - Use this token for error icons": they are icons, non-text graphics
/// judged at 3:1 (WCAG 2.2 SC 1.4.11), not text at 4.5:1 (SC 1.4.3).
@Suite struct TextGroupIconTests: PairingPalettes {
    @Test func iconsUnderTheTextGroup() {
        #expect(RoleInference.infer(name: "color-text-icon-error") == .icon)
        #expect(RoleInference.infer(name: "colorTextIconSuccess") == .icon)
        #expect(RoleInference.infer(name: "color.foreground.icon.success") == .icon)
        #expect(RoleInference.infer(name: "fg-icons-muted") == .icon)
        // An icon word first was an icon already.
        #expect(RoleInference.infer(name: "icon.color.info") == .icon)
        #expect(RoleInference.infer(name: "color.icon.danger") == .icon)
    }

    @Test func namesThatStayText() {
        // A text colour with no icon word, and a text word after an icon word (a text of the label group).
        #expect(RoleInference.infer(name: "color-text-error") == .text)
        #expect(RoleInference.infer(name: "labelIconText") == .text)
        // A surface behind an icon is a background; a component's icon text keeps its component's rule.
        #expect(RoleInference.infer(name: "color-text-icon-background") == .background)
    }

    /// The pair of Paste's error icon on the page is non-text (usage `ui`), the error text's is text
    /// (both red-60, `rgb(214, 31, 31)`, body text `rgb(18, 28, 45)` in Paste's token list).
    @Test func pasteErrorIconIsJudgedAsAGraphic() throws {
        let pairs = try pairs(
            """
            colors:
              color-background-body: "#ffffff"
              color-text: "#121c2d"
              color-text-error: "#d61f1f"
              color-text-icon-error: "#d61f1f"
            """)
        let usage = Dictionary(
            pairs.map { ($0.declaration.foreground, $0.declaration.usage) }, uniquingKeysWith: { a, _ in a })
        #expect(usage["color-text-icon-error"] == .ui)
        #expect(usage["color-text-error"] == .text)
        #expect(usage["color-text"] == .text)
    }
}
