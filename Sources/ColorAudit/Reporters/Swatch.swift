import Foundation

/// Terminal swatches and short colour labels for reporters.
enum SwatchText {
    /// Two cells of 24-bit background colour (`ESC[48;2;r;g;bm`) when `useColor`, else empty.
    static func block(_ color: Color, useColor: Bool) -> String {
        guard useColor else { return "" }
        let c = color.clippedToSRGB.components
        func byte(_ v: Double) -> Int { Int((v * 255).rounded()) }
        return "\u{1B}[48;2;\(byte(c.x));\(byte(c.y));\(byte(c.z))m  \u{1B}[0m "
    }
}
