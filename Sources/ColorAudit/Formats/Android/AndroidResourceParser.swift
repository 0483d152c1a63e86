import ColorScience
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The `<color>` resources of one Android resources XML file, read with FoundationXML's `XMLParser`
/// (external entities and DTDs are not resolved: `shouldResolveExternalEntities` is off).
///
/// Taken: `<color name="x">value</color>` and `<item name="x" type="color">value</item>` directly inside
/// `<resources>`, and the `<item name="attr">value</item>`s of each `<style>` (a theme's attributes, with
/// the style); the value is the element's text with white space trimmed. A comment
/// `<!-- coloraudit-ignore RULE: reason -->` right before such an element (only white space and other
/// comments between) silences that rule for it (`Suppression`, as `ignore:` in our palette format); one
/// before anything else, or without a rule or a reason, is a problem at the comment.
///
/// **Descriptions.** Android resources have no description field; the designer's note on a colour is the
/// XML comment beside it. A colour resource's `documentation` is the comment that follows its end tag
/// on the same line (`<color name="color_control_light">#39000000</color> <!-- Same as textColorPrimary
/// disabled -->`, google/iosched), else the one comment right before its start tag with no blank line
/// and no other element or comment between (`coloraudit-ignore` comments are skipped): only the adjacent
/// comment, so a section header separated by a blank line describes nothing, and a comment trailing one
/// colour is not the next colour's. A comment that speaks of colours in the plural (the word `colors` or
/// `colours`) and so stands right before a colour heads a *run*: it describes every colour that follows
/// it line by line, with no blank line, comment or other element between, unless a colour has a note of
/// its own on its line (Tusky's `<!-- colors used in the elephant friend drawables -->` over its seven
/// `elephant_friend_*` colours, tuskyapp/Tusky @ 43ae0bb, `app/src/main/res/values/colors.xml` 46–53).
/// Theme `<item>`s take none (their comments head sections).
/// Everything else (`dimen`, `integer-array`, other comments, stray text) is ignored.
struct AndroidResourceParser {
    /// One colour resource as written.
    struct Resource {
        var name: String
        var value: String
        var location: SourceLocation
        /// The `<style>` an `<item>` sets an attribute of (a theme's `colorPrimary`); `nil` for a colour.
        var style: Style? = nil
        /// The rules silenced by `<!-- coloraudit-ignore RULE: reason -->` comments right before it.
        var suppressions: [Suppression] = []
        /// The comment describing it (see the type, "Descriptions"), trimmed; `nil` for a theme attribute.
        var documentation: String? = nil
    }

    /// A `<style name="…" parent="…">` element.
    struct Style: Hashable {
        var name: String
        var parent: String?
        var location: SourceLocation
    }

    /// What an Android resources file is expected to be, for messages.
    static let expected = "an Android resources file (<resources> with <color> elements)"

