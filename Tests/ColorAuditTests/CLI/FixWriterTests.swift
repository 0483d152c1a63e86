import Foundation
import Testing

@testable import ColorAuditCLI

/// `coloraudit fix` writes the files of a repair whole or not at all (`FixWriter`): every file is checked
/// before any is written, and a file that still cannot be written puts back the ones already replaced.
/// The failures are made by the writer's test seam (`FixWriter.hook`) at a named stage, or by a file's
/// mode, never by timing. The palettes: #777777 on white is 4.48:1 and #767676, the lightest grey
/// reaching 4.5:1, 4.54:1 (WCAG relative luminance; `PaletteRepairTests.greyOnWhite`).
@Suite("coloraudit fix writes every file or none")
struct FixWriterTests {
    /// Three files, each to get a new text.
    func targets(in folder: ImportTempFolder) throws -> [FixWriter.Target] {
        try ["a.txt", "b.txt", "c.txt"].map { name in
            let path = try folder.write(name, "old \(name)\n")
            return FixWriter.Target(file: path, before: Array("old \(name)\n".utf8), after: Array("new \(name)\n".utf8))
        }
    }

    func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func everyFileIsWritten() throws {
        let folder = try ImportTempFolder()
        let files = try targets(in: folder)
        #expect(FixWriter.write(files).isEmpty)
        for file in files { #expect(try text(file.file) == String(decoding: file.after, as: UTF8.self)) }
    }

    @Test("A file changed between read and write: nothing is written")
    func changedSinceRead() throws {
        let folder = try ImportTempFolder()
        let files = try targets(in: folder)
        let second = files[1].file
        let hook: @Sendable (FixWriter.Stage, String) throws -> Void = { stage, _ in
            if stage == .checking { try Data("edited by hand\n".utf8).write(to: URL(fileURLWithPath: second)) }
        }
        let problems = FixWriter.$hook.withValue(hook) { FixWriter.write(files) }
        #expect(
            problems.contains(
                "\(second): error: cannot write the repaired file: it changed since fix read it; "
                    + "run fix again on the file as it is now"))
        #expect(problems.last == "coloraudit: error: no file written (3 files to change)")
        #expect(try text(files[0].file) == "old a.txt\n")
        #expect(try text(second) == "edited by hand\n")
        #expect(try text(files[2].file) == "old c.txt\n")
    }

    /// A file without write permission is refused even for root, who could replace it (a folder's rename
    /// does not ask the file): a version-control system that locks files leaves them read-only.
    @Test("A read-only file: nothing is written")
    func readOnly() throws {
        let folder = try ImportTempFolder()
        let files = try targets(in: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: files[1].file)
        let problems = FixWriter.write(files)
        #expect(
            problems == [
                "\(files[1].file): error: cannot write the repaired file: it is read-only",
                "coloraudit: error: no file written (3 files to change)",
            ])
        for (file, name) in zip(files, ["a", "b", "c"]) { #expect(try text(file.file) == "old \(name).txt\n") }
    }

    @Test("A file that cannot be replaced after the first was: the first is put back")
    func laterWriteFails() throws {
        let folder = try ImportTempFolder()
        let files = try targets(in: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: files[0].file)
        struct Refused: Error, CustomStringConvertible { var description: String { "rename refused" } }
        let third = files[2].file
        let hook: @Sendable (FixWriter.Stage, String) throws -> Void = { stage, file in
            if stage == .writing, file == third { throw Refused() }
        }
        let problems = FixWriter.$hook.withValue(hook) { FixWriter.write(files) }
        #expect(
            problems == [
                "\(third): error: cannot write the repaired file: rename refused",
                "coloraudit: error: no file changed: the 2 files already written put back as they were "
                    + "(\(files[0].file), \(files[1].file))",
            ])
        for (file, name) in zip(files, ["a", "b", "c"]) { #expect(try text(file.file) == "old \(name).txt\n") }
        // Put back with its own permissions, and no temporary file left beside it.
        let mode = try FileManager.default.attributesOfItem(atPath: files[0].file)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.root).sorted() == ["a.txt", "b.txt", "c.txt"])
    }

    static let grey = """
        colors:
          caption: { value: "#777777", role: text }
          page: { value: "#ffffff", role: background }

        """

    @Test("fix on two palettes, the second read-only: exit 2 naming it, the first not written")
    func commandReadOnly() throws {
        let folder = try ImportTempFolder()
        let first = try folder.write("a.yaml", Self.grey)
        let second = try folder.write("b.yaml", Self.grey)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: second)
        let result = try CLIRunner.run(["fix", "."], directory: URL(fileURLWithPath: folder.root))
        #expect(result.status == 2)
        #expect(result.stderr.contains("b.yaml: error: cannot write the repaired file: it is read-only"))
        #expect(try text(first) == Self.grey)
        #expect(try text(second) == Self.grey)
        #expect(result.stdout.contains("0 values changed; 0 of 2 failing pair checks repaired, 2 left"))
    }

    @Test("fix on two palettes, the second edited between read and write: exit 2, nothing written")
    func commandChangedSinceRead() throws {
        let folder = try ImportTempFolder()
        let first = try folder.write("a.yaml", Self.grey)
        let second = try folder.write("b.yaml", Self.grey)
        let edited = Self.grey.replacingOccurrences(of: "#ffffff", with: "#fefefe")
        let hook: @Sendable (FixWriter.Stage, String) throws -> Void = { stage, _ in
            if stage == .checking { try Data(edited.utf8).write(to: URL(fileURLWithPath: second)) }
        }
        let result = try FixWriter.$hook.withValue(hook) { try InProcessCLI.run(["fix", folder.root]) }
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("\(second): error: cannot write the repaired file: it changed since fix read it"))
        #expect(try text(first) == Self.grey)
        #expect(try text(second) == edited)
    }

    @Test("fix on two palettes, the second write failing: the first put back, exit 2")
    func commandLaterWriteFails() throws {
        let folder = try ImportTempFolder()
        let first = try folder.write("a.yaml", Self.grey)
        let second = try folder.write("b.yaml", Self.grey)
        struct Refused: Error, CustomStringConvertible { var description: String { "rename refused" } }
        let hook: @Sendable (FixWriter.Stage, String) throws -> Void = { stage, file in
            if stage == .writing, file.hasSuffix("b.yaml") { throw Refused() }
        }
        let result = try FixWriter.$hook.withValue(hook) { try InProcessCLI.run(["fix", folder.root]) }
        #expect(result.status == 2)
        #expect(result.stderr.contains("b.yaml: error: cannot write the repaired file: rename refused"))
        #expect(result.stderr.contains("no file changed: the file already written put back as it was"))
        #expect(try text(first) == Self.grey)
        #expect(try text(second) == Self.grey)
    }
}
