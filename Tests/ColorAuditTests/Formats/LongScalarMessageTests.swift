import Foundation
import Testing

@testable import ColorAudit

/// A message naming what a YAML or JSON document holds quotes a long scalar's first 60 characters, not
/// all of it (`DocumentNode.kindDescription`).
@Suite struct LongScalarMessageTests {
    /// `yes | head -c 50M` as a palette is one plain scalar "y y y …"; the message quoted all 52 MB. Here
    /// 100,000 × "y " on one line: the first 60 characters are 30 × "y ".
    @Test func aLongTopLevelStringIsQuotedShort() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("palette.yaml", String(repeating: "y ", count: 100_000) + "\n")
        let result = try InProcessCLI.run(["tokens", path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(path):1:1: "), "\(result.stderr.prefix(300))")
        #expect(
            result.stderr.contains("found the string '" + String(repeating: "y ", count: 30) + "…'"),
            "\(result.stderr.prefix(300))")
        #expect(result.stderr.utf8.count < 1000, "\(result.stderr.utf8.count) bytes")
    }

    /// A short scalar is quoted whole: `colors: "#fff"` (a string where a mapping belongs).
    @Test func aShortStringIsQuotedWhole() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("palette.yaml", "colors: \"#fff\"\n")
        let result = try InProcessCLI.run(["tokens", path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("the string '#fff'"), "\(result.stderr)")
    }
}
