import ColorScience
import Foundation

/// Terminal swatches for reporters and the CLI.
public enum SwatchText {
    /// Two cells of 24-bit background colour (`ESC[48;2;r;g;bm`, the colour clipped to sRGB) and a space
    /// when `useColor`, else empty. A translucent colour is drawn composited (source-over) over
    /// `backdrop` when it is known; otherwise its first cell over white and its second over black, a
    /// two-square checkerboard that shows what shows through.
    public static func block(_ color: Color, over backdrop: Color? = nil, useColor: Bool) -> String {
        guard useColor else { return "" }
        guard !color.isOpaque else { return "\(cell(color))  \u{1B}[0m " }
        if let backdrop, backdrop.isOpaque {
            return "\(cell(Compositing.sourceOver(color, backdrop)))  \u{1B}[0m "
        }
        return cells(
            Compositing.sourceOver(color, Color(.srgb, 1, 1, 1)), Compositing.sourceOver(color, Color(.srgb, 0, 0, 0)))
    }

    /// One cell of `first` and one of `second` (opaque sRGB after clipping), then a space.
    private static func cells(_ first: Color, _ second: Color) -> String {
        "\(cell(first)) \(cell(second)) \u{1B}[0m "
    }

    /// `ESC[48;2;r;g;bm`: the 24-bit background of `color` clipped to sRGB.
    static func cell(_ color: Color) -> String {
        let c = color.clippedToSRGB.components
        func byte(_ v: Double) -> Int { Int((Swift.min(Swift.max(v, 0), 1) * 255).rounded()) }
        return "\u{1B}[48;2;\(byte(c.x));\(byte(c.y));\(byte(c.z))m"
    }
}
