import Foundation

/// Writes a colour in the notation another value was written in, so that a suggested colour can be
/// pasted where the original stands: hex for hex (`#rrggbb`, `#rrggbbaa` when translucent), `rgb()`
/// for `rgb()`/`rgba()`, `hsl()` for `hsl()`/`hsla()`, and the same space for `lab()`, `lch()`,
/// `oklab()`, `oklch()` and `color(space …)`. Names, `hwb()`, references (`{token}`) and anything
/// else become hex when the colour is inside sRGB, `color(display-p3 …)` otherwise.
///
/// 8-bit notations round to the nearest byte, so the text may differ slightly from the colour; callers
/// that need a guarantee check `CSSColorParser.parse` of the result (the suggestions do).
public enum SourceNotation {
    /// `color` as CSS text in the notation of `source` (see the type's documentation).
    public static func text(_ color: Color, like source: String) -> String {
        text(color, like: Pattern(source))
    }

    /// A source text read once for writing colours like it (`text(_:like:)`): a search writes many
    /// candidates in one value's notation.
    public struct Pattern: Sendable {
        /// The source, trimmed and lowercased.
        fileprivate let written: String
        /// The space the source is parsed into, `nil` when it does not parse.
        fileprivate let space: ColorSpace?

        /// The pattern of `source`.
        public init(_ source: String) {
            written = Self.trimmed(source).lowercased()
            space = (try? CSSColorParser.parse(written))?.space
        }

        /// `source` without the leading and trailing scalars of `CharacterSet.whitespaces` (the text
        /// `trimmingCharacters(in: .whitespaces)` gives — every such scalar is one UTF-16 unit — without
        /// bridging to `NSString`, which cost more than the rest of a suggestion's notation).
        static func trimmed(_ source: String) -> String {
            let whitespace = Self.whitespace
            let scalars = source.unicodeScalars
            var start = scalars.startIndex
            var end = scalars.endIndex
            while start < end, whitespace.contains(scalars[start]) {
                start = scalars.index(after: start)
            }
            while start < end, whitespace.contains(scalars[scalars.index(before: end)]) {
                end = scalars.index(before: end)
            }
            return start == scalars.startIndex && end == scalars.endIndex ? source : String(scalars[start..<end])
        }

        /// `CharacterSet.whitespaces`, made once.
        private static let whitespace = CharacterSet.whitespaces
    }

    /// `color` as CSS text in the notation `pattern` was read from (see the type's documentation).
    public static func text(_ color: Color, like pattern: Pattern) -> String {
        let written = pattern.written
        if let space = pattern.space, space != .srgb, !written.hasPrefix("{") {
            return color.converted(to: space).cssString()
        }
        guard color.isInGamut(.srgb) else { return color.converted(to: .displayP3).cssString() }
        let bytes = byteChannels(color)
        let alpha = color.isOpaque ? "" : " / \(decimal(color.alpha, 3))"
        if written.hasPrefix("rgb") {
            return "rgb(\(bytes.map(String.init).joined(separator: " "))\(alpha))"
        }
        if written.hasPrefix("hsl") {
            let hsl = self.hsl(SIMD3(bytes.map { Double($0) / 255 }))
            return "hsl(\(decimal(hsl.x, 1)) \(decimal(hsl.y, 1))% \(decimal(hsl.z, 1))%\(alpha))"
        }
        if written.hasPrefix("color(srgb") { return color.converted(to: .srgb).cssString() }
        // `Color.hex` of the same bytes (the clipped sRGB channels rounded), not converted again.
        var hex = Color.hex(bytes: bytes)
        if !color.isOpaque { hex += String(format: "%02x", Int((color.alpha * 255).rounded())) }
        return hex
    }

    /// `#rrggbbaa` rewritten alpha first, `#aarrggbb` (Android's order); any other text unchanged.
    public static func alphaFirst(_ text: String) -> String {
        guard text.hasPrefix("#"), text.count == 9, text.dropFirst().allSatisfy(\.isHexDigit) else { return text }
        return "#" + text.suffix(2) + text.dropFirst().prefix(6)
    }

    /// The colour's sRGB channels clipped to 0…1 and rounded to bytes.
    private static func byteChannels(_ color: Color) -> [Int] {
        let c = color.clippedToSRGB.components
        return [c.x, c.y, c.z].map { Int(($0 * 255).rounded()) }
    }

    /// Gamma-encoded sRGB (0…1) → HSL (hue degrees 0…360, saturation and lightness in percent), the
    /// inverse of `HSL.srgb(hue:saturation:lightness:)` (CSS Color 4 §7.2 sample `rgbToHsl`).
    package static func hsl(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        let maximum = Swift.max(rgb.x, rgb.y, rgb.z)
        let minimum = Swift.min(rgb.x, rgb.y, rgb.z)
        let lightness = (minimum + maximum) / 2
        let d = maximum - minimum
        guard d > 0 else { return SIMD3(0, 0, lightness * 100) }
        let saturation =
            (lightness == 0 || lightness == 1) ? 0 : (maximum - lightness) / Swift.min(lightness, 1 - lightness)
        var hue: Double
        switch maximum {
        case rgb.x: hue = (rgb.y - rgb.z) / d + (rgb.y < rgb.z ? 6 : 0)
        case rgb.y: hue = (rgb.z - rgb.x) / d + 2
        default: hue = (rgb.x - rgb.y) / d + 4
        }
        hue *= 60
        return SIMD3(hue, saturation * 100, lightness * 100)
    }

    /// `value` rounded to `places` decimals without trailing zeros.
    private static func decimal(_ value: Double, _ places: Int) -> String {
        var text = String(format: "%.\(places)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
