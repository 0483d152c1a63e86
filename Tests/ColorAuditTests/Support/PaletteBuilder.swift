@testable import ColorAudit
@testable import ColorScience

/// Builds small palettes in code for rule tests, with fake but distinct source locations.
struct PaletteBuilder {
    var palette = Palette(file: "test.yaml", tokens: [])
    private var line = 1

    init(platform: Platform? = nil) { palette.platform = platform }

    private mutating func nextLocation() -> SourceLocation {
        line += 1
        return SourceLocation(file: "test.yaml", line: line, column: 3)
    }

    /// Adds a token; `values` by appearance (`.any` for a single value).
    mutating func color(_ name: String, role: Role?, _ values: [Appearance: Color]) {
        let location = nextLocation()
        var map: [Appearance: ColorValue] = [:]
        for (appearance, color) in values {
            map[appearance] = ColorValue(color: color, source: "\(color)", location: location)
        }
        palette.tokens.append(
            ColorToken(
                name: name, role: role, roleSource: role == nil ? .unknown : .declared, values: map,
                location: location))
    }

    /// Adds a single-value token written as `#rrggbb` components 0–255.
    mutating func color(_ name: String, role: Role?, rgb r: Double, _ g: Double, _ b: Double, alpha: Double = 1) {
        color(name, role: role, [.any: Color(.srgb, r / 255, g / 255, b / 255, alpha: alpha)])
    }

    mutating func pair(
        _ fg: String, on bg: String, usage: Usage = .text, backdrop: [String] = [], fontSize: Double? = nil,
        fontWeight: Double? = nil
    ) {
        if palette.pairs == nil { palette.pairs = [] }
        palette.pairs!.append(
            PairDeclaration(
                foreground: fg, background: bg, backdrop: backdrop, usage: usage, fontSize: fontSize,
                fontWeight: fontWeight, location: nextLocation()))
    }

    func audit(_ configuration: Configuration = Configuration()) -> PaletteReport {
        Auditor(configuration: configuration).audit(palette)
    }
}

extension PaletteReport {
    func findings(_ rule: RuleID) -> [Finding] { findings.filter { $0.rule == rule } }
}
