/// A cursor over a CSS colour string that reads the few CSS Syntax 3 tokens colour values are made of
/// (numbers, percentages, dimensions, identifiers, function names, single delimiters), tracking the
/// 0-based character offset of each for error messages. Keywords are matched ASCII case-insensitively,
/// as CSS requires (so `"\u{212A}"`, the Kelvin sign, is not a `k`).
package struct CSSColorScanner {
    /// One token of a colour value.
    package enum Token: Equatable {
        /// `<number-token>`.
        case number(Double)
        /// `<percentage-token>`; the value is the number before `%`.
        case percentage(Double)
        /// `<dimension-token>`; the unit is ASCII-lowercased.
        case dimension(Double, unit: String)
        /// `<ident-token>`, ASCII-lowercased.
        case identifier(String)
        /// `<function-token>` (an identifier directly followed by `(`, which is consumed), lowercased.
        case function(String)
        /// Any other single character.
        case delimiter(Character)
        /// End of input.
        case end
    }

    /// The string being read.
    package let input: String
    private let characters: [Character]
    /// Offset of the next character to read.
    package var position = 0

    package init(_ input: String) {
        self.input = input
        self.characters = Array(input)
    }

    /// True when every character has been read.
    package var isAtEnd: Bool { position >= characters.count }

    /// The next character, or nil at the end.
    package var current: Character? { isAtEnd ? nil : characters[position] }

    /// Number of characters in the input.
    package var count: Int { characters.count }

    /// Skips CSS white space (space, tab, line feed, carriage return, form feed).
    package mutating func skipWhitespace() {
        while let c = current, Self.isWhitespace(c) { position += 1 }
    }

    /// Consumes `c` if it is the next character.
    package mutating func consume(_ c: Character) -> Bool {
        guard current == c else { return false }
        position += 1
        return true
    }

    /// Skips white space, then reads one token; returns it with the offset where it starts.
    package mutating func nextToken() -> (token: Token, offset: Int) {
        skipWhitespace()
        let start = position
        guard let c = current else { return (.end, start) }
        if let value = readNumber() {
            if consume("%") { return (.percentage(value), start) }
            if startsIdentifier(at: position) {
                return (.dimension(value, unit: readIdentifier()), start)
            }
            return (.number(value), start)
        }
        if startsIdentifier(at: position) {
            let name = readIdentifier()
            if consume("(") { return (.function(name), start) }
            return (.identifier(name), start)
        }
        position += 1
        return (.delimiter(c), start)
    }

    /// Reads an identifier if one starts here (ASCII-lowercased), else returns nil and reads nothing.
    package mutating func readIdentifierIfPresent() -> String? {
        startsIdentifier(at: position) ? readIdentifier() : nil
    }

    /// Reads a run of identifier characters (letters, digits, `-`, `_`) from here, even when it could not
    /// start an identifier (used for the digits of a hex colour); returns it unchanged in case.
    package mutating func readNameCharacters() -> (text: [Character], start: Int) {
        let start = position
        while let c = current, Self.isNameCharacter(c) { position += 1 }
        return (Array(characters[start..<position]), start)
    }

    // MARK: - Lexing helpers

    /// Reads a CSS `<number-token>` (`[+-]? (digits | digits.digits | .digits) ([eE][+-]?digits)?`) if one
    /// starts here; otherwise reads nothing. Non-finite results (e.g. `1e999`) are returned as read.
    private mutating func readNumber() -> Double? {
        let start = position
        var index = position
        if index < characters.count, characters[index] == "+" || characters[index] == "-" { index += 1 }
        let integerStart = index
        while index < characters.count, Self.isDigit(characters[index]) { index += 1 }
        var sawDigits = index > integerStart
        if index + 1 < characters.count, characters[index] == ".", Self.isDigit(characters[index + 1]) {
            index += 1
            while index < characters.count, Self.isDigit(characters[index]) { index += 1 }
            sawDigits = true
        }
        guard sawDigits else { return nil }
        if index < characters.count, characters[index] == "e" || characters[index] == "E" {
            var exponent = index + 1
            if exponent < characters.count, characters[exponent] == "+" || characters[exponent] == "-" {
                exponent += 1
            }
            if exponent < characters.count, Self.isDigit(characters[exponent]) {
                index = exponent
                while index < characters.count, Self.isDigit(characters[index]) { index += 1 }
            }
        }
        guard let value = Double(String(characters[start..<index])) else { return nil }
        position = index
        return value
    }

    /// True when an identifier starts at `index`: a letter or `_`, or `-` followed by a letter, `_` or `-`.
    private func startsIdentifier(at index: Int) -> Bool {
        guard index < characters.count else { return false }
        let c = characters[index]
        if Self.isLetter(c) || c == "_" { return true }
        if c == "-", index + 1 < characters.count {
            let next = characters[index + 1]
            return Self.isLetter(next) || next == "_" || next == "-"
        }
        return false
    }

    private mutating func readIdentifier() -> String {
        Self.asciiLowercased(readNameCharacters().text)
    }

    // MARK: - Character classes

    package static func isWhitespace(_ c: Character) -> Bool {
        c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\r\n" || c == "\u{0C}"
    }

    package static func isDigit(_ c: Character) -> Bool {
        guard let a = c.asciiValue else { return false }
        return a >= 48 && a <= 57
    }

    package static func isLetter(_ c: Character) -> Bool {
        guard let a = c.asciiValue else { return false }
        return (a >= 65 && a <= 90) || (a >= 97 && a <= 122)
    }

    package static func isNameCharacter(_ c: Character) -> Bool {
        isLetter(c) || isDigit(c) || c == "-" || c == "_"
    }

    /// Lowercases ASCII letters only (CSS "ASCII case-insensitive"); other characters are kept.
    package static func asciiLowercased<S: Sequence>(_ text: S) -> String where S.Element == Character {
        String(
            text.map { c -> Character in
                guard let a = c.asciiValue, a >= 65, a <= 90 else { return c }
                return Character(Unicode.Scalar(a + 32))
            })
    }
}
