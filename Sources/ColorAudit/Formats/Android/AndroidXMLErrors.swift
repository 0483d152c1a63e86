import Foundation

/// Words for the errors libxml2 (through FoundationXML's `XMLParser`) reports on an Android resources file:
/// what was found and what was expected there. The codes are libxml2's `xmlParserErrors`
/// (include/libxml/xmlerror.h of libxml2 2.9.14, the version Debian 12 ships); FoundationXML's own
/// description is only "error 80".
///
/// Two codes mean several things, told apart by the text at the error's position (`describe`):
/// - 1, XML_ERR_INTERNAL_ERROR: libxml2's push parser (which `XMLParser` uses, without
///   `XML_PARSE_HUGE`) stops with "Huge input lookup" when it has looked more than 10,000,000 bytes
///   (XML_MAX_LOOKUP_LIMIT) for the end of one piece of markup: a comment, a start tag with its attributes,
///   a processing instruction or a CDATA section. It stops with "detected an error in element content"
///   at a `<!` that begins no comment and no CDATA section.
/// - 68, XML_ERR_NAME_REQUIRED: a name is missing after `<` (an element), after `&` (an entity) or where
///   a start tag's next attribute should begin (`<color name="bg" #FFFFFF</color>`).
enum AndroidXMLErrors {
    /// The DOCTYPE codes (Android resource files have none, aapt2 reads none): one sentence for all.
    static let doctypeCodes: Set<Int> = [
        18, 19, 20, 21, 24, 25, 36, 37, 43, 44, 48, 49, 50, 51, 52, 53, 54, 55, 58, 59, 60, 61, 66, 67, 69, 70, 71,
        83, 84, 88, 95,
    ]

