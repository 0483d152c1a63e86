import ColorScience
import Foundation

/// How an asset catalog entry writes its colour (`ColorSetComponents`), so that a new colour can be
/// written the same way (`coloraudit fix`): its `color-space`, and per colour component its encoding —
/// a float with as many decimals as written (at least 3, Xcode's `"0.478"`), an 8-bit `0x` hex value
/// in the case and number of digits written (`"0xEC"`), or an 8-bit decimal integer (`"236"`). The
/// alpha is kept as written.
///
/// Read from a value's `source` as `ColorSetComponents` gives it (`srgb 0x78 0x97 0xEC / 1.000`,
/// `display-p3 0.482 0.592 0.925 / 1.000`, `gray-gamma-22 0.500`); a component text without a decimal
/// point or exponent is taken as an 8-bit value, as Xcode reads a component string, unless the entry
/// writes that component as a bare JSON number (`"red" : 1`, `ColorValue.bareNumberComponents`): a float,
/// written again as a float (at least 3 decimals, `0.784`), still bare (`ColorSetRewrite`).
struct ColorSetNotation: Sendable, Equatable {
    /// One component's encoding.
    enum Encoding: Sendable, Equatable {
        /// A decimal fraction with this many decimals (`0.478`).
        case float(decimals: Int)
        /// `0x` (or `0X`, as written) and this many hex digits (at least 2), upper or lower case.
        case hex(prefix: String, digits: Int, uppercase: Bool)
        /// An 8-bit decimal integer.
        case byte
    }

    /// The `color-space` as written (`srgb`, `display-p3`, `extended-srgb`, `extended-linear-srgb`,
    /// `gray-gamma-22`, `extended-gray`).
    var space: String
    /// The encodings of red, green and blue, or of white for the grey spaces.
    var encodings: [Encoding]
    /// The alpha as written (`1.000`), `nil` when the entry has none.
    var alpha: String?

