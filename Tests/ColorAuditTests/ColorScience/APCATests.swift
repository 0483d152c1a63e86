import Testing

@testable import ColorAudit
@testable import ColorScience

/// APCA Lc against the APCA-W3 0.1.9 (0.0.98G-4g) published test pairs in spot-values.json.
@Suite struct APCATests {
    struct Case: Sendable, CustomStringConvertible {
        var text: String
        var background: String
        var lc: Double
        var description: String { "\(text) on \(background)" }
    }

    static func cases() throws -> [Case] {
        let root: [String: Any] = try cast(Fixture.json("reference/spot-values.json"), "spot-values.json")
        let apca: [String: Any] = try cast(root["apca_0_0_98G_4g"], "apca_0_0_98G_4g")
        return try cast(apca["cases"], "apca_0_0_98G_4g.cases", as: [[String: Any]].self).map {
            Case(
                text: try cast($0["text"], "text"), background: try cast($0["background"], "background"),
                lc: try cast($0["lc"], "lc"))
        }
    }

    @Test("published pairs", arguments: try cases())
    func publishedPair(_ c: Case) throws {
        let lc = APCA.lightnessContrast(
            text: try CSSColorParser.parse(c.text), background: try CSSColorParser.parse(c.background))
        #expect(abs(lc - c.lc) < 1e-9, "\(c): \(lc) vs \(c.lc)")
    }

    @Test func sameColourHasNoContrast() {
        #expect(APCA.lightnessContrast(text: Color(.srgb, 0.5, 0.5, 0.5), background: Color(.srgb, 0.5, 0.5, 0.5)) == 0)
    }
}
