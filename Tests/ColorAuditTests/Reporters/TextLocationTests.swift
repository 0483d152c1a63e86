import Foundation
import Testing

/// The text report says where each finding is as compilers and linters do, `path:line:column`, also when
/// the finding is in the palette's own file (a single-file palette): it used to print `(line 4)` there,
/// with neither the file nor the column an editor needs, and `path:line:column` only for folder palettes.
@Suite struct TextLocationTests {
    /// `--text-color` #777777 on white: 1.05 / (0.1845 + 0.05) ≈ 4.48:1 < 4.5:1, a contrast-minimum
    /// error at its value (line 2, column 17: after two spaces and `--text-color: `); `--link-color` is
    /// `var(--brand-blue)`, defined nowhere, an unresolved-reference warning at line 4, column 17.
    static let stylesheet = """
        :root {
          --text-color: #777777;
          --background-color: #ffffff;
          --link-color: var(--brand-blue);
        }

        """

    @Test func findingsInThePalettesOwnFileGiveFileLineAndColumn() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("site.css", Self.stylesheet)
        let result = try CLIRunner.run(["audit", path])
        #expect(result.status == 1, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let contrast = lines.filter { $0.contains("--text-color on --background-color") }
        #expect(contrast.count == 1)
        #expect(contrast.first?.hasSuffix("(\(path):2:17)") == true, "\(contrast)")
        let unresolved = lines.filter { $0.contains("'--link-color' is not audited") }
        #expect(unresolved.count == 1)
        #expect(unresolved.first?.hasSuffix("(\(path):4:17)") == true, "\(unresolved)")
        #expect(!result.stdout.contains("(line "))
    }

    /// The same finding read from a folder is written the same way.
    @Test func folderAndFileGiveTheSameLocation() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("styles/site.css", Self.stylesheet)
        let named = try CLIRunner.run(["audit", path])
        let walked = try CLIRunner.run(["audit", folder.root + "/styles"])
        let suffix = "(\(folder.root)/styles/site.css:2:17)"
        #expect(named.stdout.split(separator: "\n").filter { $0.hasSuffix(suffix) }.count == 1)
        #expect(walked.stdout.split(separator: "\n").filter { $0.hasSuffix(suffix) }.count == 1)
    }
}
