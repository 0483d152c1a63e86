import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// An alias cycle among well-formed colours is an independent problem: it is reported in the same run
/// as a malformed colour elsewhere in the file (it used to appear only once the other errors were fixed,
/// in the native YAML/JSON reader and the Android importer; DTCG already listed both). An alias *to* a
/// malformed colour is no error of its own. The expected lines are counted from the texts below.
@Suite("Alias cycles beside other errors")
struct AliasCycleBesideErrorsTests {
    /// The lines of the error a read threw, each problem one line.
    private func problems(_ body: () throws -> Void) -> [Substring] {
        do {
            try body()
            Issue.record("expected errors")
            return []
        } catch {
            return "\(error)".split(separator: "\n")
        }
    }

    @Test("Native YAML: the cycle a → b → a (line 3) beside the malformed c (line 5)")
    func nativeYAML() {
        // Line 1 `colors:`, 2 page, 3 a, 4 b, 5 c, 6 d (an alias of the malformed c: no error of its own).
        let text = """
            colors:
              page: { value: "#fff", role: background }
              a: "{b}"
              b: "{a}"
              c: "#12345g"
              d: "{c}"

            """
        let lines = problems {
            _ = try NativePaletteImporter().importPalette(contents: Data(text.utf8), path: "f.yaml")
        }
        #expect(lines.count == 2, "\(lines)")
        // `  a: "{b}"`: the alias scalar starts at column 6.
        #expect(lines.first?.contains("f.yaml:3:6") == true && lines.first?.contains("alias cycle: a → b → a") == true)
        #expect(lines.last?.contains("f.yaml:5:") == true && lines.last?.contains("colour 'c'") == true)
    }

    @Test("Native JSON: the cycle beside a malformed colour")
    func nativeJSON() {
        // Line 1 `{"colors": {`, 2 x, 3 loop1, 4 loop2, 5 close.
        let text = """
            {"colors": {
              "x": "#zz0000",
              "loop1": "{loop2}",
              "loop2": "{loop1}"
            }}

            """
        let lines = problems {
            _ = try NativePaletteImporter().importPalette(contents: Data(text.utf8), path: "f.json")
        }
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first?.contains("f.json:2:") == true && lines.first?.contains("colour 'x'") == true)
        #expect(lines.last?.contains("f.json:3:") == true && lines.last?.contains("loop1 → loop2 → loop1") == true)
    }

    @Test("Without the malformed colour the cycle alone is reported, as before")
    func cycleAlone() {
        let text = "colors:\n  a: \"{b}\"\n  b: \"{a}\"\n"
        let lines = problems {
            _ = try NativePaletteImporter().importPalette(contents: Data(text.utf8), path: "f.yaml")
        }
        #expect(lines.count == 1 && lines.first?.contains("alias cycle: a → b → a") == true, "\(lines)")
    }

    @Test("Android: @color/loop1 → loop2 → loop1 beside a #zz0000 colour")
    func android() throws {
        let folder = try ImportTempFolder()
        // Line 1 the declaration, 2 <resources>, 3 bad, 4 loop1, 5 loop2, 6 ref (an alias of the bad one).
        let file = try folder.write(
            "res/values/colors.xml",
            """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
            <color name="bad">#zz0000</color>
            <color name="loop1">@color/loop2</color>
            <color name="loop2">@color/loop1</color>
            <color name="ref">@color/bad</color>
            </resources>

            """)
        let unit = ImportUnit(file: file, contents: try Data(contentsOf: URL(fileURLWithPath: file)), isExplicit: true)
        let lines = problems { _ = try AndroidResourcesImporter().importPalettes(unit) }
        #expect(lines.count == 2, "\(lines)")
        #expect(
            lines.first?.contains("colors.xml:3:") == true && lines.first?.contains("'#zz0000' is not a colour") == true
        )
        #expect(lines.last?.contains("colors.xml:4:") == true && lines.last?.contains("loop1 → loop2 → loop1") == true)
    }
}
