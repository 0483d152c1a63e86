import Testing

@testable import ColorAudit

@Suite("Colour-vision: hue families")
struct VisionHueFamilyTests {
    /// CSS named colours (CSS Color 4 §6.1) and Apple system colours, with the family their names give.
    static let named: [(String, Int, HueFamily)] = [
        ("red", 0xff0000, .red), ("darkred", 0x8b0000, .red), ("crimson", 0xdc143c, .red),
        ("firebrick", 0xb22222, .red), ("tomato", 0xff6347, .red), ("systemRed", 0xff3b30, .red),
        ("orange", 0xffa500, .orange), ("darkorange", 0xff8c00, .orange), ("systemOrange", 0xff9500, .orange),
        ("saddlebrown", 0x8b4513, .brown), ("sienna", 0xa0522d, .brown),
        ("gold", 0xffd700, .yellow), ("yellow", 0xffff00, .yellow), ("khaki", 0xf0e68c, .yellow),
        ("systemYellow", 0xffcc00, .yellow),
        ("lime", 0x00ff00, .green), ("green", 0x008000, .green), ("forestgreen", 0x228b22, .green),
        ("seagreen", 0x2e8b57, .green), ("systemGreen", 0x34c759, .green),
        ("teal", 0x008080, .teal), ("turquoise", 0x40e0d0, .teal), ("cyan", 0x00ffff, .teal),
        ("blue", 0x0000ff, .blue), ("navy", 0x000080, .blue), ("royalblue", 0x4169e1, .blue),
        ("dodgerblue", 0x1e90ff, .blue), ("steelblue", 0x4682b4, .blue), ("systemBlue", 0x007aff, .blue),
        ("purple", 0x800080, .purple), ("indigo", 0x4b0082, .purple), ("rebeccapurple", 0x663399, .purple),
        ("darkviolet", 0x9400d3, .purple), ("magenta", 0xff00ff, .purple), ("systemPurple", 0xaf52de, .purple),
        ("deeppink", 0xff1493, .pink), ("hotpink", 0xff69b4, .pink), ("pink", 0xffc0cb, .pink),
        ("gray", 0x808080, .gray), ("silver", 0xc0c0c0, .gray), ("white", 0xffffff, .gray),
        ("black", 0x000000, .gray), ("systemGray", 0x8e8e93, .gray), ("systemPink", 0xff2d55, .pink),
        ("lightpink", 0xffb6c1, .pink),
    ]

    @Test("Named colours land in the family their names say", arguments: named)
    func namedColours(_ entry: (String, Int, HueFamily)) {
        let (_, rgb, family) = entry
        let color = Color(
            .srgb, Double((rgb >> 16) & 0xff) / 255, Double((rgb >> 8) & 0xff) / 255, Double(rgb & 0xff) / 255)
        #expect(HueFamily(color) == family)
    }

    @Test("Confusions are named in a fixed order")
    func confusionNames() {
        #expect(HueFamily.confusion(.green, .red) == "red/green")
        #expect(HueFamily.confusion(.red, .green) == "red/green")
        #expect(HueFamily.confusion(.gray, .green) == "green/gray")
        #expect(HueFamily.confusion(.purple, .blue) == "blue/purple")
        #expect(HueFamily.confusion(.orange, .blue) == "blue/orange")
        #expect(HueFamily.confusion(.pink, .yellow) == "yellow/pink")
        #expect(HueFamily.confusion(.green, .green) == "green/green")
    }

    @Test("Band edges: chroma below 8 is grey; dark oranges and yellows are brown")
    func bands() {
        #expect(HueFamily(lightness: 50, chroma: 7.9, hue: 40) == .gray)
        #expect(HueFamily(lightness: 50, chroma: 8, hue: 40) == .red)
        #expect(HueFamily(lightness: 50, chroma: 30, hue: 24.9) == .pink)
        #expect(HueFamily(lightness: 50, chroma: 30, hue: 25) == .red)
        #expect(HueFamily(lightness: 49, chroma: 40, hue: 60) == .brown)
        #expect(HueFamily(lightness: 51, chroma: 40, hue: 60) == .orange)
        #expect(HueFamily(lightness: 60, chroma: 40, hue: 359.9) == .pink)
        #expect(HueFamily(lightness: 60, chroma: 40, hue: -10) == .pink)
        #expect(HueFamily(lightness: 60, chroma: 40, hue: 304.9) == .blue)
        #expect(HueFamily(lightness: 60, chroma: 40, hue: 305) == .purple)
    }
}
