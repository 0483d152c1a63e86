import Testing

@testable import ColorAudit
@testable import ColorScience

/// `InteractiveStaticReuseRule.firstShared` against its definition: for random alias forests with
/// cycles and targets outside the palette, the first name of an interactive colour's chain that a static
/// colour's chain also holds is the same as searching the two chains name by name.
@Suite struct ReuseAliasReachTests {
    @Test func firstSharedMatchesTheChainsNameByName() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let count = Int.random(in: 1...30, using: &generator)
            var b = PaletteBuilder()
            let location = SourceLocation(file: "test.yaml", line: 1, column: 1)
            for index in 0..<count {
                // About two in three refer to another colour (cycles happen), some to a missing name.
                let roll = Int.random(in: 0..<6, using: &generator)
                let target: String? =
                    roll < 4 ? "c\(Int.random(in: 0..<count, using: &generator))" : (roll == 4 ? "gone" : nil)
                let value = ColorValue(
                    color: Color(.srgb, 0.5, 0.5, 0.5), source: "x", location: location, aliasOf: target)
                b.palette.tokens.append(
                    ColorToken(
                        name: "c\(index)", role: .text, roleSource: .declared, values: [.any: value], location: location
                    ))
            }
            let layers = AuditContext(palette: b.palette, configuration: Configuration()).tokens(in: .any)
            let byName = InteractiveStaticReuseRule.FirstLayers(layers)
            for active in layers {
                let chain = InteractiveStaticReuseRule.aliasChain(active, byName)
                let reach = InteractiveStaticReuseRule.firstShared(
                    with: chain, referrers: InteractiveStaticReuseRule.referrers(byName))
                for still in layers {
                    let expected = chain.first {
                        Set(InteractiveStaticReuseRule.aliasChain(still, byName)).contains($0)
                    }
                    #expect(reach[still.token.name].map { chain[$0] } == expected, "\(still.token.name)")
                }
            }
        }
    }
}