    /// What each code found, and what was expected instead (codes 1 and 68 are read in context).
    static let words: [Int: String] = [
        2: "libxml2 ran out of memory; expected a smaller file",
        3: "content before the root element; expected the <resources> element first",
        4: "no root element where one should begin; expected <resources>",
        5: "the document does not end properly (content after the root element, or a missing end tag); "
            + "expected nothing but comments and white space after </resources>",
        6: "a hexadecimal character reference with a character that is not a hexadecimal digit; expected "
            + "&#xHHHH; (write a literal & as &amp;)",
        7: "a decimal character reference with a character that is not a digit; expected &#NNNN; "
            + "(write a literal & as &amp;)",
        8: "a character reference to a character that XML does not allow; expected a character XML allows",
        9: "a character that XML does not allow (a control character, or bytes that are not UTF-8); expected "
            + "text without it",
        10: "the file ends inside a character reference; expected its ';'",
        11: "a character reference outside the root element; expected references only inside <resources>",
        12: "a character reference outside the root element; expected references only inside <resources>",
        13: "a character reference in the DOCTYPE; expected references only inside <resources>",
        14: "the file ends inside an entity reference; expected its ';'",
        15: "an entity reference outside the root element; expected references only inside <resources>",
        16: "an entity reference outside the root element; expected references only inside <resources>",
        17: "an entity reference in the DOCTYPE; expected references only inside <resources>",
        22: "an '&' that is not followed by an entity name; expected &name; (write a literal & as &amp;)",
        23: "an entity reference without its ';'; expected &name; (write a literal & as &amp;)",
        26: "a reference to an entity that is not declared; expected &lt; &gt; &amp; &quot; &apos; or a "
            + "character reference (write a literal & as &amp;)",
        27: "a reference to an entity that is not declared; expected &lt; &gt; &amp; &quot; &apos; or a "
            + "character reference (write a literal & as &amp;)",
        28: "a reference to an unparsed entity, which is not read; expected the value written out",
        29: "a reference to an external entity, which is not read; expected the value written out",
        30: "a reference to a parameter entity outside the DOCTYPE; expected the value written out",
        31: "an encoding libxml2 does not know; expected UTF-8",
        32: "an encoding libxml2 cannot convert; expected UTF-8",
        33: "a value without quotes in the XML declaration; expected it in quotes, as in "
            + "<?xml version=\"1.0\" encoding=\"utf-8\"?>",
        34: "a value whose closing quote is missing in the XML declaration; expected its closing quote",
        35: "a malformed namespace declaration; expected xmlns:prefix=\"URI\"",
        38: "a '<' inside an attribute value; expected the value's closing quote before it (write a literal < as "
            + "&lt;)",
        39: "an attribute value without quotes; expected name=\"value\"",
        40: "an attribute value whose closing quote is missing (or the file ends inside it); expected its "
            + "closing quote",
        41: "an attribute without '=' and a value; expected name=\"value\"",
        42: "an attribute given twice in one element; expected each attribute once",
        45: "a comment that is not closed with '-->' (or the file ends inside it); expected '-->'",
        46: "a processing instruction without a name ('<?' followed by no name); expected <?name …?>",
        47: "a processing instruction that is not closed with '?>' (or the file ends inside it); expected '?>'",
        56: "a malformed XML declaration; expected <?xml version=\"1.0\" encoding=\"utf-8\"?>",
        57: "an XML declaration that is not closed with '?>', or with an attribute other than version, encoding "
            + "and standalone; expected <?xml version=\"1.0\" encoding=\"utf-8\"?>",
        62: "']]>' in text (XML allows it only to close a CDATA section); expected ']]&gt;'",
        63: "a CDATA section that is not closed with ']]>' (or the file ends inside it); expected ']]>'",
        64: "an XML declaration (<?xml …?>) that is not at the start of the file; expected it only as the "
            + "file's first characters",
        65: "a missing space between attributes (or the file ends inside a start tag, or '/' is not followed "
            + "by '>'); expected a space before each attribute, then '>' or '/>'",
        72: "a missing '<'; expected a tag",
        73: "a tag that is not closed with '>' (or the file ends inside it); expected '>'",
        74: "a missing end tag; expected '</'",
        75: "a missing '=' in the XML declaration; expected version=\"1.0\"",
        76: "an end tag that does not match its start tag; expected the start tag's name",
        77: "the file ends inside an element; expected its end tag",
        78: "a standalone value other than yes or no; expected standalone=\"yes\" or standalone=\"no\"",
        79: "a malformed encoding name in the XML declaration; expected encoding=\"utf-8\"",
        80: "'--' inside a comment (XML allows '--' only in the closing '-->'); expected the comment to go on "
            + "without '--' (write '- -') or to end there with '-->'",
        81: "bytes that are not in the file's encoding; expected UTF-8 text",
        82: "an external entity in a standalone document; expected the value written out",
        85: "the file ends inside an element; expected its end tag",
        86: "content after the root element; expected nothing but comments and white space after </resources>",
        87: "an entity whose value is not well-formed XML; expected the value written out",
        89: "entity references that expand without end (an entity loop, or an exponential expansion); expected "
            + "the value written out",
        90: "an entity whose markup does not nest with the text around it; expected the value written out",
        96: "an XML declaration without a version; expected <?xml version=\"1.0\" …?>, version first",
        97: "an XML version other than 1.0; expected version=\"1.0\"",
        101: "an XML declaration without an encoding where one is needed; expected encoding=\"utf-8\"",
        108: "an XML version other than 1.0; expected version=\"1.0\"",
        109: "an XML version other than the one the file began with; expected version=\"1.0\"",
        110: "a name longer than libxml2's limit (50,000 bytes); expected a shorter name",
        200: "a misused xml or xmlns namespace (an empty xmlns:prefix=\"\", or the xml prefix bound anew); "
            + "expected xmlns:prefix=\"URI\" with a URI",
        201: "a namespace prefix that is not declared; expected an xmlns:prefix=\"…\" declaration on this element "
            + "or one around it (as xmlns:tools=\"http://schemas.android.com/tools\")",
        202: "a name with more than one ':', or an empty prefix; expected name or prefix:name",
        203: "one attribute given twice through two prefixes of the same namespace; expected each attribute once",
        204: "an empty namespace name; expected xmlns:prefix=\"URI\" with a URI",
        205: "a name with more than one ':'; expected name or prefix:name",
    ]

    /// The words for libxml2 error `code` reported at `line` and `column` of `data` (the bytes libxml2 read),
    /// and the column to report: for codes 1 and 68 the `<`, `<!` or `&` that begins what is wrong
    /// (libxml2 reports a character or a few after it), else `column`.
    static func describe(_ code: Int, line: Int, column: Int, in data: Data) -> (words: String, column: Int) {
        let offset = offset(line: line, column: column, in: data)
        switch code {
        case 1:
            let start = markup(before: offset, in: data)
            return (describeStop(at: start), start.map { column - characters(in: data[$0.offset..<offset!]) } ?? column)
        case 5:
            // libxml2 says "document end" for a CDATA section the file never closes.
            if let offset, offset - data.startIndex >= 9, data[(offset - 9)..<offset].elementsEqual("<![CDATA[".utf8) {
                return (words[63]!, column - 9)
            }
            return (words[5]!, column)
        case 68:
            let words = describeMissingName(in: data, at: offset)
            guard let offset, offset > data.startIndex,
                [UInt8(ascii: "<"), UInt8(ascii: "&")].contains(data[offset - 1])
            else { return (words, column) }
            return (words, max(column - 1, 1))
        default:
            if let words = words[code] { return (words, column) }
            if doctypeCodes.contains(code) {
                return (
                    "a malformed DOCTYPE declaration (libxml2 error \(code)); expected none (Android resource "
                        + "files have no DOCTYPE)", column
                )
            }
            return ("libxml2 error \(code); expected \(AndroidResourceParser.expected)", column)
        }
    }

