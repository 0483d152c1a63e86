import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Writing a colour in an asset catalog entry's own notation (`ColorSetNotation`): the values are the
/// encodings' own arithmetic (three decimals; 8 bits: byte / 255, 118 = 0x76) and the WCAG sRGB
/// transfer curve for the grey spaces (Apple's Generic Gray Gamma 2.2: linear = W^2.2).
@Suite("Colour set notation")
struct ColorSetNotationTests {
    @Test("Floats keep their decimals, at least three")
    func floats() throws {
        let notation = try #require(ColorSetNotation(source: "srgb 0.5 0.5000 1 / 1.000"))
        #expect(notation.encodings == [.float(decimals: 3), .float(decimals: 4), .byte])
        let written = try #require(notation.written(Color(.srgb, 0.46532, 0.2, 1)))
        #expect(written.source == "srgb 0.465 0.2000 255 / 1.000")
        #expect(written.color == Color(.srgb, 0.465, 0.2, 1))
    }

    @Test("A bare JSON number is a float: `1` bare stays a float, where the string \"1\" is 8-bit")
    func bareNumbers() throws {
        // `"red" : 1, "green" : 0, "blue" : 0.5` (Xcode 9.0's bare numbers) against the same texts as strings.
        let bare = try #require(
            ColorSetNotation(source: "srgb 1 0 0.5 / 1", bareNumbers: ["red", "green", "blue"]))
        #expect(bare.encodings == [.float(decimals: 3), .float(decimals: 3), .float(decimals: 3)])
        let strings = try #require(ColorSetNotation(source: "srgb 1 0 0.5 / 1"))
        #expect(strings.encodings == [.byte, .byte, .float(decimals: 3)])
        // 0.465 is 0.465 as a float; 118.575 of 255 rounds to the byte 119.
        #expect(bare.written(Color(.srgb, 0.465, 0.465, 0.465))?.source == "srgb 0.465 0.465 0.465 / 1")
        #expect(strings.written(Color(.srgb, 0.465, 0.465, 0.465))?.source == "srgb 119 119 0.465 / 1")
        // A bare grey's white, and a bare float's own decimals (Xcode 9.0 wrote 16).
        let gray = try #require(ColorSetNotation(source: "gray-gamma-22 1", bareNumbers: ["white"]))
        #expect(gray.encodings == [.float(decimals: 3)])
        let long = try #require(
            ColorSetNotation(source: "srgb 0.3862639343326787 1 0.8626724227261334", bareNumbers: ["red", "green"]))
        #expect(long.encodings == [.float(decimals: 16), .float(decimals: 3), .float(decimals: 16)])
    }

    @Test("0x hex keeps its case and prefix; rounding down and up")
    func hex() throws {
        let notation = try #require(ColorSetNotation(source: "srgb 0x7a 0x00 0x00"))
        #expect(notation.written(Color(.srgb, 118.6 / 255, 0, 1))?.source == "srgb 0x77 0x00 0xff")
        #expect(notation.written(Color(.srgb, 118.6 / 255, 0, 1), rounding: .down)?.source == "srgb 0x76 0x00 0xff")
        #expect(notation.written(Color(.srgb, 118.2 / 255, 0, 1), rounding: .up)?.source == "srgb 0x77 0x00 0xff")
        let upper = try #require(ColorSetNotation(source: "srgb 0X78 0x97 0xEC / 1.000"))
        #expect(upper.written(Color(.srgb, 118 / 255, 0, 171 / 255))?.source == "srgb 0X76 0x00 0xAB / 1.000")
    }

    @Test("Display P3: a neutral grey has the same components as in sRGB; P3 red stays 1, 0, 0")
    func displayP3() throws {
        let notation = try #require(ColorSetNotation(source: "display-p3 0.100 0.100 0.100 / 1.000"))
        #expect(notation.written(Color(.srgb, 0.465, 0.465, 0.465))?.source == "display-p3 0.465 0.465 0.465 / 1.000")
        let red = Color(.displayP3, 1, 0, 0)
        #expect(notation.written(red)?.source == "display-p3 1.000 0.000 0.000 / 1.000")
        // sRGB red is inside Display P3: (0.91749, 0.20029, 0.13856) there (CSS Color 4's conversion
        // matrices, §18; color.js gives `color(display-p3 0.9175 0.2003 0.1386)`).
        let srgbRed = try #require(notation.written(Color(.srgb, 1, 0, 0)))
        #expect(srgbRed.source == "display-p3 0.917 0.200 0.139 / 1.000")
        // Display P3 red is outside sRGB: an sRGB entry cannot take it.
        #expect(try #require(ColorSetNotation(source: "srgb 1.000 0.000 0.000")).written(red) == nil)
    }

    @Test("Grey spaces write white = luminance^(1/2.2); a colour that is not grey is refused")
    func gray() throws {
        let notation = try #require(ColorSetNotation(source: "gray-gamma-22 0.500 / 1.000"))
        // Linear 0.25 → W = 0.25^(1/2.2) = 0.5325.
        let written = try #require(notation.written(Color(.srgbLinear, 0.25, 0.25, 0.25)))
        #expect(written.source == "gray-gamma-22 0.533 / 1.000")
        #expect(notation.written(Color(.srgb, 1, 0, 0)) == nil)
    }

    @Test("Not colour set text: CSS and other spaces")
    func notColorSet() {
        #expect(ColorSetNotation(source: "#777777") == nil)
        #expect(ColorSetNotation(source: "rgb 1 2 3") == nil)
        #expect(ColorSetNotation(source: "srgb 1 2") == nil)
        #expect(ColorSetNotation(source: "srgb 1 2 3 / 4 / 5") == nil)
    }
}
