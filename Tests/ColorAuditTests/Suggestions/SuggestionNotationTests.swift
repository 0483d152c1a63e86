import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Suggestions in JSON keep the platform's notation in `value` and add the CSS form and the alpha
/// (issue 25, item 5).
@Suite struct SuggestionNotationTests {
    /// An Android suggestion `#8a030303` (alpha first): its CSS form is #0303038a and its alpha
    /// 0x8a / 255 = 0.541 → 0.54.
    @Test func suggestionNotationsInJSON() throws {
        let color = Color(.srgb, 3 / 255, 3 / 255, 3 / 255, alpha: 0x8a / 255)
        let suggestion = Suggestion(
            kind: .contrast, change: "foreground", token: "hint", original: "#61000000", value: "#8a030303",
            color: color, deltaE00: 10, achieves: ["ratio": 4.5], note: "")
        let text = JSONReporter.node(suggestion).jsonValue.text()
        let json = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["value"] as? String == "#8a030303")
        #expect(json["hex"] as? String == "#0303038a")
        #expect(json["css"] as? String == "#0303038a")
        #expect(json["alpha"] as? Double == 0.54)
        #expect(SuggestionNotation.hex(Color(.srgb, 1, 0, 0)) == "#ff0000")
    }
}
