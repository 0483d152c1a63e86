import ColorAudit
import Foundation
import Testing

/// The configuration file's `version:` key: the format version the file is written for (1 so far). A later
/// version is refused at its line instead of being half read; `config --dump` writes the version it reads.
@Suite struct ConfigurationVersionTests {
    private func parse(_ text: String) throws(ConfigurationError) -> ConfigurationFile {
        try ConfigurationFile.parse(Data(text.utf8), path: "/tmp/project/.coloraudit.yml")
    }

    @Test func versionOneIsRead() throws {
        let file = try parse("version: 1\nplatform: ios\n")
        #expect(file.version == 1)
        #expect(file.platform == .ios)
    }

    @Test func noVersionMeansUnstated() throws {
        #expect(try parse("platform: web\n").version == nil)
    }

    @Test func aLaterVersionIsRefusedAtItsLine() {
        do {
            _ = try parse("platform: web\nversion: 2\n")
            Issue.record("version 2 was accepted")
        } catch {
            #expect(error.description.contains(".coloraudit.yml:2:"))
            #expect(error.description.contains("version: 2 is a later configuration format"))
        }
    }

    @Test(arguments: ["1.5", "0", "-1", "\"1\"", "one", "[1]"])
    func aVersionThatIsNotAWholeNumberFromOneIsRefused(_ value: String) {
        do {
            _ = try parse("version: \(value)\n")
            Issue.record("version: \(value) was accepted")
        } catch {
            #expect(error.description.contains(".coloraudit.yml:1:"))
            #expect(error.description.contains("version: expected a whole number"))
        }
    }

    @Test func theDumpStatesTheVersionAndReadsBack() throws {
        let dump = ConfigurationDump.yaml(Configuration())
        let lines = dump.split(separator: "\n")
        #expect(lines.dropFirst().first == "version: 1")
        #expect(try parse(dump).version == 1)
    }
}
