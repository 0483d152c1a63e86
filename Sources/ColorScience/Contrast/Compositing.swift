/// Alpha compositing as browsers and UIKit draw: Porter–Duff source-over on gamma-encoded sRGB
/// components, in floating point (no 8-bit rounding of the result).
///
/// Both colours are converted to (unclipped) gamma-encoded sRGB first, so Display P3 layers composite
/// in extended sRGB. The result is an sRGB colour, except that an opaque top layer is returned as it is.
public enum Compositing {
    /// `top` drawn over `bottom` (source-over). Result alpha = αt + αb(1 − αt); components are the
    /// alpha-weighted mix, un-premultiplied. Two fully transparent layers give transparent black.
    public static func sourceOver(_ top: Color, _ bottom: Color) -> Color {
        // An opaque top layer hides the bottom one: the result is the top colour, kept in its own space.
        if top.isOpaque { return top }
        let t = top.converted(to: .srgb)
        let b = bottom.converted(to: .srgb)
        let alpha = t.alpha + b.alpha * (1 - t.alpha)
        guard alpha > 0 else { return Color(.srgb, 0, 0, 0, alpha: 0) }
        let mixed = (t.components * t.alpha + b.components * b.alpha * (1 - t.alpha)) / alpha
        return Color(space: .srgb, components: mixed, alpha: alpha)
    }

    /// Layers composited bottom-up: `layers[0]` is the bottom one.
    /// - Returns: the composite, or `nil` for an empty list.
    public static func flatten(_ layers: [Color]) -> Color? {
        guard var result = layers.first else { return nil }
        for layer in layers.dropFirst() { result = sourceOver(layer, result) }
        return result
    }
}
