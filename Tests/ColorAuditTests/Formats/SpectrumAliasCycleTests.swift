import Foundation
import Testing

@testable import ColorAudit

/// Spectrum tokens typed as colours (`$schema` …/token-types/color.json) whose aliases go round: an alias
/// cycle (exit 2, both places), as in every other format. They were left out as "not colour tokens" (no
/// alias of theirs reaches a colour value) and the file read as fine with the cycle unsaid.
@Suite struct SpectrumAliasCycleTests {
    static let schema = "https://opensource.adobe.com/spectrum-tokens/schemas/token-types/color.json"

    @Test func aCycleOfColourTokensIsAnError() throws {
        let folder = try ImportTempFolder()
        // One token per line. Counted by hand: `  "gray-100": {"$schema": "` is 27 characters, the URL 75,
        // `", "value": ` 12, the value's opening quote is column 115 and its '{' column 116, on lines 2 and 3.
        let path = try folder.write(
            "src/color-palette.json",
            """
            {
              "gray-100": {"$schema": "\(Self.schema)", "value": "{gray-200}"},
              "gray-200": {"$schema": "\(Self.schema)", "value": "{gray-100}"},
              "gray-50": {"$schema": "\(Self.schema)", "value": "rgb(255, 255, 255)"}
            }

            """)
        let result = try InProcessCLI.run(["tokens", folder.root + "/src"])
        #expect(result.status == 2, "\(result.stdout)")
        #expect(result.stderr.contains("alias cycle: gray-100 → gray-200 → gray-100"), "\(result.stderr)")
        #expect(result.stderr.contains("'{gray-200}' at \(path):2:116"), "\(result.stderr)")
        #expect(result.stderr.contains("'{gray-100}' at \(path):3:116"), "\(result.stderr)")
    }
}
