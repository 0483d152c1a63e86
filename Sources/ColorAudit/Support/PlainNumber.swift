import ColorScience

/// Numbers written as plain text in YAML, JSON, JSON5 and CSS-like documents (and on the command line).
enum PlainNumber {
    /// A decimal number as YAML and JSON write it: optional sign, digits with an optional fraction
    /// (or a leading `.`), optional exponent. Hex, octal, `inf`, `nan` and `_` separators are not
    /// numbers here. Returns `nil` for anything else; a number too large for a `Double` comes back
    /// infinite (callers report it as out of range).
    static func value(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                index += 1
            }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        var count = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            count += digits()
        }
        guard count > 0 else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { return nil }
        }
        guard index == bytes.count else { return nil }
        return Double(text.hasPrefix("+") ? String(text.dropFirst()) : text)
    }
}
