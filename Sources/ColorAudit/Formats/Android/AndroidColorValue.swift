import ColorScience

/// Android colour resource values: `#RGB`, `#ARGB`, `#RRGGBB`, `#AARRGGBB` — with alpha **first**,
/// unlike CSS's `#RRGGBBAA` (Android `Color.parseColor`, resource compiler) — and references.
enum AndroidColorValue {
    /// A value as written.
    enum Parsed: Equatable {
        /// A literal colour (sRGB, 8 bits per channel).
        case color(Color)
        /// `@color/name` (or `@android:color/name` when `framework`).
        case reference(name: String, framework: Bool)
    }

    /// Reads a value; `nil` when it is none of the forms.
    static func parse(_ text: String) -> Parsed? {
        if text.hasPrefix("@color/") { return .reference(name: String(text.dropFirst(7)), framework: false) }
        if text.hasPrefix("@android:color/") { return .reference(name: String(text.dropFirst(15)), framework: true) }
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.dropFirst())
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        var nibbles = digits.map { Int(String($0), radix: 16)! }
        if nibbles.count <= 4 { nibbles = nibbles.flatMap { [$0, $0] } }
        var bytes = stride(from: 0, to: nibbles.count, by: 2).map { Double(nibbles[$0] * 16 + nibbles[$0 + 1]) / 255 }
        let alpha = bytes.count == 4 ? bytes.removeFirst() : 1
        return .color(Color(.srgb, bytes[0], bytes[1], bytes[2], alpha: alpha))
    }

    /// Framework colours (`@android:color/…`) as the Android platform's `res/values/colors.xml` defines
    /// them (AOSP frameworks/base, core/res/res/values/colors.xml): black `#ff000000`, white `#ffffffff`,
    /// transparent `#00000000`, darker_gray `#aaa`, background_dark `#ff000000`, background_light
    /// `#ffffffff`.
    static let framework: [String: Color] = [
        "black": Color(.srgb, 0, 0, 0), "white": Color(.srgb, 1, 1, 1), "transparent": Color(.srgb, 0, 0, 0, alpha: 0),
        "darker_gray": Color(.srgb, 170.0 / 255, 170.0 / 255, 170.0 / 255), "background_dark": Color(.srgb, 0, 0, 0),
        "background_light": Color(.srgb, 1, 1, 1),
    ]
}
