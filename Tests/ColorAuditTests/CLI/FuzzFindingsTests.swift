import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Inputs the fuzz targets reported (`scripts/fuzz.sh`), each audited as the target does, with what a
/// correct result must say. Findings of importers are tested beside their importer (DTCGImporterTests,
/// JSONReaderTests); these are the ones of the whole audit.
@Suite struct FuzzFindingsTests {
    /// FuzzAudit, 2026-12-01: a timeout (32 s) on this mutated copy of the shipped iOS palette. Run alone
    /// the same input takes 0.35 s of CPU in the fuzz build: the 30 s wall-clock limit was passed because
    /// the fuzzer ran at `nice -n 19` on two cores with a load average of 18, not because the audit hangs.
    /// What changed: `secondarySystemBackground`'s `dark:` line became part of the comment before it,
    /// so it has no dark value and dark falls back to light (#f2f2f7), which `missing-appearance` must
    /// report. Hand derivation of the pair it names: tertiaryLabel's dark value is rgba(235, 235, 245,
    /// 0.3); over #f2f2f7 it composites to (0.3·235 + 0.7·242, 0.3·235 + 0.7·242, 0.3·245 + 0.7·247) =
    /// (239.9, 239.9, 246.4), nearly the background itself: relative luminances 0.865 and 0.882, so
    /// (0.882 + 0.05) / (0.865 + 0.05) ≈ 1.02:1 at most.
    @Test func auditTimeoutUnderLoadIsAMissingDarkValue() throws {
        let data = try Fixture.data("Fuzz/FuzzAudit-timeout-d33dfd11.yaml")
        let unit = ImportUnit(file: "fuzz.yaml", contents: data, isExplicit: true)
        let importer = try #require(PaletteImporters.standard.importer(forNamed: unit))
        let palettes = try PaletteImporters.standard.importPalettes(unit, with: importer)
        let palette = try #require(palettes.first)
        let token = try #require(palette.token(named: "secondarySystemBackground"))
        #expect(token.values[.dark] == nil)
        #expect(token.values[.light]?.source == "#f2f2f7")
        let report = Auditor().audit(palette)
        let missing = report.findings.filter {
            $0.rule == "missing-appearance" && $0.appearance == .dark
                && $0.tokens == ["tertiaryLabel", "secondarySystemBackground"]
        }
        #expect(missing.count == 1)
        let ratio = try #require(missing.first?.measurements["ratio"]?.value)
        #expect(ratio >= 1 && ratio <= 1.02)
        // As the target does: both reporters render, and the JSON report reads back.
        _ = TextReporter(useColor: true, form: .full).render([report])
        let json = JSONReporter().render([report])
        #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil)
    }

    /// FuzzAndroid, 2026-12-02: a crash (a read of address 0) in FoundationXML, which hands libxml2's null
    /// data pointer of a processing instruction without data (`<?name?>`, here the file's first line) to
    /// `String(cString:)`. The importer blanks such instructions before parsing; the file is then read or
    /// refused with a located error, as the target requires.
    @Test func processingInstructionWithoutDataIsNoCrash() throws {
        let data = try Fixture.data("Fuzz/FuzzAndroid-crash-c74aefa8.xml")
        let unit = ImportUnit(file: "res/values/colors.xml", contents: data, isExplicit: true)
        do {
            _ = try PaletteImporters.standard.importPalettes(unit, with: AndroidResourcesImporter())
        } catch {
            #expect(error.location.file == "res/values/colors.xml" && error.location.line > 0)
        }
    }

    /// Processing instructions anywhere in a resources file, with and without data: each is read as nothing,
    /// and the colour after one is where it is when spaces stand in its place (lines and columns stay).
    @Test(
        "Processing instructions without data are read as nothing",
        arguments: ["<?a?>", "<?foo?>", "<?xmlfoo?>", "<?foo ?>", "<?foo bar?>", "<!-- <?c?> -->"])
    func processingInstructions(instruction: String) throws {
        func token(_ between: String) throws -> ColorToken {
            let text =
                "<?xml version=\"1.0\"?>\n\(between)\n<resources>\(between)<color name=\"a\">#ffffff</color>"
                + "</resources>\n"
            let unit = ImportUnit(file: "colors.xml", contents: Data(text.utf8), isExplicit: true)
            let palettes = try PaletteImporters.standard.importPalettes(unit, with: AndroidResourcesImporter())
            return try #require(palettes.first?.token(named: "a"))
        }
        let read = try token(instruction)
        #expect(read.values[.any]?.source == "#ffffff")
        let spaced = try token(String(repeating: " ", count: instruction.count))
        #expect(read.location == spaced.location && read.location.line == 3)
    }

