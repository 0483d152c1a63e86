import Foundation
import Testing

@testable import ColorAudit

/// A description quoted as a pair's reason (`QuotedDescription`): one line of at most 200 characters.
@Suite struct QuotedDescriptionTests {
    /// Short descriptions are quoted as written; line breaks and runs of spaces become one space.
    @Test func shortDescriptionsStay() {
        #expect(QuotedDescription.shown("Same as textColorPrimary disabled") == "Same as textColorPrimary disabled")
        #expect(QuotedDescription.shown("Text of\n     disabled   buttons") == "Text of disabled buttons")
        #expect(QuotedDescription.shown(String(repeating: "a", count: 200)) == String(repeating: "a", count: 200))
    }

    /// 201 characters and more: cut to at most 200, then "…". Counted by hand: 40 × "word" with the 39
    /// spaces between is 199 characters; the 41st would need a space and its "w", 201, so the quote stops
    /// at 199 (no space before the "…").
    @Test func longDescriptionsAreCut() {
        let text = String(repeating: "word ", count: 45)
        let shown = QuotedDescription.shown(text)
        #expect(shown == String(repeating: "word ", count: 39) + "word…")
        #expect(
            QuotedDescription.shown(String(repeating: "x", count: 1_000_000)) == String(repeating: "x", count: 200)
                + "…")
    }

    /// FuzzAndroid's hand test: a 1 MB comment with "disabled" right before a colour made `pairs` print
    /// the whole megabyte as the exemption reason. The pair is still exempt; its reason quotes 200
    /// characters.
    @Test func aMegabyteCommentIsQuotedShort() throws {
        let folder = try ImportTempFolder()
        let comment = "Same as textColorPrimary disabled " + String(repeating: "y", count: 1_048_576)
        let path = try folder.write(
            "res/values/colors.xml",
            """
            <resources>
                <color name="window_background">#FFFFFF</color>
                <!-- \(comment) -->
                <color name="text_primary">#39000000</color>
            </resources>

            """)
        let result = try InProcessCLI.run(["pairs", path])
        #expect(result.status == 0, "\(result.stderr)")
        let expected = QuotedDescription.shown(comment)
        #expect(expected.count == 201 && expected.hasSuffix("…"))
        #expect(result.stdout.contains("(\"\(expected)\")"), "\(result.stdout.prefix(2000))")
        #expect(result.stdout.utf8.count < 10_000, "\(result.stdout.utf8.count) bytes")
    }
}
