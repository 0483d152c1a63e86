import Foundation

/// CSS text for colours, after CSS Color 4 §15 "Serializing <color> Values": lowercase names, single spaces
/// between components, `" / "` before a non-1 alpha, trailing fractional zeros (and a bare decimal point)
/// omitted. Precision is ours: 6 decimals for components nominally in 0…1 (RGB, XYZ, OKLab/OKLCH L, a, b,
/// C) and alpha, 4 decimals for CIELAB/LCh components and hues — below anything visible, and enough for
/// the parser to give back the same colour within 1e-6 (0…1 components) or 1e-4 (others).
extension Color {
    /// The colour as CSS text in its own space, never converted or clipped:
    /// - `.srgb`: `#rrggbb`, or `#rrggbbaa` when alpha < 1, if `preferHex` is set and the colour is exactly
    ///   expressible in hex (every channel and alpha in 0…1 and a whole multiple of 1/255 within 1e-6);
    ///   otherwise `color(srgb r g b)`;
    /// - `.srgbLinear`, `.displayP3`, `.xyzD65`, `.xyzD50`: `color(srgb-linear …)`, `color(display-p3 …)`,
    ///   `color(xyz-d65 …)`, `color(xyz-d50 …)`;
    /// - `.lab`, `.lch`, `.oklab`, `.oklch`: `lab(L a b)`, `lch(L C h)`, `oklab(L a b)`, `oklch(L C h)` with
    ///   L as a number (0…100 for lab/lch, 0…1 for oklab/oklch) and h in degrees.
    ///
    /// Alpha is appended as ` / a` when it is not 1. A non-finite component is written `none`.
    /// `CSSColorParser.parse(_:)` reads every result back to the same space.
    /// - Parameter preferHex: use hex notation for sRGB colours whenever it is lossless.
    public func cssString(preferHex: Bool = false) -> String {
        if space == .srgb, preferHex, let hex = exactHex { return hex }
        let c = components
        let body: String
        switch space {
        case .srgb, .srgbLinear, .displayP3, .xyzD65, .xyzD50:
            let values = [c.x, c.y, c.z].map { CSSNumberFormat.string($0, decimals: 6) }
            body = "color(\(space.rawValue) \(values.joined(separator: " "))"
        case .lab:
            body = "lab(\(CSSNumberFormat.string([c.x, c.y, c.z], decimals: [4, 4, 4]))"
        case .lch:
            body = "lch(\(CSSNumberFormat.string([c.x, c.y, c.z], decimals: [4, 4, 4]))"
        case .oklab:
            body = "oklab(\(CSSNumberFormat.string([c.x, c.y, c.z], decimals: [6, 6, 6]))"
        case .oklch:
            body = "oklch(\(CSSNumberFormat.string([c.x, c.y, c.z], decimals: [6, 6, 4]))"
        }
        if isOpaque { return body + ")" }
        return body + " / \(CSSNumberFormat.string(alpha, decimals: 6)))"
    }

    /// `#rrggbb` (lowercase) of the colour as an sRGB screen shows it: converted to sRGB, clipped per channel
    /// to 0…1 (`clippedToSRGB`) and rounded to 8 bits (halves up). Alpha is ignored. For swatches and
    /// reports, not for round-tripping (use `cssString()`).
    public var hex: String {
        let c = clippedToSRGB.components
        return Self.hex(bytes: (0..<3).map { Int((c[$0] * 255).rounded()) })
    }

    /// `#rrggbb` of three sRGB channels as bytes (0…255).
    package static func hex(bytes: [Int]) -> String { "#" + bytes.map(CSSNumberFormat.hexByte).joined() }

    /// Hex notation when every channel and alpha is exactly an 8-bit value in range, else nil.
    private var exactHex: String? {
        var bytes: [Int] = []
        for v in [components.x, components.y, components.z, alpha] {
            let scaled = v * 255
            let byte = scaled.rounded()
            guard byte >= 0, byte <= 255, abs(scaled - byte) <= 255e-6 else { return nil }
            bytes.append(Int(byte))
        }
        if bytes[3] == 255 { bytes.removeLast() }
        return "#" + bytes.map(CSSNumberFormat.hexByte).joined()
    }
}

/// Number formatting for CSS serialisation.
private enum CSSNumberFormat {
    /// `value` rounded to `decimals` places, without trailing fractional zeros or a bare point; `-0` is
    /// written `0`; NaN and infinities are written `none`.
    package static func string(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "none" }
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// Several values joined by single spaces, each with its own number of decimals.
    package static func string(_ values: [Double], decimals: [Int]) -> String {
        zip(values, decimals).map { string($0, decimals: $1) }.joined(separator: " ")
    }

    /// Two lowercase hex digits.
    package static func hexByte(_ byte: Int) -> String {
        func digit(_ nibble: Int) -> UInt8 { UInt8(nibble < 10 ? 0x30 + nibble : 0x61 + nibble - 10) }
        return String(decoding: [digit((byte >> 4) & 15), digit(byte & 15)], as: UTF8.self)
    }
}