    /// FuzzAndroid, 2026-12-02: a crash (a read of address 0x20 in libxml2) on a resources file whose first
    /// bytes are 00 00 00 3C, which libxml2 takes for UTF-32 big-endian without a byte-order mark; it has no
    /// UTF-32 converter here. A UTF-32 file in any byte order is refused before parsing, naming its
    /// encoding; UTF-16 is still read.
    @Test func utf32IsRefusedNotACrash() throws {
        func read(_ data: Data) -> Result<[Palette], PaletteError> {
            let unit = ImportUnit(file: "colors.xml", contents: data, isExplicit: true)
            do {
                return .success(try PaletteImporters.standard.importPalettes(unit, with: AndroidResourcesImporter()))
            } catch { return .failure(error) }
        }
        func refusal(_ data: Data) -> PaletteError? {
            if case .failure(let error) = read(data) { return error }
            return nil
        }
        let found = refusal(try Fixture.data("Fuzz/FuzzAndroid-crash-05132338.xml"))
        #expect(found?.message.hasPrefix("the file is UTF-32 big-endian text") == true, "\(String(describing: found))")
        #expect(found?.location.line == 1 && found?.location.column == 1)
        let text = "<?xml version=\"1.0\"?>\n<resources><color name=\"a\">#fff</color></resources>\n"
        let utf32 = [
            ("UTF-32 big-endian", Data(text.data(using: .utf32BigEndian)!)),
            ("UTF-32 big-endian", Data([0x00, 0x00, 0xFE, 0xFF]) + text.data(using: .utf32BigEndian)!),
            ("UTF-32 little-endian", Data(text.data(using: .utf32LittleEndian)!)),
            ("UTF-32 little-endian", Data([0xFF, 0xFE, 0x00, 0x00]) + text.data(using: .utf32LittleEndian)!),
        ]
        for (name, data) in utf32 {
            #expect(refusal(data)?.message.hasPrefix("the file is \(name) text") == true, "\(name)")
        }
        for data in [text.data(using: .utf16LittleEndian)!, text.data(using: .utf16BigEndian)!] {
            let palettes = try read(data).get()
            #expect(palettes.first?.token(named: "a")?.values[.any]?.source == "#fff")
        }
    }

    /// FuzzAndroid, 2026-12-02: a crash (again a read of address 0x20 in libxml2) on a UTF-16 byte-order mark
    /// before bytes that are not UTF-16. The importer now decodes UTF-16 itself and gives libxml2 UTF-8:
    /// such bytes are refused at line 1, and UTF-16 text (declared as such, in either order, with or
    /// without a mark) reads as its UTF-8 spelling does, at the same lines and columns.
    @Test func utf16IsDecodedBeforeParsing() throws {
        func read(_ data: Data) throws(PaletteError) -> [Palette] {
            let unit = ImportUnit(file: "colors.xml", contents: data, isExplicit: true)
            return try PaletteImporters.standard.importPalettes(unit, with: AndroidResourcesImporter())
        }
        let found = try Fixture.data("Fuzz/FuzzAndroid-crash-3357189a.xml")
        do {
            _ = try read(found)
            Issue.record("expected an error")
        } catch {
            #expect(error.message.hasPrefix("the file is UTF-16 big-endian text with bytes that are not UTF-16"))
            #expect(error.location.line == 1 && error.location.column == 1)
        }
        let text =
            "<?xml version=\"1.0\" encoding=\"utf-16\"?>\n<resources>\n  <color name=\"a\">#fff</color>\n"
            + "  <color name=\"é\">#000</color>\n</resources>\n"
        // The same text in UTF-8, its `encoding="utf-16"` (16 characters) written as spaces.
        let plain = try read(
            Data(text.replacingOccurrences(of: "encoding=\"utf-16\"", with: String(repeating: " ", count: 16)).utf8))
        let expected = try #require(plain.first).tokens.map { "\($0.name) \($0.location)" }
        #expect(expected.count == 2)
        let forms = [
            text.data(using: .utf16LittleEndian)!, text.data(using: .utf16BigEndian)!,
            Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!,
            Data([0xFE, 0xFF]) + text.data(using: .utf16BigEndian)!,
        ]
        for data in forms {
            let palette = try #require(try read(data).first)
            #expect(palette.tokens.map { "\($0.name) \($0.location)" } == expected)
        }
        // An unpaired surrogate (D800 alone) is not UTF-16.
        var broken = Data([0xFE, 0xFF]) + "<resources>".data(using: .utf16BigEndian)!
        broken.append(contentsOf: [0xD8, 0x00, 0x00, 0x3C])
        #expect(throws: PaletteError.self) { try read(broken) }
    }

