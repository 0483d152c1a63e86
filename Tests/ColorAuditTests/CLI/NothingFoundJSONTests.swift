import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// An input that gives nothing to audit — a folder without palette files, files without colours — is an
/// input error like a broken file: with `--format json` (no `-o`) standard output holds the input-error
/// document (README, "Input errors"), not nothing, so a CI step that parses it can tell why.
@Suite struct NothingFoundJSONTests {
    /// The one entry of `result`'s input-error document, checked for shape: exit 2, one error at line and
    /// column 0 (no position) in `file`, counted in the summary.
    private func onlyError(_ result: CLIRunner.Result, file: String) throws -> String {
        #expect(result.status == 2)
        let document = try result.json()
        #expect(document["version"] as? Int == 1)
        let errors = try #require(document["inputErrors"] as? [[String: Any]])
        #expect(errors.count == 1)
        #expect(errors.first?["file"] as? String == file)
        #expect(errors.first?["line"] as? Int == 0 && errors.first?["column"] as? Int == 0)
        #expect((document["unlistedInputErrors"] as? [Any])?.isEmpty == true)
        #expect((document["summary"] as? [String: Any])?["inputErrors"] as? Int == 1)
        return try #require(errors.first?["message"] as? String)
    }

    @Test("A folder with no palette files: audit and tokens print the document")
    func noPaletteFiles() throws {
        let folder = try ImportTempFolder()
        _ = try folder.write("nopal/readme.txt", "not a palette\n")
        let root = URL(fileURLWithPath: folder.root)
        for command in ["audit", "tokens"] {
            let result = try CLIRunner.run([command, "nopal", "--format", "json"], directory: root)
            let message = try onlyError(result, file: "nopal")
            #expect(message.hasPrefix("no palette files found in nopal"))
            #expect(result.stderr.contains("no palette files found in nopal"))
        }
    }

    @Test("A token file without colours: audit prints the document, naming the file")
    func noColours() throws {
        let folder = try ImportTempFolder()
        _ = try folder.write("dims.tokens.json", #"{ "space": { "$type": "dimension", "$value": "4px" } }"#)
        let root = URL(fileURLWithPath: folder.root)
        let result = try CLIRunner.run(["audit", "dims.tokens.json", "--format", "json"], directory: root)
        let message = try onlyError(result, file: "dims.tokens.json")
        #expect(message.hasPrefix("no colours were read: dims.tokens.json"))
        // With -o the document is not written anywhere (a broken input leaves the output untouched).
        let quiet = try CLIRunner.run(
            ["audit", "dims.tokens.json", "--format", "json", "-o", "out.json"], directory: root)
        #expect(quiet.status == 2 && quiet.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.root + "/out.json"))
    }
}
