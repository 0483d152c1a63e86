import Foundation

/// Parses CSS Color 4 colour strings into `Color`.
///
/// Accepted (CSS Color Module Level 4, function names and keywords ASCII case-insensitive, white space
/// allowed around the value):
/// - hex: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` (§5.2);
/// - `rgb()`/`rgba()` (§5.1): legacy comma syntax with all numbers (0–255) or all percentages and an
///   optional `, alpha`; modern space syntax with numbers and/or percentages or `none`, and `/ alpha`;
/// - `hsl()`/`hsla()` (§7): hue as a number (degrees) or an angle (`deg`, `grad`, `rad`, `turn`);
///   legacy comma syntax with percentages, or modern syntax where saturation/lightness may also be numbers;
/// - `hwb()` (§8), modern syntax only;
/// - `lab()`, `lch()`, `oklab()`, `oklch()` (§9): L as a number or percentage (lab: 100 % = 100; oklab:
///   100 % = 1), a/b percentages with 100 % = 125 (lab) or 0.4 (oklab), chroma 100 % = 150 (lch) or 0.4
///   (oklch), hue as for hsl;
/// - `color(srgb | srgb-linear | display-p3 | xyz | xyz-d65 | xyz-d50  c1 c2 c3 [/ alpha])` (§10), numbers
///   or percentages (100 % = 1); `xyz` means `xyz-d65`. `a98-rgb`, `prophoto-rgb` and `rec2020` are valid
///   CSS but not supported here and are reported as `unknownColorSpace`;
/// - the 148 named colours and `transparent` (§6).
///
/// `none` may stand for any component in the modern syntaxes and resolves to 0 (the CSS rule for a missing
/// component outside interpolation); the legacy comma syntaxes reject it. Alpha (number, or percentage
/// with 100 % = 1) is clamped to 0…1.
///
/// Parse-time clamping follows CSS: `rgb()` channels are clamped to 0…255, `hsl()` saturation and
/// lightness and `hwb()` whiteness and blackness to 0…100 % (so these always land in the sRGB gamut);
/// lab/lch L to 0…100, oklab/oklch L to 0…1, chroma to ≥ 0. Nothing else is clipped:
/// `color(display-p3 1 0 0)` and `lab(50 200 -200)` keep their values. A component other than a hue
/// beyond ±1,000,000 (after percentages are resolved) is refused as `invalidComponent`: no colour is
/// that far out, and conversions of such values overflow (`color(display-p3 1e30 0 0)`,
/// `lab(50 1e300 -1e300)`). Hues may be any finite angle.
///
/// Each colour keeps its natural space: hex, `rgb()`, `hsl()`, `hwb()` and names → `.srgb` (components
/// 0…1); `lab()` → `.lab`, `lch()` → `.lch`, `oklab()` → `.oklab`, `oklch()` → `.oklch` (hue in degrees
/// normalised to 0…360); `color(space …)` → that space.
public enum CSSColorParser {
    /// Parses one colour.
    /// - Parameter text: a CSS `<color>` such as `#0af`, `rgb(0 127 255 / 50%)`, `oklch(0.7 0.1 250)`.
    /// - Returns: the colour in its natural space (see the type's documentation).
    /// - Throws: `ColorParseError` with the kind of problem, the 0-based character offset where it was found
    ///   and what was expected there.
    public static func parse(_ text: String) throws(ColorParseError) -> Color {
        if let hex = plainHex(text) { return hex }
        return try parseInFull(text)
    }

    /// `parse(_:)` by the tokenizing parser, for every text (`parse` takes a shortcut for plain hex).
    package static func parseInFull(_ text: String) throws(ColorParseError) -> Color {
        var parser = Parser(text)
        return try parser.parseColor()
    }

