import ColorScience
import Foundation

/// Terminal swatches for reporters and the CLI.
public enum SwatchText {
    /// Two cells of 24-bit background colour (`ESC[48;2;r;g;bm`, the colour clipped to sRGB) and a space
    /// when `useColor`, else empty.
    public static func block(_ color: Color, useColor: Bool) -> String {
        guard useColor else { return "" }
        let c = color.clippedToSRGB.components
        func byte(_ v: Double) -> Int { Int((v * 255).rounded()) }
        return "\u{1B}[48;2;\(byte(c.x));\(byte(c.y));\(byte(c.z))m  \u{1B}[0m "
    }
}