    /// Refuses a file that is empty (or only white space) or whose first character other than white space
    /// (after a UTF-8 byte order mark) is not `<`, so that a JSON or YAML file read as Android XML is
    /// called what it is: libxml2 calls both "the document is empty". A file with a UTF-16 byte order mark,
    /// or a NUL among its first four bytes, is not judged here (`utf8` has made UTF-16 UTF-8 before).
    /// - Throws: `PaletteError` at line 1 column 1 for an empty file; at the first character's line and
    ///   column (counted in UTF-8 characters) naming it otherwise.
    static func checkStart(_ data: Data, path: String) throws(PaletteError) {
        let bytes = [UInt8](data.prefix(4))
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.contains(0) { return }
        var line = 1
        var column = 1
        var index = data.startIndex
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { index += 3 }
        while index < data.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(data[index]) {
            if data[index] == 0x0A {
                line += 1
                column = 1
            } else if data[index] != 0x0D {
                column += 1
            }
            index += 1
        }
        guard index < data.endIndex else {
            throw PaletteError(
                kind: .empty,
                location: SourceLocation(file: path, line: 1, column: 1),
                message: "the file is empty; expected \(expected)")
        }
        guard data[index] != UInt8(ascii: "<") else { return }
        let first = String(decoding: data[index...].prefix(4), as: UTF8.self).first.map(String.init) ?? "?"
        // A character that does not show is named by its code point: a second byte order mark read as
        // "'\u{FEFF}'" looked like an empty quote.
        let scalar = first.unicodeScalars.first ?? "\u{FFFD}"
        let shown =
            first.unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0.value < 0x20 || $0 == "\u{FFFD}" }
            ? String(format: "byte 0x%02X", data[index])
            : scalar == "\u{FEFF}"
                ? "U+FEFF (a second byte order mark)"
                : scalar.properties.generalCategory == .format ? String(format: "U+%04X", scalar.value) : "'\(first)'"
        throw PaletteError(
            kind: .unrecognizedFormat,
            location: SourceLocation(file: path, line: line, column: column),
            message: "not XML: the file starts with \(shown); expected \(expected)")
    }

    /// The colour resources of `data`, in file order.
    /// A colour without a `name` is recorded in `problems` and reading goes on.
    /// - Throws: `PaletteError` at the parser's line and column for malformed XML or a root that is not
    ///   `<resources>` (reading stops there).
    static func parse(_ data: Data, path: String, problems: inout PaletteErrorList) throws(PaletteError)
        -> [Resource]
    {
        var declared: [String] = []
        return try parse(data, path: path, problems: &problems, declaredAttributes: &declared)
    }

    /// The colour resources of `data`, as `parse(_:path:problems:)`, and in `declaredAttributes` the
    /// attributes the file declares itself: every `<attr name="x">` directly inside `<resources>`, and
    /// one with a `format` inside a `<declare-styleable>` (one without names an attribute declared
    /// elsewhere), except the platform's `android:` ones (`AndroidLayoutUses`).
    static func parse(
        _ data: Data, path: String, problems: inout PaletteErrorList, declaredAttributes: inout [String]
    ) throws(PaletteError) -> [Resource] {
        var styles: [Style] = []
        return try parse(
            data, path: path, problems: &problems, declaredAttributes: &declaredAttributes, styles: &styles)
    }

    /// The colour resources of `data`, as `parse(_:path:problems:declaredAttributes:)`, and in `styles`
    /// every `<style>` of the file in order, those that set no `<item>` too: a style inherits its parent's
    /// items through an empty one (`<style name="Theme.App.Dark" parent="Theme.Base.App.Dark" />`).
    static func parse(
        _ data: Data, path: String, problems: inout PaletteErrorList, declaredAttributes: inout [String],
        styles: inout [Style]
    ) throws(PaletteError) -> [Resource] {
        let data = try utf8(data, path: path)
        try checkStart(data, path: path)
        // Fed as a stream, in FoundationXML's 128 KiB chunks: given the whole file in one chunk, libxml2's
        // push parser never releases what it has read and stops past 10,000,000 bytes
        // (XML_MAX_LOOKUP_LIMIT, "Huge input lookup", error 1) on a valid 50 MB colors.xml.
        let source = blankingEmptyProcessingInstructions(data)
        let parser = XMLParser(stream: InputStream(data: source))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let delegate = Delegate(path: path, source: source)
        parser.delegate = delegate
        let ok = parser.parse()
        for problem in delegate.problems { problems.record(problem) }
        declaredAttributes += delegate.declaredAttributes
        styles += delegate.styles
        if let error = delegate.error { throw error }
        if ok, !delegate.open.isEmpty {
            throw PaletteError(
                kind: .syntax,
                location: SourceLocation(
                    file: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)),
                message:
                    "invalid XML: the file ends inside <\(delegate.open.last!)>; expected </\(delegate.open.last!)>")
        }
        guard ok else {
            throw delegate.failure(parser, parser.parserError.map { ($0 as NSError).code })
        }
        return delegate.resources
    }

    /// `data` as UTF-8 text without a declared encoding, for libxml2, which then converts nothing: UTF-16
    /// (`TextDecoding.wideEncoding`: a byte-order mark, or the zero bytes of ASCII text) and the declared
    /// single-byte encodings of `singleByte` are decoded here, and the declaration's `encoding="…"` is
    /// written as spaces (characters, and so lines and columns, stay). libxml2 as FoundationXML links it
    /// ended the process whenever it switched encodings on some malformed files (FuzzAndroid found a
    /// declared `utf-7`, a UTF-16 mark before bytes that are not UTF-16, 00 00 00 3C before UTF-8 and a
    /// declared `cp1258`), and it has no UTF-32 converter. Android resource files are UTF-8 (aapt2 reads
    /// nothing else), so the short list loses no real file.
    /// - Throws: `PaletteError` at line 1, column 1 for UTF-32, bytes that are not UTF-16 or not in the
    ///   declared encoding, and an encoding outside the list, naming it.
    static func utf8(_ data: Data, path: String) throws(PaletteError) -> Data {
        let location = SourceLocation(file: path, line: 1, column: 1)
        var text = data
        if let wide = TextDecoding.wideEncoding(of: data) {
            guard wide.hasPrefix("UTF-16") else {
                throw PaletteError(
                    kind: .encoding,
                    location: location,
                    message: "the file is \(wide) text; expected UTF-8 (Android resource files are UTF-8) or UTF-16; "
                        + "convert it, e.g. with iconv -f UTF-32 -t UTF-8")
            }
            guard let decoded = utf16(data, bigEndian: wide.hasSuffix("big-endian")) else {
                throw PaletteError(
                    kind: .encoding,
                    location: location,
                    message: "the file is \(wide) text with bytes that are not UTF-16 (an unpaired surrogate or an "
                        + "odd byte at the end); expected UTF-8 or UTF-16 text (\(expected))")
            }
            text = decoded
        }
        guard let (name, attribute) = declaredEncoding(text) else { return text }
        // The attribute is ASCII bytes in every encoding read here, so it is blanked before decoding.
        text.replaceSubrange(attribute, with: repeatElement(0x20, count: attribute.count))
        if !["utf-8", "utf8", "utf-16", "utf-16le", "utf-16be", "us-ascii", "ascii"].contains(name) {
            guard let encoding = singleByte[name] else {
                throw PaletteError(
                    kind: .encoding,
                    location: location,
                    message: "the XML declaration names the encoding '\(name)'; expected UTF-8 (Android resource "
                        + "files are UTF-8), UTF-16, US-ASCII, ISO-8859-1, ISO-8859-2 or Windows-1250 to 1254; "
                        + "convert it, e.g. with iconv -f \(name) -t UTF-8")
            }
            guard let decoded = String(data: text, encoding: encoding) else {
                throw PaletteError(
                    kind: .encoding,
                    location: location,
                    message: "the file has bytes that are not \(name) text, the encoding its XML declaration names")
            }
            text = Data(decoded.utf8)
        }
        return text
    }

    /// The declared single-byte encodings `utf8` decodes, by their lower-case names (Foundation's tables).
    static let singleByte: [String: String.Encoding] = [
        "iso-8859-1": .isoLatin1, "iso8859-1": .isoLatin1, "latin1": .isoLatin1, "latin-1": .isoLatin1,
        "iso-8859-2": .isoLatin2, "iso8859-2": .isoLatin2, "latin2": .isoLatin2,
        "windows-1250": .windowsCP1250, "cp1250": .windowsCP1250, "windows-1251": .windowsCP1251,
        "cp1251": .windowsCP1251, "windows-1252": .windowsCP1252, "cp1252": .windowsCP1252,
        "windows-1253": .windowsCP1253, "cp1253": .windowsCP1253, "windows-1254": .windowsCP1254,
        "cp1254": .windowsCP1254,
    ]

    /// UTF-16 `data` (a byte-order mark dropped) as UTF-8; `nil` for an unpaired surrogate or an odd byte.
    static func utf16(_ data: Data, bigEndian: Bool) -> Data? {
        var start = data.startIndex
        if data.starts(with: bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) { start += 2 }
        let body = data[start...]
        guard body.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(body.count / 2)
        var index = body.startIndex
        while index + 1 < body.endIndex {
            let (high, low) = bigEndian ? (body[index], body[index + 1]) : (body[index + 1], body[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(units.count)
        let invalid = transcode(
            units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true, into: { bytes.append($0) })
        return invalid ? nil : Data(bytes)
    }

    /// The encoding an XML declaration at the start of ASCII-compatible `data` names (lower case), and the
    /// byte range of its `encoding="…"` attribute; `nil` when there is no declaration or no encoding in it.
    /// The declaration is looked for in the first 256 bytes, as bytes, not as decoded text: a byte that is
    /// not UTF-8 would read as U+FFFD, three bytes long, and move every offset after it (FuzzAndroid found
    /// the range then reaching past the end of the data). It ends at its `?>`, or at the first `<` or `>`
    /// when it is not closed: libxml2 switches to a declared encoding as soon as it has read the attribute,
    /// before it finds the declaration malformed (FuzzAndroid: `<?xml version="1.0" encoding="utf-7"#FF…`
    /// with no `?>` ended the process in `xmlSwitchToEncoding`).
    static func declaredEncoding(_ data: Data) -> (name: String, attribute: Range<Int>)? {
        let head = Array(data.prefix(256))
        guard head.starts(with: "<?xml".utf8) else { return nil }
        let afterTarget = 5
        let end =
            head[afterTarget...].firstIndex { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }.map {
                $0 > afterTarget && head[$0 - 1] == UInt8(ascii: "?") && head[$0] == UInt8(ascii: ">") ? $0 - 1 : $0
            } ?? head.endIndex
        guard let keyword = head[..<end].firstRange(of: Array("encoding".utf8)) else { return nil }
        let rest = head[keyword.upperBound..<end]
        let quotes: [UInt8] = [0x22, 0x27]
        let separators: [UInt8] = [0x20, 0x09, 0x0D, 0x0A, 0x3D]
        guard let open = rest.firstIndex(where: quotes.contains),
            rest[..<open].allSatisfy(separators.contains),
            let close = rest[(open + 1)...].firstIndex(of: rest[open])
        else { return nil }
        let name = String(decoding: rest[(open + 1)..<close], as: UTF8.self).lowercased()
        return (name, (data.startIndex + keyword.lowerBound)..<(data.startIndex + close + 1))
    }

    /// `data` with every processing instruction that has no data (`<?name?>`) replaced by spaces, byte for
    /// byte, so lines and columns stay. FoundationXML turns libxml2's null data pointer for such an
    /// instruction into a `String(cString:)`, which reads address 0 and ends the process
    /// (swift-corelibs-foundation, `_NSXMLParserProcessingInstruction`, found by the FuzzAndroid target).
    /// A processing instruction carries nothing a colour resource uses. An `xml` target (any case) is left
    /// for libxml2, which refuses it as a misplaced declaration without calling back. An instruction
    /// inside a comment is blanked too, which changes nothing read.
    static func blankingEmptyProcessingInstructions(_ data: Data) -> Data {
        let question = UInt8(ascii: "?")
        let less = UInt8(ascii: "<")
        let greater = UInt8(ascii: ">")
        let ends: Set<UInt8> = [question, less, greater, 0x20, 0x09, 0x0A, 0x0D]
        var result: Data?
        var index = data.startIndex
        while let open = data[index...].firstIndex(of: less) {
            index = open + 1
            guard index < data.endIndex, data[index] == question else { continue }
            var end = index + 1
            while end < data.endIndex, !ends.contains(data[end]) { end += 1 }
            guard end > index + 1, end + 1 < data.endIndex, data[end] == question, data[end + 1] == greater else {
                continue
            }
            let target = data[(index + 1)..<end]
            if target.count == 3, String(decoding: target, as: UTF8.self).lowercased() == "xml" { continue }
            if result == nil { result = data }
            result!.replaceSubrange(open...(end + 1), with: repeatElement(0x20, count: end + 2 - open))
            index = end + 2
        }
        return result ?? data
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        let path: String
        /// The bytes the parser reads, for the words of its errors (`AndroidXMLErrors`).
        let source: Data
        /// Whether the file declares entities (`<!ENTITY`), whose references XMLParser drops.
        lazy var declaresEntities = source.range(of: Data("<!ENTITY".utf8)) != nil
        var resources: [Resource] = []
        /// The attributes the file declares (`parse(_:path:problems:declaredAttributes:)`).
        var declaredAttributes: [String] = []
        /// The problem that stopped the parser (malformed XML, wrong root).
        var error: PaletteError?
        /// Problems that do not stop reading (a colour without a name), each reported.
        var problems: [PaletteError] = []
        var depth = 0
        /// Names of the elements open, outermost first.
        var open: [String] = []
        var current:
            (
                name: String, location: SourceLocation, text: String, suppressions: [Suppression],
                documentation: String?
            )?
        /// The `<style>` open at depth 2, whose `<item>`s are theme attributes.
        var style: Style?
        /// Every `<style>` read, in order.
        var styles: [Style] = []
        /// The `coloraudit-ignore` comments read since the last element began or ended, for the next one.
        var pendingIgnores: [Suppression] = []
        /// The last comment read since the last element began or ended, with the line breaks after it: the
        /// next colour's description when no blank line separates them ("Descriptions").
        var pendingDescription: (text: String, breaks: Int)?
        /// The plural comment heading the run of colours being read, with the line breaks since the last
        /// colour of the run ended ("Descriptions").
        var heading: (text: String, breaks: Int)?
        /// The element that just ended (for a colour resource, its index in `resources`), with the line
        /// breaks after its end tag: a comment read with none between trails it, describing the colour
        /// and no other ("Descriptions").
        var ended: (colour: Int?, breaks: Int)?
        /// The colour or colour `<item>` (its index in `resources`) whose end tag is the last thing read,
        /// with no line break since: a `coloraudit-ignore` comment read now trails it on its line and is
        /// for it, never for the next one (as linters' `disable-line` comments are).
        var trailed: Int?

        func parser(_ parser: XMLParser, foundComment comment: String) {
            let body = comment.trimmingCharacters(in: .whitespacesAndNewlines)
            guard body.hasPrefix(IgnoreComment.keyword) else {
                describe(with: body)
                return
            }
            // Skipped between a description and its colour: its line break does not separate them.
            if let pending = pendingDescription, pending.breaks <= 1 { pendingDescription?.breaks = 0 }
            let location = SourceLocation(file: path, line: parser.lineNumber, column: max(parser.columnNumber, 1))
            do throws(PaletteError) {
                let suppression = try IgnoreComment.suppression(body, at: location, example: "<!-- %@ -->")
                if let trailed {
                    resources[trailed].suppressions.append(suppression)
                } else {
                    pendingIgnores.append(suppression)
                }
            } catch {
                problems.append(error)
            }
        }

        /// Whether a comment speaks of colours in the plural (`colors`, `colours`): it heads a run
        /// ("Descriptions").
        static func namesColours(_ text: String) -> Bool {
            text.lowercased().split { !$0.isLetter }.contains { $0 == "colors" || $0 == "colours" }
        }

        /// Takes the comment `body` as the description of the colour it trails, else holds it for the next
        /// colour ("Descriptions").
        func describe(with body: String) {
            defer { ended = nil }
            if let ended, ended.breaks == 0 {
                // Beside its colour on the line: the colour's own note, over one written before it.
                if !body.isEmpty, let index = ended.colour { resources[index].documentation = body }
                pendingDescription = nil
                return
            }
            heading = nil
            pendingDescription = body.isEmpty ? nil : (body, 0)
        }

        /// The pending `coloraudit-ignore` comments, taken for an element that may carry them (`takes`), else
        /// each recorded as a problem: it stands before something that is not a colour.
        func takeIgnores(_ takes: Bool, before element: String) -> [Suppression] {
            defer { pendingIgnores = [] }
            guard !takes else { return pendingIgnores }
            for suppression in pendingIgnores {
                problems.append(
                    PaletteError(
                        kind: .invalidSuppression,
                        location: suppression.location,
                        message: "\(IgnoreComment.keyword): expected a <color> or a colour <item> after the comment, "
                            + "found \(element)"))
            }
            return []
        }

        init(path: String, source: Data) { (self.path, self.source) = (path, source) }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes: [String: String] = [:]
        ) {
            depth += 1
            open.append(elementName)
            let location = SourceLocation(file: path, line: parser.lineNumber, column: max(parser.columnNumber, 1))
            let isColour =
                (depth == 3 && elementName == "item" && style != nil)
                || (depth == 2 && (elementName == "color" || (elementName == "item" && attributes["type"] == "color")))
            trailed = nil
            let ignores = takeIgnores(isColour, before: "<\(elementName)>")
            var description = pendingDescription.flatMap { $0.breaks <= 1 ? $0.text : nil }
            (pendingDescription, ended) = (nil, nil)
            if depth == 2, isColour {
                // A plural comment heads the run it stands before; the run's later colours take it too.
                if let text = description {
                    heading = Self.namesColours(text) ? (text, 0) : nil
                } else if let run = heading, run.breaks <= 1 {
                    description = run.text
                } else {
                    heading = nil
                }
            } else {
                heading = nil
            }
            if depth == 1, elementName != "resources" {
                fail(.structure, parser, location, "the root element is <\(elementName)>; expected <resources>")
                return
            }
            if elementName == "attr",
                depth == 2 || (depth == 3 && open[1] == "declare-styleable" && attributes["format"] != nil),
                let name = attributes["name"], !name.isEmpty, !name.hasPrefix("android:")
            {
                declaredAttributes.append(name)
                return
            }
            if depth == 2, elementName == "style", let name = attributes["name"], !name.isEmpty {
                style = Style(name: name, parent: attributes["parent"], location: location)
                styles.append(style!)
                return
            }
            if depth == 3, elementName == "item", style != nil, let name = attributes["name"], !name.isEmpty {
                current = (name, location, "", ignores, nil)
                return
            }
            guard depth == 2, elementName == "color" || (elementName == "item" && attributes["type"] == "color")
            else { return }
            guard let name = attributes["name"], !name.isEmpty else {
                problems.append(
                    PaletteError(
                        kind: .structure,
                        location: location,
                        message: "<\(elementName)> without a name attribute; expected <color name=\"…\">"))
                return
            }
            current = (name, location, "", ignores, description)
        }

        /// A CDATA section inside a colour is part of its text, as aapt2 reads it:
        /// `<color name="a"><![CDATA[#FFFFFF]]></color>` is #FFFFFF (XMLParser gives it here, not as
        /// characters; the value was empty).
        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            guard current != nil else { return }
            current?.text += String(decoding: block, as: UTF8.self)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard current == nil else {
                current?.text += string
                return
            }
            // Text between elements: the line breaks that separate a comment from a colour.
            let breaks = string.reduce(0) { $0 + ($1.isNewline ? 1 : 0) }
            if breaks > 0 {
                trailed = nil
                pendingDescription?.breaks += breaks
                ended?.breaks += breaks
                heading?.breaks += breaks
            }
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            if open.last != elementName {
                let location = SourceLocation(file: path, line: parser.lineNumber, column: max(parser.columnNumber, 1))
                fail(
                    .syntax,
                    parser, location,
                    "invalid XML: </\(elementName)> closes <\(open.last ?? "")>; expected </\(open.last ?? "")>")
                return
            }
            open.removeLast()
            // A comment left before an end tag stands before no colour.
            _ = takeIgnores(false, before: "</\(elementName)>")
            pendingDescription = nil
            ended = (nil, 0)
            trailed = nil
            if depth == 2 || depth == 3, let item = current {
                let value = item.text.trimmingCharacters(in: .whitespacesAndNewlines)
                if value.isEmpty, declaresEntities {
                    // XMLParser drops a reference to an entity the DOCTYPE declares (no callback, no
                    // text): the value is not empty as written, only as read.
                    problems.append(
                        PaletteError(
                            kind: .unsupported,
                            location: item.location,
                            message: "colour '\(item.name)': no value as read: references to the entities the "
                                + "DOCTYPE declares (&name;) are not expanded; expected the colour written out, "
                                + "as #RRGGBB"))
                } else {
                    resources.append(
                        Resource(
                            name: item.name, value: value, location: item.location, style: depth == 3 ? style : nil,
                            suppressions: item.suppressions, documentation: item.documentation))
                    if depth == 2 {
                        ended = (resources.count - 1, 0)
                        heading?.breaks = 0
                    }
                    trailed = resources.count - 1
                }
                current = nil
            }
            if depth == 2 { style = nil }
            depth -= 1
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            let failure = failure(parser, (parseError as NSError).code)
            fail(failure.kind, parser, failure.location, failure.message)
        }

        /// The error for libxml2 error `code` (`nil`: none given) where the parser stands, in words
        /// (`AndroidXMLErrors`); an end tag that does not match, or the end of the file inside an element,
        /// names the element open.
        func failure(_ parser: XMLParser, _ code: Int?) -> PaletteError {
            let line = max(parser.lineNumber, 1)
            guard let code else {
                return PaletteError(
                    kind: .syntax,
                    location: SourceLocation(file: path, line: line, column: max(parser.columnNumber, 1)),
                    message: "invalid XML: malformed XML; expected \(AndroidResourceParser.expected)")
            }
            var (words, column) = AndroidXMLErrors.describe(
                code, line: line, column: max(parser.columnNumber, 1), in: source)
            if let element = open.last {
                // libxml2's "document end" at the end of the file with elements open: the file is cut.
                if code == 5, let offset = AndroidXMLErrors.offset(line: line, column: column, in: source),
                    source[offset...].allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) })
                {
                    words = "the file ends inside <\(element)>; expected </\(element)>"
                }
                if code == 76 {
                    words = "an end tag that does not match its start tag <\(element)>; expected </\(element)>"
                }
                if code == 77 || code == 85 { words = "the file ends inside <\(element)>; expected </\(element)>" }
            }
            return PaletteError(
                kind: .syntax,
                location: SourceLocation(file: path, line: line, column: column), message: "invalid XML: \(words)")
        }

        private func fail(_ kind: PaletteError.Kind, _ parser: XMLParser, _ location: SourceLocation, _ message: String)
        {
            if error == nil { error = PaletteError(kind: kind, location: location, message: message) }
            parser.abortParsing()
        }
    }
}