    /// The notation of `source` (the components named in `bareNumbers` written as bare JSON numbers, so
    /// floats); `nil` when it is not a colour set component text.
    init?(source: String, bareNumbers: Set<String> = []) {
        guard let (space, texts, alpha) = Self.parts(of: source) else { return nil }
        let hexLetters = texts.filter { $0.lowercased().hasPrefix("0x") }.flatMap { $0.dropFirst(2) }.filter(\.isLetter)
        let uppercase = hexLetters.isEmpty || hexLetters.contains(where: \.isUppercase)
        self.space = space
        self.alpha = alpha
        let names = space == "gray-gamma-22" || space == "extended-gray" ? ["white"] : ["red", "green", "blue"]
        encodings = zip(names, texts).map { name, text in
            let lower = text.lowercased()
            if lower.hasPrefix("0x") {
                return .hex(prefix: String(text.prefix(2)), digits: max(text.count - 2, 2), uppercase: uppercase)
            }
            // Decimal digits in a string are 8-bit; a bare number (`1`) is a float.
            if !bareNumbers.contains(name), text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) { return .byte }
            let decimals = text.split(separator: ".").dropFirst().first.map { $0.prefix { $0.isNumber }.count } ?? 0
            return .float(decimals: max(decimals, 3))
        }
    }

    /// The space, the colour components' texts and the alpha's text of a colour set source text; `nil`
    /// when it is not one (an unknown space, or not one or three components).
    static func parts(of source: String) -> (space: String, components: [String], alpha: String?)? {
        let halves = source.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { return nil }
        let words = halves[0].split(separator: " ").map(String.init)
        guard let space = words.first, ColorSetComponents.spaces.contains(space) else { return nil }
        let components = Array(words.dropFirst())
        let isGray = space == "gray-gamma-22" || space == "extended-gray"
        guard components.count == (isGray ? 1 : 3), components.allSatisfy({ !$0.isEmpty }) else { return nil }
        var alpha: String?
        if halves.count == 2 {
            let text = halves[1].trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, !text.contains(" ") else { return nil }
            alpha = text
        }
        return (space, components, alpha)
    }

    /// Whether the space is one of the grey ones (a `white` component).
    var isGray: Bool { space == "gray-gamma-22" || space == "extended-gray" }

    /// The colour component names in the order of `encodings` (`red`, `green`, `blue` or `white`).
    var componentNames: [String] { isGray ? ["white"] : ["red", "green", "blue"] }

    /// `color` written in this notation: converted into the space (LittleCMS for Display P3), each
    /// component rounded to its encoding, and the colour those texts are read as (`ColorSetComponents`),
    /// with `color`'s alpha; `nil` when the colour cannot be written so (outside 0…1 in a space that is
    /// not extended, or in an 8-bit encoding; a colour that is not a neutral grey in a grey space).
    /// `rounding` rounds each component to its encoding (`.down` to keep a colour from getting lighter).
    func written(_ color: Color, rounding: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> (
        color: Color, source: String
    )? {
        let extended = space.hasPrefix("extended")
        var values: [Double]
        if isGray {
            // Generic Gray Gamma 2.2: the linear luminance W^2.2 of a neutral grey.
            let linear = color.converted(to: .srgbLinear).components
            guard abs(linear.x - linear.y) < 1e-4, abs(linear.y - linear.z) < 1e-4 else { return nil }
            let mean = (linear.x + linear.y + linear.z) / 3
            values = [pow(mean.magnitude, 1 / 2.2) * (mean < 0 ? -1 : 1)]
        } else {
            let c = color.converted(to: ourSpace).components
            values = [c.x, c.y, c.z]
        }
        var texts: [String] = []
        var read: [Double] = []
        for (index, encoding) in encodings.enumerated() {
            var value = values[index]
            // A hair outside 0…1 is the conversion's rounding at the gamut's edge.
            if value > -1e-3 && value < 0 { value = 0 }
            if value > 1 && value < 1 + 1e-3 { value = 1 }
            let bounded = (0...1).contains(value)
            switch encoding {
            case .float(let decimals):
                guard extended || bounded, value.isFinite, value.magnitude < 1e6 else { return nil }
                let scale = pow(10, Double(decimals))
                var text = String(format: "%.\(decimals)f", Self.rounded(value * scale, rounding) / scale)
                if text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) {
                    text.removeFirst()
                }
                texts.append(text)
                read.append(Double(text)!)
            case .hex(let prefix, let digits, let uppercase):
                guard bounded else { return nil }
                let byte = Int(Self.rounded(value * 255, rounding))
                var text = String(byte, radix: 16, uppercase: uppercase)
                text = String(repeating: "0", count: max(digits - text.count, 0)) + text
                texts.append(prefix + text)
                read.append(Double(byte) / 255)
            case .byte:
                guard bounded else { return nil }
                let byte = Int(Self.rounded(value * 255, rounding))
                texts.append(String(byte))
                read.append(Double(byte) / 255)
            }
        }
        let result: Color
        if isGray {
            let linear = pow(read[0].magnitude, 2.2) * (read[0] < 0 ? -1 : 1)
            result = Color(.srgbLinear, linear, linear, linear, alpha: color.alpha)
        } else {
            result = Color(ourSpace, read[0], read[1], read[2], alpha: color.alpha)
        }
        return (result, Self.source(space: space, components: texts, alpha: alpha))
    }

    /// `value` rounded by `rule`; down and up leave a value within 1e-7 of an integer at that integer
    /// (0.465 × 1000 is 464.99999999999994 in binary).
    static func rounded(_ value: Double, _ rule: FloatingPointRoundingRule) -> Double {
        switch rule {
        case .down: (value + 1e-7).rounded(.down)
        case .up: (value - 1e-7).rounded(.up)
        default: value.rounded(rule)
        }
    }

    /// The OKLCH lightness step that moves a colour by about a fifth of the finest component step: 0.002
    /// for 8-bit components, 0.0002 for three decimals (`LightnessSearch.written`).
    var step: Double {
        let finest =
            encodings.map { encoding -> Double in
                guard case .float(let decimals) = encoding else { return 1.0 / 255 }
                return pow(10, -Double(decimals))
            }.min() ?? 1.0 / 255
        return min(0.002, finest / 5)
    }

    /// The text `ColorSetComponents` gives for these parts (`srgb 0x78 0x97 0xEC / 1.000`).
    static func source(space: String, components: [String], alpha: String?) -> String {
        ([space] + components).joined(separator: " ") + (alpha.map { " / " + $0 } ?? "")
    }

    /// Our colour space for the components of `space` (grey spaces aside).
    private var ourSpace: ColorSpace {
        switch space {
        case "display-p3": .displayP3
        case "extended-linear-srgb": .srgbLinear
        default: .srgb
        }
    }

    /// The gamut a colour written so stays in: Display P3 for `display-p3`, sRGB for `srgb` and the grey
    /// spaces; `nil` for the extended spaces (any value).
    var gamut: ColorSpace? {
        switch space {
        case "display-p3": .displayP3
        case "srgb", "gray-gamma-22": .srgb
        default: nil
        }
    }
}
