import Foundation
import Testing

@testable import ColorAudit

/// Messages for malformed Android resource files (`AndroidXMLErrors`): each says what was found and what
/// was expected, at the line and column of the fault. Inputs are hand-written; each expected column is
/// counted by hand in the line shown beside it (columns from 1, in characters).
@Suite struct AndroidXMLErrorWordsTests {
    /// The first problem `text` read as `colors.xml` throws.
    static func error(_ text: String) throws -> PaletteError {
        var problems = PaletteErrorList()
        do {
            _ = try AndroidResourceParser.parse(Data(text.utf8), path: "colors.xml", problems: &problems)
        } catch {
            return error
        }
        Issue.record("no error for \(text.prefix(200))")
        throw CancellationError()
    }

    static func resources(_ line4: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n    <color name=\"bg\">#FFFFFF</color>\n"
            + line4 + "\n    <color name=\"fg\">#000000</color>\n</resources>\n"
    }

    /// XML 1.0 §2.5: "the string '--' (double-hyphen) MUST NOT occur within comments" (libxml2 error 80,
    /// XML_ERR_HYPHEN_IN_COMMENT). `    <!-- a -- b -->`: the `--` begins at column 12.
    @Test func doubleHyphenInAComment() throws {
        let error = try Self.error(Self.resources("    <!-- a -- b -->"))
        #expect(error.location.line == 4 && error.location.column == 12, "\(error.location)")
        #expect(error.message.contains("'--' inside a comment"), "\(error.message)")
        #expect(error.message.contains("expected"), "\(error.message)")
        #expect(!error.message.contains("error 80"), "\(error.message)")
        // A comment ending in '--->': '--' followed by '-' (column 40 is the first '-' of '---').
        let dashes = try Self.error(Self.resources("    <!-- coloraudit-ignore contrast: x --->"))
        #expect(dashes.location.line == 4 && dashes.location.column == 40, "\(dashes.location)")
        #expect(dashes.message.contains("'--' inside a comment"), "\(dashes.message)")
    }

    /// `    <color name="bg" #FFFFFF</color>`: after the attribute `name="bg"` (columns 12–20) and a space, a
    /// '#' at column 22 where the next attribute, '>' or '/>' should be (libxml2 68, XML_ERR_NAME_REQUIRED).
    @Test func valueWhereAnAttributeShouldBe() throws {
        let error = try Self.error(Self.resources("    <color name=\"bg\" #FFFFFF</color>"))
        #expect(error.location.line == 4 && error.location.column == 22, "\(error.location)")
        #expect(error.message.contains("'#' in a start tag"), "\(error.message)")
        #expect(error.message.contains("expected an attribute (name=\"…\"), '>' or '/>'"), "\(error.message)")
        #expect(!error.message.contains("element name"), "\(error.message)")
    }

    /// The same libxml2 code 68 after '&' and after '<': `    <color name="x">#FFF & </color>` has '&' at
    /// column 26 (libxml2 stops at the space after it, column 27; the message points at the '&');
    /// `    <color name="x">#FFF < </color>` the same with '<'.
    @Test func missingEntityAndElementNames() throws {
        let amp = try Self.error(Self.resources("    <color name=\"x\">#FFF & </color>"))
        #expect(amp.location.line == 4 && amp.location.column == 26, "\(amp.location)")
        #expect(amp.message.contains("an '&' that is not followed by an entity name"), "\(amp.message)")
        #expect(amp.message.contains("&amp;"), "\(amp.message)")
        let less = try Self.error(Self.resources("    <color name=\"x\">#FFF < </color>"))
        #expect(less.location.line == 4 && less.location.column == 26, "\(less.location)")
        #expect(less.message.contains("a '<' that is not followed by an element name"), "\(less.message)")
    }
}

extension AndroidXMLErrorWordsTests {
    /// A comment of 12 MiB on line 4 (no indent: `<!--` at column 1): libxml2's push parser gives up
    /// looking for its `-->` past 10,000,000 bytes (XML_MAX_LOOKUP_LIMIT). The message names a comment,
    /// at its `<`, not an attribute.
    @Test func aCommentOverTheLookupLimit() throws {
        let text =
            "<?xml version=\"1.0\"?>\n<resources>\n<color name=\"bg\">#FFF</color>\n<!-- "
            + String(repeating: "y", count: 12_582_912) + " -->\n<color name=\"fg\">#000</color>\n</resources>\n"
        let error = try Self.error(text)
        #expect(error.location.line == 4 && error.location.column == 1, "\(error.location)")
        #expect(error.message.contains("a comment over libxml2's limit of 10,000,000 bytes"), "\(error.message)")
        #expect(!error.message.contains("attribute"), "\(error.message)")
    }

    /// `  <!foo>` on line 2: '<!' at column 3 begins no comment and no CDATA section (libxml2 stops with
    /// its code 1, which also means the size limit).
    @Test func bangThatBeginsNothing() throws {
        let error = try Self.error("<resources>\n  <!foo>\n</resources>\n")
        #expect(error.location.line == 2 && error.location.column == 3, "\(error.location)")
        #expect(error.message.contains("'<!' that begins no comment"), "\(error.message)")
        #expect(!error.message.contains("10,000,000"), "\(error.message)")
    }

