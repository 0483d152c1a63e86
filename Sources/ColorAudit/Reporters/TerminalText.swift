/// Text from palette files made safe for a terminal or a line-oriented log: control characters (C0
/// except tab, DEL, C1) in a line are shown as `\u{1B}`-style escapes, so a colour named
/// `"evil\e[2J"` cannot clear the screen or set the window title, and a name holding a line break
/// cannot split a finding over two lines. The reporter's own colour sequences (SGR, `ESC [ digits;… m`)
/// are kept. The JSON, SARIF, HTML, Markdown and JUnit reporters escape with their formats' own rules.
public enum TerminalText {
    /// `line` (one line of output, without its line break) with control characters made visible.
    public static func visible(_ line: String) -> String {
        guard line.unicodeScalars.contains(where: isControl) else { return line }
        var result = ""
        let scalars = Array(line.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}", let end = sgrEnd(scalars, from: index) {
                result.unicodeScalars.append(contentsOf: scalars[index...end])
                index = end + 1
                continue
            }
            if isControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            index += 1
        }
        return result
    }

    /// Whether `scalar` is a C0 control other than tab, DEL or a C1 control.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }

    /// The index of the `m` ending an SGR sequence `ESC [ (digits | ;)* m` starting at `start`, or `nil`.
    private static func sgrEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 1 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var index = start + 2
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "m" { return index }
            guard scalar == ";" || ("0"..."9").contains(scalar) else { return nil }
            index += 1
        }
        return nil
    }
}
