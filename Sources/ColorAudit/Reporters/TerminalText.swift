import ColorScience

/// Text from palette files made safe for a terminal or a line-oriented log: control characters (C0
/// except tab, DEL, C1) and bidirectional formatting characters in a line are shown as `\u{1B}`-style
/// escapes, so a colour named `"evil\e[2J"` cannot clear the screen or set the window title, a name
/// `"q\e[8m"` cannot conceal the lines after it, a name holding a line break cannot split a finding over
/// two lines, and a name holding U+202E RIGHT-TO-LEFT OVERRIDE cannot make the rest of its line read
/// backwards (the "Trojan Source" reordering, CVE-2021-42574; the characters are Unicode's
/// `Bidi_Control` property, UAX #9 §2). With `keepingColour`, the reporter's own colour sequences are
/// kept: only the SGR (`ESC [ … m`) forms it writes — reset `0`, bold `1`, the foregrounds `31`, `33`,
/// `36` and 24-bit backgrounds `48;2;r;g;b` (ECMA-48 §8.3.117) — and every other sequence is escaped.
/// The JSON, SARIF, HTML, Markdown and JUnit reporters escape with their formats' own rules.
public enum TerminalText {
    /// `line` (one line of output, without its line break) with control characters made visible; the
    /// reporter's own colour sequences are kept when `keepingColour` (the report is drawn in colour),
    /// else every escape character is shown as `\u{1B}`.
    public static func visible(_ line: String, keepingColour: Bool = false) -> String {
        guard line.unicodeScalars.contains(where: isControl) else { return line }
        var result = ""
        let scalars = Array(line.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if keepingColour, scalar == "\u{1B}", let end = reporterColourEnd(scalars, from: index) {
                result.unicodeScalars.append(contentsOf: scalars[index...end])
                index = end + 1
                continue
            }
            if isControl(scalar) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
            index += 1
        }
        return result
    }

    /// Whether `scalar` is a C0 control other than tab, DEL, a C1 control, or a bidirectional formatting
    /// character (`isBidiControl`).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value) || isBidiControl(scalar)
    }

    /// Whether `scalar` has Unicode's `Bidi_Control` property: U+061C, U+200E, U+200F, U+202A…U+202E and
    /// U+2066…U+2069, the marks, embeddings, overrides and isolates that reorder the text after them
    /// (UAX #9, "Unicode Bidirectional Algorithm", §2 explicit formatting characters). Shown as escapes
    /// in every human-readable report; the JSON and SARIF reports keep names as they are.
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        // The first of them is U+061C: scalars below it (every ASCII and Latin letter of a report) are
        // judged without looking up Unicode's property tables, which costs more than the rest of the test.
        scalar.value >= 0x61C && scalar.properties.isBidiControl
    }

    /// `scalar` written as a visible escape: `\u{` its code point in upper-case hexadecimal `}`.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// The index of the `m` ending an SGR sequence `ESC [ parameters m` starting at `start` whose
    /// parameters are one of the reporter's own (see the type), or `nil`.
    private static func reporterColourEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 1 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var parameters = ""
        var index = start + 2
        while index < scalars.count, index - start < 20 {
            let scalar = scalars[index]
            if scalar == "m" { return isReporterColour(parameters) ? index : nil }
            guard scalar == ";" || ("0"..."9").contains(scalar) else { return nil }
            parameters.unicodeScalars.append(scalar)
            index += 1
        }
        return nil
    }

    /// Whether `parameters` (of `ESC [ parameters m`) is reset, bold, red, yellow, cyan or a 24-bit
    /// background `48;2;r;g;b` with each of r, g, b in 0…255.
    private static func isReporterColour(_ parameters: String) -> Bool {
        if ["0", "1", "31", "33", "36"].contains(parameters) { return true }
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 5, fields[0] == "48", fields[1] == "2" else { return false }
        return fields[2...].allSatisfy { field in
            field.count <= 3 && Int(field).map { (0...255).contains($0) } == true
        }
    }
}