    /// The UTF-8 characters in `bytes`.
    static func characters(in bytes: Data) -> Int { bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) } }

    /// Code 1 (see the type) for the markup that begins at `start` (`nil`: none found).
    static func describeStop(at start: (offset: Int, kind: Markup)?) -> String {
        let limit =
            "over libxml2's limit of 10,000,000 bytes for finding the end of one piece of markup "
            + "(XML_MAX_LOOKUP_LIMIT, which XMLParser cannot lift)"
        switch start?.kind {
        case .comment: return "a comment \(limit); expected a shorter comment"
        case .cdata: return "a CDATA section \(limit); expected a shorter one"
        case .instruction: return "a processing instruction \(limit); expected a shorter one"
        case .tag: return "a tag with its attributes \(limit); expected shorter attribute values"
        case .bang:
            return "'<!' that begins no comment and no CDATA section; expected '<!--' (a comment) or "
                + "'<![CDATA[' (write a literal < as &lt;)"
        case nil:
            return "libxml2 stopped (an internal error, or markup \(limit)); expected \(AndroidResourceParser.expected)"
        }
    }

    /// Code 68 at byte `offset`: the name missing after `<`, after `&`, or in a start tag.
    static func describeMissingName(in data: Data, at offset: Int?) -> String {
        guard let offset, offset > data.startIndex else {
            return "a name missing where one was expected; expected \(AndroidResourceParser.expected)"
        }
        let found = shown(data, at: offset)
        switch data[offset - 1] {
        case UInt8(ascii: "<"):
            return "a '<' that is not followed by an element name (found \(found)); expected an element name "
                + "after '<' (write a literal < as &lt;)"
        case UInt8(ascii: "&"):
            return "an '&' that is not followed by an entity name (found \(found)); expected &name; (write a "
                + "literal & as &amp;)"
        default:
            return "\(found) in a start tag where an attribute was expected; expected an attribute (name=\"…\"), "
                + "'>' or '/>'"
        }
    }

    /// The kinds of markup code 1 stops at.
    enum Markup { case comment, cdata, instruction, tag, bang }

    /// The markup that begins at the last `<` at most 8 bytes before `offset` on its line (libxml2 reports
    /// the stop at or just after the markup's `<`), with its kind.
    static func markup(before offset: Int?, in data: Data) -> (offset: Int, kind: Markup)? {
        guard let offset else { return nil }
        var index = min(offset, data.endIndex - 1)
        let lowest = max(data.startIndex, offset - 8)
        while index >= lowest, data[index] != UInt8(ascii: "<") {
            if data[index] == 0x0A, index < offset { return nil }
            index -= 1
        }
        guard index >= lowest else { return nil }
        let rest = data[index...].prefix(9)
        if rest.starts(with: "<!--".utf8) { return (index, .comment) }
        if rest.starts(with: "<![CDATA[".utf8) { return (index, .cdata) }
        if rest.starts(with: "<!".utf8) { return (index, .bang) }
        if rest.starts(with: "<?".utf8) { return (index, .instruction) }
        return (index, .tag)
    }

    /// The byte offset in `data` of 1-based `line` and `column` (columns counted in UTF-8 characters, as
    /// libxml2 counts them); `nil` past the end of the data or of the line.
    static func offset(line: Int, column: Int, in data: Data) -> Int? {
        var index = data.startIndex
        var remaining = line - 1
        while remaining > 0 {
            guard let newline = data[index...].firstIndex(of: 0x0A) else { return nil }
            index = newline + 1
            remaining -= 1
        }
        var characters = column - 1
        while characters > 0 {
            guard index < data.endIndex, data[index] != 0x0A else { return nil }
            index += 1
            while index < data.endIndex, data[index] & 0xC0 == 0x80 { index += 1 }
            characters -= 1
        }
        return index
    }

    /// The character at byte `offset` of `data`, quoted, or named when it does not show ("a line break",
    /// "the end of the file").
    static func shown(_ data: Data, at offset: Int) -> String {
        guard offset < data.endIndex else { return "the end of the file" }
        guard let character = String(decoding: data[offset...].prefix(4), as: UTF8.self).first else {
            return "the end of the file"
        }
        if character.isNewline { return "a line break" }
        if character == " " || character == "\t" { return "a space" }
        guard let scalar = character.unicodeScalars.first, scalar.value >= 0x20, scalar != "\u{FFFD}" else {
            return String(format: "byte 0x%02X", data[offset])
        }
        return "'\(character)'"
    }
}
