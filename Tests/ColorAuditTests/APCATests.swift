import Testing

@testable import ColorAudit

/// APCA Lc against the APCA-W3 0.1.9 (0.0.98G-4g) published test pairs in spot-values.json.
@Suite struct APCATests {
    struct Case: Sendable, CustomStringConvertible {
        var text: String
        var background: String
        var lc: Double
        var description: String { "\(text) on \(background)" }
    }

    static func cases() throws -> [Case] {
        let root = try Fixture.json("reference/spot-values.json") as! [String: Any]
        let apca = root["apca_0_0_98G_4g"] as! [String: Any]
        return (apca["cases"] as! [[String: Any]]).map {
            Case(text: $0["text"] as! String, background: $0["background"] as! String, lc: $0["lc"] as! Double)
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
