import ColorAudit
import Foundation
import Testing

/// Reading inputs whole with a size limit, and saying what is wrong with a path that cannot be read.
@Suite("Input reading")
struct InputReadingTests {
    /// A fresh temporary folder.
    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("input-reading-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func message(_ body: () throws(PaletteError) -> Data) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aRegularFileIsReadWholeUpToTheLimit() throws {
        let file = try folder().appendingPathComponent("a.yaml")
        try Data(repeating: UInt8(ascii: "x"), count: 1000).write(to: file)
        #expect(try InputReading.readFile(file.path, limit: 1000).count == 1000)
        let refused = message { () throws(PaletteError) in try InputReading.readFile(file.path, limit: 999) }
        #expect(refused?.contains("larger than 999 bytes, the limit") == true)
    }

    /// /dev/zero never ends: it is refused once past the limit, not reported as a permission problem.
    @Test func anEndlessDeviceIsRefusedAtTheLimit() {
        let refused = message { () throws(PaletteError) in try InputReading.readFile("/dev/zero", limit: 1 << 20) }
        #expect(refused?.hasPrefix("the input is larger than 1 MiB, the limit for one input") == true)
    }

    /// A FIFO named explicitly (as `<(cmd)` gives) is read like a file.
    @Test func aFIFOIsRead() throws {
        let fifo = try folder().appendingPathComponent("pipe.yaml")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let text = "colors:\n  a: \"#fff\"\n"
        let writer = Thread {
            if let handle = FileHandle(forWritingAtPath: fifo.path) {
                handle.write(Data(text.utf8))
                try? handle.close()
            }
        }
        writer.start()
        #expect(try InputReading.readFile(fifo.path) == Data(text.utf8))
    }

    @Test func pathProblemsAreNamed() throws {
        let base = try folder()
        let loopA = base.appendingPathComponent("loop-a").path
        let loopB = base.appendingPathComponent("loop-b").path
        try FileManager.default.createSymbolicLink(atPath: loopA, withDestinationPath: loopB)
        try FileManager.default.createSymbolicLink(atPath: loopB, withDestinationPath: loopA)
        let dangling = base.appendingPathComponent("dangling.yaml").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "gone.yaml")
        let file = base.appendingPathComponent("file.yaml")
        try Data("colors: {}".utf8).write(to: file)

        #expect(InputReading.problem(with: loopA)?.hasPrefix("a loop of symbolic links") == true)
        #expect(InputReading.problem(with: dangling) == "a symbolic link to 'gone.yaml', which does not exist")
        #expect(InputReading.problem(with: base.appendingPathComponent("none.yaml").path) == "no such file or folder")
        #expect(InputReading.problem(with: file.path + "/x.yaml") == "a part of the path is not a folder")
        #expect(InputReading.problem(with: file.path) == nil)
        let folderMessage = message { () throws(PaletteError) in try InputReading.readFile(base.path) }
        #expect(folderMessage == "is a folder; expected a file")
        let loopMessage = message { () throws(PaletteError) in try InputReading.readFile(loopA) }
        #expect(loopMessage?.hasPrefix("a loop of symbolic links") == true)
    }

    /// `coloraudit audit - < /dev/zero` stops at the limit with exit status 2 instead of growing until
    /// it is killed.
    @Test func endlessStandardInputExitsWithStatus2() throws {
        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = ["audit", "-"]
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/dev/zero"))
        let err = Pipe()
        process.standardError = err
        process.standardOutput = Pipe()
        try process.run()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(process.terminationReason == .exit)
        let stderr = String(decoding: errData, as: UTF8.self)
        #expect(stderr.hasPrefix("-: error: standard input is larger than 64 MiB, the limit for one input"))
    }

    /// Files named on the command line: a FIFO is read, /dev/zero and a symbolic-link loop get their
    /// own messages (they used to say "permission" and "no such file").
    @Test func namedPathsGetTheirOwnMessages() throws {
        let base = try folder()
        let loop = base.appendingPathComponent("loop.yaml").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        let zero = try CLIRunner.run(["audit", "/dev/zero"])
        #expect(zero.status == 2)
        #expect(zero.stderr.contains("/dev/zero: error: the input is larger than 64 MiB"))
        let looped = try CLIRunner.run(["audit", loop])
        #expect(looped.status == 2)
        #expect(looped.stderr.contains("\(loop): error: a loop of symbolic links"))

        let fifo = base.appendingPathComponent("pipe.yaml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
            if let handle = FileHandle(forWritingAtPath: fifo) {
                handle.write(Data("colors:\n  label: { light: \"#000\", role: text }\n".utf8))
                try? handle.close()
            }
        }
        writer.start()
        let piped = try CLIRunner.run(["audit", fifo])
        #expect(piped.status == 0, "\(piped.stderr)")
    }

    /// `-o` into a folder that does not exist names the folder (it said "The file doesn't exist.").
    @Test func reportIntoAMissingFolderNamesTheFolder() throws {
        let base = try folder()
        let palette = base.appendingPathComponent("p.yaml")
        try Data("colors:\n  label: { light: \"#000\", role: text }\n".utf8).write(to: palette)
        let missing = try CLIRunner.run(["audit", "p.yaml", "-o", "reports/out.json"], directory: base)
        #expect(missing.status == 2)
        #expect(
            missing.stderr == "reports/out.json: error: cannot write the report: the folder 'reports' does not exist\n")
        let notFolder = try CLIRunner.run(["audit", "p.yaml", "-o", "p.yaml/out.json"], directory: base)
        #expect(notFolder.status == 2)
        #expect(notFolder.stderr == "p.yaml/out.json: error: cannot write the report: 'p.yaml' is not a folder\n")
        #expect(!FileManager.default.fileExists(atPath: base.appendingPathComponent("reports").path))
    }

    /// While walking a folder, a symbolic link to a FIFO is skipped (reading it would wait for a writer
    /// that never comes) and listed with the reason.
    @Test func aLinkToAFIFOInAFolderIsSkipped() throws {
        let base = try folder()
        let fifo = base.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let link = base.appendingPathComponent("link.yaml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: fifo)
        let result = try PaletteDiscovery().discoverAll([base.path])
        #expect(result.units.isEmpty)
        #expect(result.skipped.contains { $0.path == link && $0.reason == "symbolic link to a FIFO or device" })
    }
}
