import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Reader messages that say what the file holds: a JSON file read as Android XML is "not XML" (libxml2
/// called it "the document is empty"), an empty `.xml` named explicitly is "empty" like every other
/// format, the YAML comment hint is given to YAML only, and a YAML or JSON palette in another encoding is
/// named as such with the iconv line, as the CSS and GIMP readers do.
@Suite("Reader messages")
struct ReaderMessageTests {
    private func error(_ body: () throws -> Void) -> PaletteError? {
        do {
            try body()
            return nil
        } catch {
            return error as? PaletteError
        }
    }

    @Test("A JSON file read as Android XML: not XML, naming the first character and where it is")
    func jsonAsAndroid() throws {
        var problems = PaletteErrorList()
        let first = error {
            _ = try AndroidResourceParser.parse(Data("{\"colors\": {}}".utf8), path: "c.json", problems: &problems)
        }
        #expect(first?.message.hasPrefix("not XML: the file starts with '{'") == true, "\(String(describing: first))")
        #expect(first?.location.line == 1 && first?.location.column == 1)
        // After a blank line and two spaces: line 2, column 3.
        let later = error {
            _ = try AndroidResourceParser.parse(Data("\n  colors: []\n".utf8), path: "c.yaml", problems: &problems)
        }
        #expect(later?.message.contains("starts with 'c'") == true)
        #expect(later?.location.line == 2 && later?.location.column == 3)
        // Through the CLI with --input-format android.
        let folder = try ImportTempFolder()
        let path = try folder.write("colors.json", "{\"colors\": {\"a\": \"#fff\"}}\n")
        let result = try InProcessCLI.run(["audit", path, "--input-format", "android"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("not XML: the file starts with '{'") && !result.stderr.contains("empty"))
    }

    @Test("An empty or undecodable .json named explicitly names the token formats too")
    func emptyJSONNamesTokenFormats() throws {
        let folder = try ImportTempFolder()
        for (name, contents) in [("tokens.json", ""), ("color-palette.json", "  \n")] {
            let path = try folder.write(name, contents)
            let result = try InProcessCLI.run(["audit", path])
            #expect(result.status == 2, "\(name)")
            #expect(
                result.stderr.contains("design tokens (DTCG, Tokens Studio, Style Dictionary, Spectrum)"),
                "\(result.stderr)")
        }
    }

    @Test("A 0-byte .xml named explicitly is called empty, as in every other format")
    func emptyXML() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("empty.xml", "")
        let result = try InProcessCLI.run(["audit", path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("the file is empty; expected an Android resources file"), "\(result.stderr)")
        let blank = try folder.write("blank.xml", "\n  \n")
        #expect(try InProcessCLI.run(["audit", blank]).stderr.contains("the file is empty"))
    }

    @Test("A colour without a value: the YAML comment hint for YAML only")
    func nullHint() {
        let json = error {
            _ = try NativePaletteImporter().importPalette(
                contents: Data("{\"colors\":{\"c\":null}}".utf8), path: "p.json")
        }
        #expect(json?.message.contains("colour 'c' has no value") == true, "\(String(describing: json))")
        #expect(json?.message.contains("YAML") == false && json?.message.contains("comment") == false)
        let yaml = error {
            _ = try NativePaletteImporter().importPalette(contents: Data("colors:\n  c:\n".utf8), path: "p.yaml")
        }
        #expect(yaml?.message.contains("in YAML an unquoted # starts a comment") == true)
    }

    @Test("UTF-16LE without a mark and Latin-1 YAML and JSON palettes name the encoding and iconv")
    func encodings() {
        // "colors:\n  a: \"#fff\"\n" in UTF-16LE: every ASCII byte followed by a zero byte, no mark.
        var utf16 = Data()
        for byte in "colors:\n  a: \"#fff\"\n".utf8 { utf16.append(contentsOf: [byte, 0]) }
        let wide = error { _ = try NativePaletteImporter().importPalette(contents: utf16, path: "w.yaml") }
        #expect(wide?.message.contains("UTF-16 little-endian") == true, "\(String(describing: wide))")
        #expect(wide?.message.contains("iconv -f UTF-16 -t UTF-8") == true)
        // "colors:\n  caf\u{E9}: ..." in Latin-1: "colors:\n" is bytes 0-7, "  caf" 8-12, é (0xE9) byte 13.
        var latin1 = Data("colors:\n  caf".utf8)
        latin1.append(0xE9)
        latin1.append(contentsOf: Data(": \"#fff\"\n".utf8))
        let yaml = error { _ = try NativePaletteImporter().importPalette(contents: latin1, path: "l.yaml") }
        #expect(yaml?.message.contains("byte 0xE9 is not UTF-8") == true, "\(String(describing: yaml))")
        #expect(yaml?.message.contains("iconv") == true && yaml?.location.offset == 13)
        // Line 2 ("  caf" before it), column 6, as a text editor shows it.
        #expect(yaml?.location.line == 2 && yaml?.location.column == 6)
        #expect(yaml.map { "\($0.location)" } == "l.yaml:2:6")
        // After a byte-order mark and a two-byte character: "\u{FEFF}colors:\n  é: x\n  b\u{FF}…" puts the
        // 0xFF on line 3, after "  b": column 4.
        var marked3 = Data([0xEF, 0xBB, 0xBF])
        marked3.append(contentsOf: Data("colors:\n  \u{E9}: \"#fff\"\n  b".utf8))
        marked3.append(0xFF)
        let third = error { _ = try NativePaletteImporter().importPalette(contents: marked3, path: "b.yaml") }
        #expect(third?.location.line == 3 && third?.location.column == 4, "\(String(describing: third))")
        // CR LF and a CR alone end lines too: "colors:\r\n  a: x\r  b" puts the 0xFF on line 3, column 4.
        var returns = Data("colors:\r\n  a: \"#fff\"\r  b".utf8)
        returns.append(0xFF)
        let fourth = error { _ = try NativePaletteImporter().importPalette(contents: returns, path: "r.yaml") }
        #expect(fourth?.location.line == 3 && fourth?.location.column == 4, "\(String(describing: fourth))")
        // `{"colors":{"caf` is bytes 0-14: é at byte 15.
        var json = Data("{\"colors\":{\"caf".utf8)
        json.append(0xE9)
        json.append(contentsOf: Data("\":\"#fff\"}}".utf8))
        let jsonError = error { _ = try NativePaletteImporter().importPalette(contents: json, path: "l.json") }
        #expect(jsonError?.message.contains("byte 0xE9 is not UTF-8") == true, "\(String(describing: jsonError))")
        #expect(jsonError?.location.offset == 15)
        #expect(jsonError?.location.line == 1 && jsonError?.location.column == 16)
        // UTF-16 with its mark is read by libyaml as before.
        var marked = Data([0xFF, 0xFE])
        marked.append(utf16)
        #expect(error { _ = try NativePaletteImporter().importPalette(contents: marked, path: "m.yaml") } == nil)
    }
}
