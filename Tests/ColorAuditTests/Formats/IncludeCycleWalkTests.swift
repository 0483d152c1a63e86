import Foundation
import Testing

@testable import ColorAudit

/// A folder whose side files include each other in a cycle (`include:`): walking it reports the cycle, as
/// naming one of the files does. Each file was skipped as "included by" the next, so nothing was read
/// and the run said "no palette files found".
@Suite struct IncludeCycleWalkTests {
    @Test func aCycleInAWalkedFolderIsReported() throws {
        let folder = try ImportTempFolder()
        try folder.write("set/a.yaml", "include: [b.yaml]\ncolors:\n  a: \"#ffffff\"\n")
        try folder.write("set/b.yaml", "include: [a.yaml]\ncolors:\n  b: \"#000000\"\n")
        let result = try InProcessCLI.run(["tokens", folder.root + "/set"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("include cycle"), "\(result.stderr)")
        #expect(!result.stderr.contains("no palette files found"), "\(result.stderr)")
    }

    /// Without a cycle the included file is still read only through its side file.
    @Test func anIncludedFileIsStillSkipped() throws {
        let folder = try ImportTempFolder()
        try folder.write("set/a.yaml", "include: [b.yaml]\ncolors:\n  a: \"#ffffff\"\n")
        try folder.write("set/b.yaml", "colors:\n  b: \"#000000\"\n")
        let result = try InProcessCLI.run(["tokens", "--format", "json", folder.root + "/set"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("included by"), "\(result.stdout)")
    }
}