    /// The colour of a text that is exactly `#` and 3, 4, 6 or 8 ASCII hex digits (most palettes' values),
    /// read from its bytes: what the tokenizing parser gives for it, without building its characters;
    /// `nil` for any other text.
    package static func plainHex(_ text: String) -> Color? {
        let utf8 = text.utf8
        guard [4, 5, 7, 9].contains(utf8.count), utf8.first == UInt8(ascii: "#") else { return nil }
        var digits: [Int] = []
        digits.reserveCapacity(8)
        for byte in utf8.dropFirst() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(Int(byte - UInt8(ascii: "0")))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(Int(byte - UInt8(ascii: "a")) + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digits.append(Int(byte - UInt8(ascii: "A")) + 10)
            default: return nil
            }
        }
        let bytes =
            digits.count <= 4
            ? digits.map { $0 * 17 } : stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
        return Color(
            .srgb, Double(bytes[0]) / 255, Double(bytes[1]) / 255, Double(bytes[2]) / 255,
            alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
    }
}

/// The recursive-descent parser behind `CSSColorParser.parse(_:)`.
private struct Parser {
    package typealias Token = CSSColorScanner.Token

    /// What one component position accepts and how its values resolve.
    package struct Slot {
        /// Name used in messages ("red", "hue", "alpha").
        package var name: String
        /// Whether a plain number is accepted (as itself; for a hue, as degrees).
        package var allowsNumber = true
        /// The value 100 % stands for, or nil when percentages are not accepted.
        package var percentReference: Double?
        /// Whether angles (`deg`, `grad`, `rad`, `turn`) are accepted (resolved to degrees).
        package var isHue = false

        /// "a number, percentage or none for red", listing what the slot accepts.
        package func expected(allowingNone: Bool) -> String {
            var kinds: [String] = []
            if isHue {
                kinds += ["number", "angle"]
            } else if allowsNumber {
                kinds.append("number")
            }
            if percentReference != nil { kinds.append("percentage") }
            if allowingNone { kinds.append("none") }
            let list =
                kinds.count == 1
                ? kinds[0] : kinds.dropLast().joined(separator: ", ") + " or " + kinds[kinds.count - 1]
            return "a \(list) for \(name)"
        }
    }

    /// Which syntax an argument list is written in.
    package enum Mode {
        /// Space-separated syntax: `none` allowed, `/` before alpha.
        case modern
        /// Legacy comma syntax of rgb()/hsl(): no `none`, commas everywhere.
        case legacy
    }

    package static let alpha = Slot(name: "alpha", percentReference: 1)

    package var scanner: CSSColorScanner

    package init(_ text: String) {
        scanner = CSSColorScanner(text)
    }

    package func error(_ kind: ColorParseError.Kind, at offset: Int, _ expected: String, unsupported: Bool = false)
        -> ColorParseError
    {
        ColorParseError(
            kind: kind, input: scanner.input, offset: offset, expected: expected, isUnsupported: unsupported)
    }

    // MARK: - Top level

    package mutating func parseColor() throws(ColorParseError) -> Color {
        scanner.skipWhitespace()
        if scanner.isAtEnd {
            throw error(.empty, at: 0, "a colour")
        }
        let start = scanner.position
        let color: Color
        if scanner.current == "#" {
            color = try parseHex()
        } else if let name = scanner.readIdentifierIfPresent() {
            if scanner.consume("(") {
                color = try parseFunction(name, at: start)
            } else if let named = NamedColors.color(named: name) {
                color = named
            } else if isNext("(") {
                throw error(
                    .malformedArguments, at: scanner.position,
                    "'(' directly after '\(name)' (no space is allowed before the parenthesis)")
            } else {
                throw error(
                    .unknownName, at: start,
                    "a CSS named colour or 'transparent' ('\(name)' is not one)")
            }
        } else {
            throw error(
                .unknownName, at: start,
                "a colour: '#' and hex digits, a colour function such as rgb(…), or a named colour")
        }
        scanner.skipWhitespace()
        if !scanner.isAtEnd {
            throw error(.trailingCharacters, at: scanner.position, "the end of the colour")
        }
        return color
    }