    /// FuzzAndroid, 2026-12-02: a crash (libxml2 again) on malformed XML declaring `encoding="cp1258"`.
    /// libxml2 now never converts: a declared single-byte encoding Foundation has a table for is decoded
    /// by the importer (é is E9 in Windows-1252 and ISO-8859-1, and in ISO-8859-2 too), any other is
    /// refused at line 1 naming it.
    @Test func declaredEncodingsAreDecodedBeforeParsing() throws {
        func read(_ data: Data) throws(PaletteError) -> [Palette] {
            let unit = ImportUnit(file: "colors.xml", contents: data, isExplicit: true)
            return try PaletteImporters.standard.importPalettes(unit, with: AndroidResourcesImporter())
        }
        let found = try Fixture.data("Fuzz/FuzzAndroid-crash-d2577bb7.xml")
        #expect(throws: PaletteError.self) { try read(found) }
        func file(_ encoding: String) -> Data {
            Data("<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<resources><color name=\"caf".utf8) + Data([0xE9])
                + Data("\">#fff</color></resources>\n".utf8)
        }
        for encoding in ["windows-1252", "ISO-8859-1", "iso-8859-2", "cp1252"] {
            let palette = try #require(try read(file(encoding)).first, "\(encoding)")
            #expect(palette.tokens.map(\.name) == ["caf\u{E9}"], "\(encoding)")
        }
        for encoding in ["cp1258", "iso-8859-5", "utf-7"] {
            do {
                _ = try read(file(encoding))
                Issue.record("\(encoding): expected an error")
            } catch {
                #expect(error.message.hasPrefix("the XML declaration names the encoding '\(encoding)'"))
                #expect(error.location.line == 1 && error.location.column == 1)
            }
        }
    }

    /// FuzzAndroid, 2026-12-02: a crash (a range past the end of the data, in `Data.replaceSubrange`) on
    /// an XML declaration with bytes that are not UTF-8 before its `encoding="utf-8"`: the attribute was
    /// found in decoded text, where each such byte became U+FFFD (three bytes), so its byte range had
    /// moved. It is found in the bytes now; the malformed declaration is then refused with a location.
    /// In a declared single-byte encoding the attribute is blanked in the bytes before decoding, so é
    /// before it (one byte, then two) moves nothing.
    @Test func declaredEncodingIsFoundInBytes() throws {
        let found = try Fixture.data("Fuzz/FuzzAndroid-crash-f7d05995.xml")
        do {
            let unit = ImportUnit(file: "colors.xml", contents: found, isExplicit: true)
            _ = try PaletteImporters.standard.importPalettes(unit, with: AndroidResourcesImporter())
            Issue.record("expected an error")
        } catch {
            #expect(error.location.file == "colors.xml" && error.location.line >= 1)
        }
        let bytes = Data("<?xml version=\"1.0".utf8) + Data([0xFF, 0xFF]) + Data("\" encoding=\"utf-8\"?>".utf8)
        let (name, range) = try #require(AndroidResourceParser.declaredEncoding(bytes))
        #expect(name == "utf-8")
        #expect(String(decoding: bytes[range], as: UTF8.self) == "encoding=\"utf-8\"")
        // 'é' is E9 in ISO-8859-1 and C3 A9 in UTF-8; the 17 bytes of encoding="latin1" become spaces.
        let latin1 = Data("<?xml version=\"".utf8) + Data([0xE9]) + Data("\" encoding=\"latin1\"?><resources/>".utf8)
        let decoded = try AndroidResourceParser.utf8(latin1, path: "colors.xml")
        let expected = "<?xml version=\"\u{E9}\" " + String(repeating: " ", count: 17) + "?><resources/>"
        #expect(String(decoding: decoded, as: UTF8.self) == expected)
    }

    @Test("An XML declaration out of place is refused at its place, not blanked")
    func misplacedDeclaration() throws {
        let text = "<?xml version=\"1.0\"?>\n<resources><?xml?><color name=\"a\">#fff</color></resources>\n"
        let unit = ImportUnit(file: "colors.xml", contents: Data(text.utf8), isExplicit: true)
        do {
            _ = try PaletteImporters.standard.importPalettes(unit, with: AndroidResourcesImporter())
            Issue.record("expected an error")
        } catch {
            #expect(error.location.line == 2)
            #expect(error.message.contains("an XML declaration (<?xml …?>) that is not at the start of the file"))
        }
    }

    /// FuzzSketch, 2026-12-01: a crash (arithmetic overflow) in the JSON reader shared by every JSON
    /// format, on a string holding the bytes EF BF C0 — not UTF-8 (C0 is never a continuation byte). The
    /// reader's escaping of U+FFFE/U+FFFF (EF BF BE, EF BF BF) took any byte from BE up and overflowed a
    /// byte's range from C0. Such a file must be refused as not UTF-8, with its location, not crash.
    @Test func bytesAfterEFBFThatAreNotUTF8AreAnErrorNotACrash() throws {
        var bytes = Array(#"{"colors": {"a": "x"#.utf8)
        bytes += [0xEF, 0xBF, 0xC0]
        bytes += Array(#""}}"#.utf8)
        for name in ["fuzz.json", "fuzz.sketchpalette"] {
            let unit = ImportUnit(file: name, contents: Data(bytes), isExplicit: true)
            let importer = try #require(PaletteImporters.standard.importer(forNamed: unit))
            #expect(throws: PaletteError.self) { try PaletteImporters.standard.importPalettes(unit, with: importer) }
        }
    }
}