    /// Faults of the XML declaration, references and names, each from the XML 1.0 and Namespaces in XML
    /// grammars (production in the comment): described in words with what was expected, never by number.
    @Test func otherCodesInWords() throws {
        let cases: [(text: String, line: Int, words: String)] = [
            // XMLDecl: version 1.0 only for Android (VersionNum '1.' [0-9]+; libxml2 warns on 1.1 and stops).
            ("<?xml version=\"1.1\"?>\n<resources/>\n", 1, "expected version=\"1.0\""),
            // VersionInfo needs quotes.
            ("<?xml version=1.0?>\n<resources/>\n", 1, "a value without quotes in the XML declaration"),
            // SDDecl: 'yes' or 'no'.
            ("<?xml version=\"1.0\" standalone=\"maybe\"?>\n<resources/>\n", 1, "expected standalone=\"yes\""),
            // XMLDecl: VersionInfo first.
            ("<?xml encoding=\"utf-8\"?>\n<resources/>\n", 1, "an XML declaration without a version"),
            // CharRef: '&#x' [0-9a-fA-F]+ ';'.
            ("<resources>\n<color name=\"a\">&#xZZ;</color>\n</resources>\n", 2, "not a hexadecimal digit"),
            // CharData may not contain ']]>'.
            ("<resources>\n<color name=\"a\">#FFF]]></color>\n</resources>\n", 2, "']]>' in text"),
            // NSC: a prefix must be declared.
            (
                "<resources>\n<color tools:ignore=\"x\" name=\"a\">#FFF</color>\n</resources>\n", 2,
                "a namespace prefix that is not declared"
            ),
            // ETag: '</' Name S? '>' matching the start tag.
            (
                "<resources>\n<color name=\"a\">#FFF</colour>\n</resources>\n", 2,
                "an end tag that does not match its start tag <color>; expected </color>"
            ),
        ]
        for (text, line, words) in cases {
            let error = try Self.error(text)
            #expect(error.location.line == line, "\(text): \(error.location)")
            #expect(error.message.contains(words), "\(text): \(error.message)")
            #expect(!error.message.contains("error"), "\(text): \(error.message)")
        }
    }
}

extension AndroidXMLErrorWordsTests {
    /// XML 1.0 §2.7: a CDATA section is character data. `<color name="a"><![CDATA[#FFFFFF]]></color>` is
    /// #FFFFFF (aapt2 reads the element's text, CDATA included); it read as an empty value ("'' is not a
    /// colour").
    @Test func aColourInACDATASection() throws {
        var problems = PaletteErrorList()
        let text =
            "<resources>\n    <color name=\"a\"><![CDATA[#FFFFFF]]></color>\n    <color name=\"b\">#0<![CDATA[00]]>000</color>\n</resources>\n"
        let resources = try AndroidResourceParser.parse(Data(text.utf8), path: "colors.xml", problems: &problems)
        #expect(resources.map(\.value) == ["#FFFFFF", "#000000"])
    }
}

extension AndroidXMLErrorWordsTests {
    /// libxml2's code 5 ("document end") for a file cut inside an element, and for a CDATA section never
    /// closed. `    <color name="fg">#FFF` ends the file at line 4, column 26 (4 spaces, 17 for the start
    /// tag, 4 for the value); `    <color name="fg"><![CDATA[#FFF</color>` opens the section at column 22.
    @Test func theFileEndsInsideAnElementOrACDATASection() throws {
        let cut = try Self.error(
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n    <color name=\"bg\">#FFFFFF</color>\n"
                + "    <color name=\"fg\">#FFF")
        #expect(cut.location.line == 4 && cut.location.column == 26, "\(cut.location)")
        #expect(cut.message.contains("the file ends inside <color>; expected </color>"), "\(cut.message)")
        let cdata = try Self.error(Self.resources("    <color name=\"fg\"><![CDATA[#FFF</color>"))
        #expect(cdata.location.line == 4 && cdata.location.column == 22, "\(cdata.location)")
        #expect(cdata.message.contains("a CDATA section that is not closed with ']]>'"), "\(cdata.message)")
    }

    /// Two UTF-8 byte order marks: the second is U+FEFF, which does not show; the message names it.
    @Test func aSecondByteOrderMarkIsNamed() throws {
        var problems = PaletteErrorList()
        do {
            _ = try AndroidResourceParser.parse(
                Data([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("<resources/>".utf8)), path: "colors.xml",
                problems: &problems)
            Issue.record("no error")
        } catch {
            #expect(error.location.line == 1 && error.location.column == 1, "\(error.location)")
            #expect(error.message.contains("U+FEFF (a second byte order mark)"), "\(error.message)")
        }
    }
}

extension AndroidXMLErrorWordsTests {
    /// `<!ENTITY e "#FFFFFF">` and `<color name="a">&e;</color>` (line 4, the start tag at column 1):
    /// XMLParser drops the reference, so the colour read as '' ("'' is not a colour", a wrong message for
    /// what is written). The problem now says the entity is not expanded.
    @Test func anEntityReferenceAsAValue() throws {
        var problems = PaletteErrorList()
        let text =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE resources [ <!ENTITY e \"#FFFFFF\"> ]>\n<resources>\n"
            + "<color name=\"a\">&e;</color>\n<color name=\"b\">#000000</color>\n</resources>\n"
        let resources = try AndroidResourceParser.parse(Data(text.utf8), path: "colors.xml", problems: &problems)
        #expect(resources.map(\.name) == ["b"])
        let first = try #require(problems.listed.first)
        #expect(first.location.line == 4, "\(first.location)")
        #expect(first.message.contains("colour 'a': no value as read"), "\(first.message)")
        #expect(first.message.contains("not expanded"), "\(first.message)")
    }
}