    /// `#` followed by 3, 4, 6 or 8 hex digits (alpha last).
    package mutating func parseHex() throws(ColorParseError) -> Color {
        let hashOffset = scanner.position
        _ = scanner.consume("#")
        let (digits, start) = scanner.readNameCharacters()
        var values: [Int] = []
        for (index, c) in digits.enumerated() {
            guard let v = c.hexDigitValue, c.isASCII else {
                throw error(.invalidHex, at: start + index, "a hex digit (0-9, a-f) instead of '\(c)'")
            }
            values.append(v)
        }
        let bytes: [Int]
        switch values.count {
        case 3, 4: bytes = values.map { $0 * 17 }
        case 6, 8: bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
        default:
            throw error(
                .invalidHex, at: hashOffset, "3, 4, 6 or 8 hex digits after '#' (found \(values.count))")
        }
        return Color(
            .srgb, Double(bytes[0]) / 255, Double(bytes[1]) / 255, Double(bytes[2]) / 255,
            alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
    }

    package mutating func parseFunction(_ name: String, at start: Int) throws(ColorParseError) -> Color {
        switch name {
        case "rgb", "rgba": return try parseRGB(name)
        case "hsl", "hsla": return try parseHSL(name)
        case "hwb": return try parseHWB()
        case "lab", "lch", "oklab", "oklch": return try parseLabFamily(name)
        case "color": return try parseColorFunction()
        case "color-mix", "light-dark", "device-cmyk", "contrast-color":
            throw error(
                .unknownFunction, at: start,
                "a colour function: \(name)() is valid CSS but not supported here", unsupported: true)
        default:
            throw error(
                .unknownFunction, at: start,
                "one of rgb(), rgba(), hsl(), hsla(), hwb(), lab(), lch(), oklab(), oklch() or color() "
                    + "('\(name)()' is not a CSS colour function)")
        }
    }

    // MARK: - The functions

    package mutating func parseRGB(_ function: String) throws(ColorParseError) -> Color {
        let channels = ["red", "green", "blue"].map { Slot(name: $0, percentReference: 255) }
        let first = scanner.nextToken()
        let values: [Double]
        let alpha: Double
        if isNext(",") {
            // Legacy: all numbers or all percentages, decided by the first one.
            try rejectNone(first, slot: channels[0])
            let usesPercent: Bool
            switch first.token {
            case .percentage: usesPercent = true
            case .number: usesPercent = false
            default: throw invalid(first, channels[0], mode: .legacy)
            }
            let legacy = channels.map { slot in
                var s = slot
                if usesPercent {
                    s.allowsNumber = false
                } else {
                    s.percentReference = nil
                }
                return s
            }
            (values, alpha) = try parseLegacy(function, slots: legacy, first: first)
        } else {
            (values, alpha) = try parseModern(function, slots: channels, first: first)
        }
        let rgb = values.map { Swift.min(Swift.max($0, 0), 255) / 255 }
        return Color(.srgb, rgb[0], rgb[1], rgb[2], alpha: alpha)
    }

    package mutating func parseHSL(_ function: String) throws(ColorParseError) -> Color {
        let hue = Slot(name: "hue", isHue: true)
        let first = scanner.nextToken()
        let values: [Double]
        let alpha: Double
        if isNext(",") {
            try rejectNone(first, slot: hue)
            let legacy = [
                hue,
                Slot(name: "saturation", allowsNumber: false, percentReference: 100),
                Slot(name: "lightness", allowsNumber: false, percentReference: 100),
            ]
            (values, alpha) = try parseLegacy(function, slots: legacy, first: first)
        } else {
            let modern = [
                hue, Slot(name: "saturation", percentReference: 100), Slot(name: "lightness", percentReference: 100),
            ]
            (values, alpha) = try parseModern(function, slots: modern, first: first)
        }
        let rgb = HSL.srgb(
            hue: values[0], saturation: Self.percentClamped(values[1]), lightness: Self.percentClamped(values[2]))
        return Self.srgbClamped(rgb, alpha: alpha)
    }

    package mutating func parseHWB() throws(ColorParseError) -> Color {
        let slots = [
            Slot(name: "hue", isHue: true), Slot(name: "whiteness", percentReference: 100),
            Slot(name: "blackness", percentReference: 100),
        ]
        let (values, alpha) = try parseModern("hwb", slots: slots, first: nil)
        let rgb = HSL.srgb(
            hue: values[0], whiteness: Self.percentClamped(values[1]), blackness: Self.percentClamped(values[2]))
        return Self.srgbClamped(rgb, alpha: alpha)
    }

    /// lab(), lch(), oklab(), oklch().
    package mutating func parseLabFamily(_ function: String) throws(ColorParseError) -> Color {
        let isOK = function.hasPrefix("ok")
        let isPolar = function.hasSuffix("ch")
        let lightnessMax: Double = isOK ? 1 : 100
        let axisReference: Double = isOK ? 0.4 : 125
        let chromaReference: Double = isOK ? 0.4 : 150
        let lightness = Slot(name: "lightness", percentReference: lightnessMax)
        let slots =
            isPolar
            ? [lightness, Slot(name: "chroma", percentReference: chromaReference), Slot(name: "hue", isHue: true)]
            : [
                lightness, Slot(name: "a", percentReference: axisReference),
                Slot(name: "b", percentReference: axisReference),
            ]
        let (values, alpha) = try parseModern(function, slots: slots, first: nil)
        let l = Swift.min(Swift.max(values[0], 0), lightnessMax)
        let space: ColorSpace
        switch function {
        case "lab": space = .lab
        case "lch": space = .lch
        case "oklab": space = .oklab
        default: space = .oklch
        }
        if isPolar {
            return Color(space, l, Swift.max(values[1], 0), Self.normalizedHue(values[2]), alpha: alpha)
        }
        return Color(space, l, values[1], values[2], alpha: alpha)
    }

    /// color(<space> c1 c2 c3 [/ alpha]).
    package mutating func parseColorFunction() throws(ColorParseError) -> Color {
        let spaces =
            "srgb, srgb-linear, display-p3, xyz, xyz-d50 or xyz-d65"
        let (token, offset) = scanner.nextToken()
        let name: String
        switch token {
        case .identifier(let n): name = n
        case .end, .delimiter(")"):
            throw error(.malformedArguments, at: offset, "a colour space name (\(spaces))")
        default:
            throw error(.unknownColorSpace, at: offset, "a colour space name (\(spaces))")
        }
        let space: ColorSpace
        switch name {
        case "srgb": space = .srgb
        case "srgb-linear": space = .srgbLinear
        case "display-p3": space = .displayP3
        case "xyz", "xyz-d65": space = .xyzD65
        case "xyz-d50": space = .xyzD50
        case "a98-rgb", "prophoto-rgb", "rec2020":
            throw error(
                .unknownColorSpace, at: offset,
                "one of \(spaces) ('\(name)' is valid CSS but not supported here)", unsupported: true)
        case "from":
            throw error(
                .unknownColorSpace, at: offset, "one of \(spaces) (relative colour syntax is not supported)",
                unsupported: true)
        case let custom where custom.hasPrefix("--"):
            throw error(
                .unknownColorSpace, at: offset,
                "one of \(spaces) ('\(name)' names an @color-profile, which is not supported)", unsupported: true)
        default:
            throw error(.unknownColorSpace, at: offset, "one of \(spaces) ('\(name)' is not a CSS colour space)")
        }
        let names = space.isRGB ? ["red", "green", "blue"] : ["x", "y", "z"]
        let slots = names.map { Slot(name: $0, percentReference: 1) }
        let (values, alpha) = try parseModern("color", slots: slots, first: nil)
        return Color(space, values[0], values[1], values[2], alpha: alpha)
    }

    // MARK: - Argument lists

    /// Reads `c1 c2 c3 [/ alpha] )` after the opening parenthesis (or after `first`, already read).
    package mutating func parseModern(
        _ function: String, slots: [Slot], first: (token: Token, offset: Int)?
    ) throws(ColorParseError) -> ([Double], Double) {
        var values: [Double] = []
        for (index, slot) in slots.enumerated() {
            if index == 0, let first {
                values.append(try resolve(first, slot, mode: .modern))
                continue
            }
            if index > 0 {
                try rejectComma(function, before: slot.name)
            }
            values.append(try resolve(scanner.nextToken(), slot, mode: .modern))
        }
        scanner.skipWhitespace()
        var alpha = 1.0
        var closing = "')' or '/' and an alpha value after the three components"
        if scanner.consume("/") {
            alpha = try resolveAlpha(scanner.nextToken(), mode: .modern)
            closing = "')' after the alpha value"
        } else if scanner.current == "," {
            throw error(
                .malformedArguments, at: scanner.position,
                "'/' before the alpha value (commas belong to the legacy rgb()/hsl() syntax only)")
        }
        try expectClosingParenthesis(closing)
        return (values, alpha)
    }

    /// Reads the legacy `c1, c2, c3 [, alpha] )` given the first component, already read and followed by a
    /// comma.
    package mutating func parseLegacy(
        _ function: String, slots: [Slot], first: (token: Token, offset: Int)
    ) throws(ColorParseError) -> ([Double], Double) {
        var values = [try resolve(first, slots[0], mode: .legacy)]
        for slot in slots.dropFirst() {
            try expectComma(before: slot.name)
            values.append(try resolve(scanner.nextToken(), slot, mode: .legacy))
        }
        scanner.skipWhitespace()
        var alpha = 1.0
        var closing = "')' or ',' and an alpha value after the three components"
        if scanner.consume(",") {
            alpha = try resolveAlpha(scanner.nextToken(), mode: .legacy)
            closing = "')' after the alpha value"
        } else if scanner.current == "/" {
            throw error(
                .malformedArguments, at: scanner.position,
                "',' before the alpha value (the comma syntax of \(function)() does not use '/')")
        }
        try expectClosingParenthesis(closing)
        return (values, alpha)
    }

    /// True when the next non-space character is `c`; reads nothing but white space.
    package mutating func isNext(_ c: Character) -> Bool {
        scanner.skipWhitespace()
        return scanner.current == c
    }

    package mutating func expectComma(before name: String) throws(ColorParseError) {
        scanner.skipWhitespace()
        guard scanner.consume(",") else {
            if scanner.isAtEnd || scanner.current == ")" {
                throw error(
                    .malformedArguments, at: scanner.position,
                    "',' and a value for \(name) (three components are needed)")
            }
            throw error(
                .malformedArguments, at: scanner.position,
                "',' before \(name): the legacy comma syntax cannot mix commas and spaces")
        }
    }

    package mutating func rejectComma(_ function: String, before name: String) throws(ColorParseError) {
        scanner.skipWhitespace()
        if scanner.current == "," {
            let why =
                function.hasPrefix("rgb") || function.hasPrefix("hsl")
                ? "the space-separated syntax cannot mix spaces and commas"
                : "\(function)() has no comma syntax"
            throw error(.malformedArguments, at: scanner.position, "a space before \(name): \(why)")
        }
    }

    package mutating func expectClosingParenthesis(_ expected: String) throws(ColorParseError) {
        scanner.skipWhitespace()
        guard scanner.consume(")") else {
            throw error(.malformedArguments, at: scanner.position, expected)
        }
    }

    // MARK: - Components

    /// Throws when the legacy syntax meets `none`.
    package func rejectNone(_ component: (token: Token, offset: Int), slot: Slot) throws(ColorParseError) {
        if component.token == .identifier("none") {
            throw error(
                .invalidComponent, at: component.offset,
                "\(slot.expected(allowingNone: false)) ('none' is only allowed in the space-separated syntax)")
        }
    }

    /// Resolves a component token for `slot`: numbers as themselves (hue: degrees), percentages against
    /// the slot's reference, angles to degrees, `none` to 0.
    package func resolve(
        _ component: (token: Token, offset: Int), _ slot: Slot, mode: Mode
    ) throws(ColorParseError) -> Double {
        let value: Double
        switch component.token {
        case .number(let v) where slot.allowsNumber || slot.isHue:
            value = v
        case .percentage(let v) where slot.percentReference != nil:
            value = v / 100 * (slot.percentReference ?? 0)
        case .dimension(let v, let unit) where slot.isHue:
            guard let factor = Self.degreesPerUnit[unit] else { throw invalid(component, slot, mode: mode) }
            value = v * factor
        case .identifier("none") where mode == .modern:
            return 0
        default:
            throw invalid(component, slot, mode: mode)
        }
        guard value.isFinite else {
            throw error(
                .invalidComponent, at: component.offset, "a finite value for \(slot.name)")
        }
        if !slot.isHue && abs(value) > Self.componentLimit {
            throw error(
                .invalidComponent, at: component.offset,
                "a value for \(slot.name) between −1,000,000 and 1,000,000 (\(Self.shortNumber(value)) is "
                    + "beyond any colour; no screen or conversion can use it)")
        }
        return value
    }

    /// Alpha: a number, or a percentage with 100 % = 1, clamped to 0…1; `none` = 0 in the modern syntax.
    package func resolveAlpha(_ component: (token: Token, offset: Int), mode: Mode) throws(ColorParseError) -> Double {
        let value = try resolve(component, Self.alpha, mode: mode)
        return Swift.min(Swift.max(value, 0), 1)
    }

    /// The error for a component that does not fit its slot, with what was wrong.
    package func invalid(_ component: (token: Token, offset: Int), _ slot: Slot, mode: Mode) -> ColorParseError {
        let expected = slot.expected(allowingNone: mode == .modern)
        let offset = component.offset
        switch component.token {
        case .end, .delimiter(")"), .delimiter(","), .delimiter("/"):
            return error(.malformedArguments, at: offset, expected)
        case .identifier("none"):
            return error(
                .invalidComponent, at: offset, "\(expected) ('none' is only allowed in the space-separated syntax)")
        case .identifier("from"):
            return error(
                .invalidComponent, at: offset, "\(expected) (relative colour syntax is not supported)",
                unsupported: true)
        case .function(let name):
            return error(
                .invalidComponent, at: offset, "\(expected) (\(name)() inside a colour is not supported)",
                unsupported: true)
        case .percentage:
            let why =
                mode == .legacy && slot.allowsNumber
                ? "the legacy comma syntax cannot mix numbers and percentages"
                : "a percentage is not allowed here"
            return error(.invalidComponent, at: offset, "\(expected) (\(why))")
        case .number:
            let why =
                mode == .legacy && slot.percentReference != nil
                ? "the legacy comma syntax needs percentages here and cannot mix them with numbers"
                : "a number is not allowed here"
            return error(.invalidComponent, at: offset, "\(expected) (\(why))")
        case .dimension(_, let unit):
            return error(.invalidComponent, at: offset, "\(expected) ('\(unit)' is not a unit allowed here)")
        default:
            return error(.invalidComponent, at: offset, expected)
        }
    }

    // MARK: - Helpers

    /// The largest magnitude a component other than a hue may have once resolved (CSS units). Colours
    /// far outside every gamut stay finite through every conversion up to here (an encoded RGB value
    /// of 10⁶ is 10¹⁴ in linear light); beyond it conversions overflow to infinity or NaN.
    package static let componentLimit = 1e6

    /// A number for messages: as written when short, else in exponent form ("1e+30").
    package static func shortNumber(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e12 { return String(Int64(value)) }
        let plain = String(value)
        return plain.count <= 12 ? plain : String(format: "%.3g", value)
    }

    /// Degrees per CSS angle unit (CSS Values 4 §7.1).
    package static let degreesPerUnit: [String: Double] = ["deg": 1, "grad": 0.9, "rad": 180 / Double.pi, "turn": 360]

    package static func percentClamped(_ v: Double) -> Double { Swift.min(Swift.max(v, 0), 100) }

    package static func normalizedHue(_ degrees: Double) -> Double {
        let h = degrees.truncatingRemainder(dividingBy: 360)
        return h < 0 ? h + 360 : h
    }

    package static func srgbClamped(_ rgb: SIMD3<Double>, alpha: Double) -> Color {
        let clamped = rgb.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
        return Color(space: .srgb, components: clamped, alpha: alpha)
    }
}
