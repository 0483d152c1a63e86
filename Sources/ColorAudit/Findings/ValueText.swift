import ColorScience
import Foundation

/// How the design-intent rules name colour values in messages: as written, with the resolved colour
/// added for references (`{accent} = #007aff`) and an sRGB hex for other spaces.
enum ValueText {
    /// The value as written, plus what it resolves to when that is not obvious from the text.
    static func describe(_ value: ColorValue) -> String {
        guard value.color.isInGamut(.srgb) else { return value.source }
        let hex = value.color.hex
        let alpha = value.color.isOpaque ? "" : " α\(self.alpha(value.color.alpha))"
        if value.source.lowercased().hasPrefix(hex) { return value.source }
        return "\(value.source) (\(hex)\(alpha))"
    }

    /// `#rrggbb` (clipped to sRGB) with the alpha appended when translucent.
    static func describe(_ color: Color) -> String {
        color.hex + (color.isOpaque ? "" : " α\(alpha(color.alpha))")
    }

    /// A number truncated (toward zero, never rounded up, so 9.996 below a threshold of 10 reads 9.99)
    /// to at most two decimals, without trailing zeros (ΔE00 0.9, α 0.5, 10).
    /// Written from the integer number of hundredths (messages print thousands of numbers, and
    /// `String(format:)` costs a hundred times more); values beyond ±1e13 hundredths, infinities and NaN
    /// go through `formatted(_:)`, which gives the same text for every value.
    static func number(_ value: Double) -> String {
        let hundredths = (value * 100 + (value < 0 ? -1e-9 : 1e-9)).rounded(.towardZero)
        guard abs(hundredths) < 1e13 else { return formatted(value) }
        let units = Int64(abs(hundredths))
        var text = hundredths.sign == .minus ? "-" : ""
        text += String(units / 100)
        let fraction = units % 100
        if fraction != 0 {
            text += fraction % 10 == 0 ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
        }
        return text
    }

    /// `number(_:)` by `String(format: "%.2f")` of the truncated value, trailing zeros removed.
    static func formatted(_ value: Double) -> String {
        let truncated = (value * 100 + (value < 0 ? -1e-9 : 1e-9)).rounded(.towardZero) / 100
        var text = String(format: "%.2f", truncated)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// An alpha (0…1) as written: rounded to two decimals (`#a371f726` has alpha 38/255 = 0.149, shown
    /// 0.15) — alpha is a property of the value, not a verdict, so it is not truncated. A translucent
    /// alpha that would round to 0 or 1 gets three decimals (0.998 stays 0.998, never "1").
    static func alpha(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        if (text == "1.00" || text == "0.00") && value > 0 && value < 1 { text = String(format: "%.3f", value) }
        while text.contains(".") && text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A measured ratio, "4.49:1", truncated with the decimals `required` needs when given (as
    /// `ContrastRatio.format(_:against:)`).
    static func ratio(_ value: Double, against required: Double? = nil) -> String {
        "\(ContrastRatio.format(value, against: required)):1"
    }

    /// A required ratio, "4.5:1" (as `ContrastRatio.formatThreshold`).
    static func threshold(_ value: Double) -> String { "\(ContrastRatio.formatThreshold(value)):1" }
}
