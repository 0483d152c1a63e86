import Foundation
import Testing

@testable import ColorAudit

/// Spectrum alias tokens (`$schema` …/token-types/alias.json, not a colour schema) whose aliases go round,
/// through `{name}` and a `$ref` uuid, and per theme through `sets`: `Fixtures/Spectrum/cycle`, written by
/// hand. No colour is reached, so they are not colour tokens; they used to vanish unsaid. Each cycle is
/// now one `unresolved-reference` note at its first alias, naming the cycle and where each alias is written,
/// as a loop of Android theme attributes is; the tokens that do resolve are read as before.
@Suite struct SpectrumUntypedAliasCycleTests {
    static let file = "Spectrum/cycle/semantic-color-palette.json"

    /// `line:column` of the first character after `marker` on the first line of the fixture holding `needle`
    /// (counted in the file's text, independently of the importer).
    static func position(after marker: String, onLineWith needle: String) throws -> String {
        let line = try ImportedFixture.line(of: needle, in: file)
        let text = String(decoding: try Fixture.data(file), as: UTF8.self)
        let lineText = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        let range = try #require(lineText.range(of: marker), "'\(marker)' not on line \(line)")
        return "\(line):\(lineText.distance(from: lineText.startIndex, to: range.upperBound) + 1)"
    }

    @Test func eachCycleIsOneUnresolvedNoteNamingIt() throws {
        let (format, palette) = try ImportedFixture.palette("Spectrum/cycle")
        #expect(format == "spectrum")
        // gray-800 and the alias to it read; no token of a cycle becomes a value.
        #expect(palette.tokens.map(\.name).sorted() == ["gray-800", "neutral-content-color-default"])
        let path = Fixture.url(Self.file).path
        let notes = palette.importNotes.filter { $0.kind == .unresolved }
        try #require(notes.count == 2, "\(notes)")

        // accent-color-100 {accent-color-200} → accent-color-200 $ref accent-color-100's uuid: at the '{' of
        // the first alias, the uuid of the $ref named with its place.
        let accent = try Self.position(after: "\"value\": \"", onLineWith: "\"accent-color-100\"")
        let ref = try Self.position(after: "\"$ref\": \"", onLineWith: "\"accent-color-200\"")
        #expect(notes[0].location.description == "\(path):\(accent)")
        #expect(
            notes[0].reason
                == "alias cycle: accent-color-100 → accent-color-200 → accent-color-100 ('{accent-color-200}' at "
                + "\(path):\(accent), '$ref 00000000-0000-4000-8000-000000000101' at \(path):\(ref)), which "
                + "resolves to no value")

        // focus-indicator-color's light set {focus-ring-color} → focus-ring-color {focus-indicator-color}:
        // light is the first theme (and the dark set's cycle is the same one, reported once).
        let light = try Self.position(after: "\"value\": \"", onLineWith: "\"light\"")
        let ring = try Self.position(after: "\"value\": \"", onLineWith: "\"focus-ring-color\": {")
        #expect(notes[1].location.description == "\(path):\(light)")
        #expect(
            notes[1].reason
                == "alias cycle: focus-indicator-color → focus-ring-color → focus-indicator-color "
                + "('{focus-ring-color}' at \(path):\(light), '{focus-indicator-color}' at \(path):\(ring)), which "
                + "resolves to no value")
    }

    @Test func theAuditReportsThemAsUnresolvedReferences() throws {
        let result = try InProcessCLI.run(["audit", Fixture.url("Spectrum/cycle").path])
        let lines = result.stdout.split(separator: "\n").filter { $0.contains("alias cycle:") }
        #expect(lines.count == 2, "\(result.stdout)")
        #expect(result.stdout.contains("unresolved-reference — warning, 2 findings"), "\(result.stdout)")
        #expect(
            lines.first?.contains("'accent-color-100' is not audited: alias cycle: accent-color-100 →") == true,
            "\(result.stdout)")
    }
}
