@testable import ColorAudit
@testable import ColorScience

/// Extra palette-building steps for the design-intent rule tests: references between tokens, explicit
/// sRGB variants, and locations of values to check findings against.
extension PaletteBuilder {
    /// The index of the token named `name` (which must exist).
    private func index(_ name: String) -> Int { palette.tokens.firstIndex { $0.name == name }! }

    /// Marks `name`'s value in `appearance` as written `{target}`, taking `target`'s colour there.
    mutating func alias(_ name: String, to target: String, in appearance: Appearance = .any) {
        let targetColor = palette.tokens[index(target)].resolve(appearance)!.value.color
        let i = index(name)
        palette.tokens[i].values[appearance]!.aliasOf = target
        palette.tokens[i].values[appearance]!.source = "{\(target)}"
        palette.tokens[i].values[appearance]!.color = targetColor
    }

    /// Gives `name`'s value in `appearance` an explicit sRGB variant (as an asset catalog's
    /// `display-gamut: sRGB` entry does).
    mutating func srgbFallback(_ name: String, _ color: Color, in appearance: Appearance = .any) {
        palette.tokens[index(name)].values[appearance]!.srgbFallback = color
    }

    /// Where `name`'s value for `appearance` is written.
    func location(of name: String, _ appearance: Appearance = .any) -> SourceLocation {
        palette.tokens[index(name)].values[appearance]!.location
    }

    /// Where the token `name` is defined.
    func tokenLocation(of name: String) -> SourceLocation { palette.tokens[index(name)].location }

    /// Where the `n`-th declared pair (0-based) is written.
    func pairLocation(_ n: Int) -> SourceLocation { palette.pairs![n].location }
}

/// Colours written as 0–255 sRGB components, for readable fixtures.
func sRGB255(_ r: Double, _ g: Double, _ b: Double, alpha: Double = 1) -> Color {
    Color(.srgb, r / 255, g / 255, b / 255, alpha: alpha)
}
