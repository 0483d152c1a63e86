import Testing

@testable import ColorAudit
@testable import ColorScience

@Suite("Colour-vision: hue families")
struct VisionHueFamilyTests {
    /// CSS named colours (CSS Color 4 §6.1) and Apple system colours, with the family their names give
    /// (hand-checked; OKLCH hues from coloraide 8.13.1, an independent implementation, in docs/cvd.md).
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
        // Purples CIELAB hue called blue (issue 7): mediumpurple 297.3°, GitHub's #6f42c1 295.0°,
        // blueviolet 301.4° in OKLCH; the slate blues stay blue (285.5°).
        ("mediumpurple", 0x9370db, .purple), ("githubPurple", 0x6f42c1, .purple), ("blueviolet", 0x8a2be2, .purple),
        ("slateblue", 0x6a5acd, .blue), ("mediumslateblue", 0x7b68ee, .blue), ("systemIndigo", 0x5856d6, .blue),
        // Either side of every edge (docs/cvd.md, "Hue families").
        ("coral", 0xff7f50, .red), ("tan", 0xd2b48c, .orange), ("darkgoldenrod", 0xb8860b, .yellow),
        ("olive", 0x808000, .yellow), ("darkolivegreen", 0x556b2f, .green), ("mediumseagreen", 0x3cb371, .green),
        ("systemTeal", 0x30b0c7, .teal), ("skyblue", 0x87ceeb, .blue), ("mediumvioletred", 0xc71585, .pink),
        ("ivory", 0xfffff0, .gray), ("lavender", 0xe6e6fa, .blue),
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

    @Test("Band edges in OKLCH: chroma below 0.025 is grey; dark oranges and yellows are brown")
    func bands() {
        #expect(HueFamily(lightness: 0.6, chroma: 0.0249, hue: 30) == .gray)
        #expect(HueFamily(lightness: 0.6, chroma: 0.025, hue: 30) == .red)
        let edges: [(Double, HueFamily, HueFamily)] = [
            (19, .pink, .red), (42, .red, .orange), (78, .orange, .yellow), (115, .yellow, .green),
            (170, .green, .teal), (220, .teal, .blue), (290, .blue, .purple), (340, .purple, .pink),
        ]
        for (edge, below, above) in edges {
            #expect(HueFamily(lightness: 0.7, chroma: 0.1, hue: edge - 0.01) == below, "\(edge)")
            #expect(HueFamily(lightness: 0.7, chroma: 0.1, hue: edge) == above, "\(edge)")
        }
        #expect(HueFamily(lightness: 0.5599, chroma: 0.1, hue: 60) == .brown)
        #expect(HueFamily(lightness: 0.56, chroma: 0.1, hue: 60) == .orange)
        #expect(HueFamily(lightness: 0.5, chroma: 0.1, hue: 100) == .brown)
        #expect(HueFamily(lightness: 0.7, chroma: 0.1, hue: 359.9) == .pink)
        #expect(HueFamily(lightness: 0.7, chroma: 0.1, hue: -10) == .pink)
        #expect(HueFamily(lightness: 0.7, chroma: 0.1, hue: 650) == .purple)  // 290°
    }

    @Test("A collision between purple and blue is named blue/purple")
    func purpleIsNotBlue() {
        // #6f42c1 (OKLCH h 295.0°) and #007aff (257.4°): CIELAB put both in "blue" (h 304.2° and 279.2°, coloraide).
        let purple = Color(.srgb, 0x6f / 255.0, 0x42 / 255.0, 0xc1 / 255.0)
        let blue = Color(.srgb, 0, 0x7a / 255.0, 1)
        #expect(HueFamily.confusion(HueFamily(purple), HueFamily(blue)) == "blue/purple")
        #expect(HueFamily(lab: purple.converted(to: .lab).components) == .purple)
    }
}
