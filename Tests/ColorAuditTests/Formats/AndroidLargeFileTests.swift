import Foundation
import Testing

@testable import ColorAudit

/// Android resource files over libxml2's 10,000,000-byte limits (tester report B8: a valid 50 MB
/// `colors.xml` failed with "invalid XML: XML parser error 1"). Given a whole file in one chunk, libxml2's
/// push parser (which FoundationXML's `XMLParser` uses, without `XML_PARSE_HUGE`) stops once it holds more
/// than `XML_MAX_LOOKUP_LIMIT` = 10,000,000 bytes; fed in chunks it reads any size. One start tag over
/// that limit (a long attribute value) still stops it, the push parser finding no `>` in 10,000,000
/// bytes ("Huge input lookup", checked with libxml2 2.9.14's push parser in 128 KiB chunks): the message
/// says which limit, and where.
@Suite struct AndroidLargeFileTests {
    /// 10,500,000 bytes of text in one `<string>` (ignored: only colours are read).
    static let longText = String(repeating: "x", count: 10_500_000)

    /// A valid 10.5 MB `colors.xml`: two colours around a long string resource.
    @Test func aValidFileOverTenMegabytesIsRead() throws {
        let folder = try ImportTempFolder()
        try folder.write(
            "res/values/colors.xml",
            """
            <resources>
                <color name="ink">#1F2328</color>
                <string name="filler">\(Self.longText)</string>
                <color name="paper">#FFFFFF</color>
            </resources>

            """)
        let palettes = try importPaths([folder.root + "/res"])
        try #require(palettes.count == 1)
        #expect(palettes[0].tokens.map(\.name).sorted() == ["ink", "paper"])
        #expect(close(srgb(palettes[0], "paper", .light), [1, 1, 1]))
    }

    /// One attribute value of 10,500,000 bytes, on line 3 (`    <string`, its `<` at column 5): libxml2's
    /// XML_MAX_LOOKUP_LIMIT, named in the message at the tag instead of "XML parser error 1".
    @Test func anAttributeOverTheLimitNamesTheLimit() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "res/values/colors.xml",
            """
            <resources>
                <color name="ink">#1F2328</color>
                <string name="\(Self.longText)">s</string>
            </resources>

            """)
        #expect(throws: PaletteError.self) { try importPaths([folder.root + "/res"]) }
        do {
            _ = try importPaths([folder.root + "/res"])
        } catch let error as PaletteError {
            #expect(error.location.file == path)
            #expect(error.location.line == 3 && error.location.column == 5, "\(error.location)")
            #expect(error.message.contains("10,000,000 bytes"), "\(error.message)")
            #expect(error.message.contains("a tag with its attributes"), "\(error.message)")
            #expect(error.message.contains("XML_MAX_LOOKUP_LIMIT"), "\(error.message)")
            #expect(!error.message.contains("XML parser error 1"))
        }
    }
}
