/// Why a CSS colour string could not be parsed, and where.
public struct ColorParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of problem.
    public enum Kind: String, Sendable, Hashable {
        /// Nothing but white space.
        case empty
        /// `#` followed by something other than 3, 4, 6 or 8 hex digits.
        case invalidHex
        /// A function name CSS Color 4 does not define (e.g. `rbg(`).
        case unknownFunction
        /// `color(<space> …)` with a space that is not supported.
        case unknownColorSpace
        /// A word that is not a CSS named colour.
        case unknownName
        /// Wrong number of components, or missing separators/parenthesis.
        case malformedArguments
        /// A component that is not a number, percentage, angle or `none` where one is expected.
        case invalidComponent
        /// Text after the end of the colour.
        case trailingCharacters
    }

    /// The kind of problem.
    public var kind: Kind
    /// The string that was parsed.
    public var input: String
    /// 0-based character offset in `input` where the problem starts.
    public var offset: Int
    /// What was expected there, for people (e.g. "a number or percentage for green").
    public var expected: String
    /// True when the text is valid CSS that ColorAudit does not evaluate (`color-mix()`,
    /// `light-dark()` inside a colour, relative colour syntax `rgb(from …)`, `calc()` or another function
    /// as a component, `color(a98-rgb …)`, `prophoto-rgb`, `rec2020`, a custom `--profile`), as opposed
    /// to a malformed colour (`#12345`, `oklch(50% 0.1)`, an out-of-range component).
    public var isUnsupported: Bool

    /// Creates an error.
    public init(kind: Kind, input: String, offset: Int, expected: String, isUnsupported: Bool = false) {
        self.kind = kind
        self.input = input
        self.offset = offset
        self.expected = expected
        self.isUnsupported = isUnsupported
    }

    /// "invalid colour 'rgb(1 2)' at character 8: expected …". An input longer than 60 characters is
    /// shortened around the offending character.
    public var description: String {
        var shown = input
        if input.count > 60 {
            let start = max(0, min(offset - 30, input.count - 60))
            let slice = input.dropFirst(start).prefix(60)
            shown = (start > 0 ? "…" : "") + slice + (start + 60 < input.count ? "…" : "")
        }
        return "invalid colour '\(shown)' at character \(offset + 1): expected \(expected)"
    }
}
