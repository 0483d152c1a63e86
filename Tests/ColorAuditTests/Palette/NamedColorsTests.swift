import ColorAudit
import Testing

// Expected values from the CSS Color 4 §6.1 "Named Colors" table (hex and decimal columns) and §6.3.

@Suite("NamedColors")
struct NamedColorsTests {
    @Test func countIs148PlusTransparent() {
        #expect(NamedColors.opaque.count == 148)
        #expect(NamedColors.opaque["transparent"] == nil)
        #expect(NamedColors.color(named: "transparent") == Color(.srgb, 0, 0, 0, alpha: 0))
        // Keys are the lowercase ASCII keywords.
        for name in NamedColors.opaque.keys {
            #expect(name.allSatisfy { $0.isASCII && $0.isLowercase }, "\(name)")
        }
    }

    @Test(
        "Spot checks against the spec table",
        arguments: [
            ("rebeccapurple", 0x663399), ("aliceblue", 0xf0f8ff), ("firebrick", 0xb22222),
            ("goldenrod", 0xdaa520), ("lightgoldenrodyellow", 0xfafad2), ("mediumspringgreen", 0x00fa9a),
            ("darkgray", 0xa9a9a9), ("gray", 0x808080), ("green", 0x008000), ("maroon", 0x800000),
            ("purple", 0x800080), ("navajowhite", 0xffdead), ("yellowgreen", 0x9acd32), ("black", 0x000000),
            ("white", 0xffffff),
        ])
    func spotCheck(name: String, hex: Int) throws {
        #expect(NamedColors.opaque[name] == UInt32(hex))
        let color = try #require(NamedColors.color(named: name))
        #expect(color.space == .srgb)
        #expect(color.alpha == 1)
        #expect(color.components.x == Double(hex >> 16) / 255)
        #expect(color.components.y == Double((hex >> 8) & 0xff) / 255)
        #expect(color.components.z == Double(hex & 0xff) / 255)
    }

    @Test func synonyms() {
        // The table lists these pairs with identical values.
        let pairs = [
            ("aqua", "cyan"), ("fuchsia", "magenta"), ("gray", "grey"), ("darkslategray", "darkslategrey"),
            ("lightslategray", "lightslategrey"), ("dimgray", "dimgrey"),
        ]
        for (a, b) in pairs { #expect(NamedColors.opaque[a] == NamedColors.opaque[b], "\(a) \(b)") }
    }

    @Test func caseInsensitiveASCIIOnly() {
        #expect(NamedColors.color(named: "RebeccaPurple") == NamedColors.color(named: "rebeccapurple"))
        #expect(NamedColors.color(named: "TRANSPARENT")?.alpha == 0)
        // U+212A KELVIN SIGN lowercases to "k" in Unicode but CSS keywords are ASCII case-insensitive.
        #expect(NamedColors.color(named: "blac\u{212A}") == nil)
        #expect(NamedColors.color(named: "bluish") == nil)
        #expect(NamedColors.color(named: "") == nil)
    }

    @Test func everyNameParses() throws {
        for (name, value) in NamedColors.opaque {
            let color = try CSSColorParser.parse(name.uppercased())
            #expect(color.components.x * 255 == Double(value >> 16), "\(name)")
            #expect(color.components.z * 255 == Double(value & 0xff), "\(name)")
        }
    }
}
