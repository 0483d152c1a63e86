import ColorScience

/// A shell-style wildcard pattern, for colour names (`roles:`) and paths (`include:`/`exclude:`).
///
/// `*` matches any run of characters (none included), `?` any one character, `[abc]` / `[a-z]` one
/// character of the set (`[!a]` or `[^a]` any other), `\x` the character x itself. In path patterns
/// (`matchesPath`) `*` and `?` stop at `/`, `**` matches any run of whole path segments (none included:
/// `palettes/**/*.yaml` matches `palettes/a.yaml` and `palettes/x/y/a.yaml`). Matching is by Unicode
/// scalar, case-sensitive, over the whole text; it takes time proportional to the product of the
/// pattern's and the text's lengths at worst (no backtracking blow-up).
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    private let elements: [Element]

    private enum Element: Sendable, Hashable {
        case literal(Unicode.Scalar)
        case any  // ?
        case star  // *
        case globstar  // **/ or a final **
        case set([ClosedRange<Unicode.Scalar>], negated: Bool)
    }

    /// Parses `pattern`.
    /// - Throws: `GlobError` for an unterminated `[` set or a trailing `\`.
    public init(_ pattern: String) throws(GlobError) {
        self.pattern = pattern
        let scalars = Array(pattern.unicodeScalars)
        var elements: [Element] = []
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            switch c {
            case "*":
                if i + 1 < scalars.count, scalars[i + 1] == "*" {
                    let atStart = i == 0 || scalars[i - 1] == "/"
                    let next = i + 2
                    if atStart && (next == scalars.count || scalars[next] == "/") {
                        elements.append(.globstar)
                        i = next == scalars.count ? next : next + 1
                        continue
                    }
                    i += 2
                    elements.append(.star)
                    continue
                }
                elements.append(.star)
            case "?":
                elements.append(.any)
            case "\\":
                guard i + 1 < scalars.count else {
                    throw GlobError(.trailingEscape, pattern: pattern, message: "ends with '\\'")
                }
                i += 1
                elements.append(.literal(scalars[i]))
            case "[":
                var j = i + 1
                var negated = false
                if j < scalars.count, scalars[j] == "!" || scalars[j] == "^" {
                    negated = true
                    j += 1
                }
                var ranges: [ClosedRange<Unicode.Scalar>] = []
                var first = true
                while j < scalars.count, scalars[j] != "]" || first {
                    first = false
                    let low = scalars[j]
                    if j + 2 < scalars.count, scalars[j + 1] == "-", scalars[j + 2] != "]" {
                        let high = scalars[j + 2]
                        guard low <= high else {
                            throw GlobError(
                                .backwardsRange, pattern: pattern, message: "the range \(low)-\(high) is backwards")
                        }
                        ranges.append(low...high)
                        j += 3
                    } else {
                        ranges.append(low...low)
                        j += 1
                    }
                }
                guard j < scalars.count else {
                    throw GlobError(
                        .unclosedSet, pattern: pattern, message: "'[' at character \(i + 1) is not closed with ']'")
                }
                elements.append(.set(ranges, negated: negated))
                i = j
            default:
                elements.append(.literal(c))
            }
            i += 1
        }
        self.elements = elements
    }

    /// The pattern.
    public var description: String { pattern }

    /// Whether the whole of `name` matches (`*` and `?` match any character, `/` included).
    public func matches(_ name: String) -> Bool { match(Array(name.unicodeScalars), path: false) }

    /// Whether the whole of `path` matches, `*` and `?` not crossing `/` and `**` matching whole segments.
    public func matchesPath(_ path: String) -> Bool { match(Array(path.unicodeScalars), path: true) }

    /// The one text the pattern matches when it has no wildcard or set (`\\x` read as x); `nil` otherwise.
    public var literalText: String? {
        var text = ""
        for element in elements {
            guard case .literal(let c) = element else { return nil }
            text.unicodeScalars.append(c)
        }
        return text
    }

    /// Dynamic programming over (element, position): `reach[j]` says the elements so far can end at `j`.
    private func match(_ text: [Unicode.Scalar], path: Bool) -> Bool {
        var reach = [Bool](repeating: false, count: text.count + 1)
        reach[0] = true
        for (index, element) in elements.enumerated() {
            var next = [Bool](repeating: false, count: text.count + 1)
            switch element {
            case .star, .globstar:
                // `**` in a path ends at a segment start (after '/'), unless it ends the pattern.
                let segmentsOnly = path && element == .globstar && index < elements.count - 1
                var open = false
                for j in 0...text.count {
                    if reach[j] { open = true }
                    if open && (!segmentsOnly || reach[j] || (j > 0 && text[j - 1] == "/")) { next[j] = true }
                    if path, element == .star, j < text.count, text[j] == "/" { open = false }
                }
            case .any, .literal, .set:
                for j in 0..<text.count where reach[j] {
                    let c = text[j]
                    let ok: Bool
                    switch element {
                    case .any: ok = !(path && c == "/")
                    case .literal(let l): ok = c == l
                    case .set(let ranges, let negated):
                        ok = ranges.contains { $0.contains(c) } != negated && !(path && c == "/")
                    default: ok = false
                    }
                    if ok { next[j + 1] = true }
                }
            }
            reach = next
        }
        return reach[text.count]
    }
}

/// A wildcard pattern that cannot be used.
public struct GlobError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the pattern.
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// It ends with `\\`, which escapes nothing.
        case trailingEscape
        /// A `[` set is not closed with `]`.
        case unclosedSet
        /// A range of a set runs backwards (`[z-a]`).
        case backwardsRange
        /// A `{` of a pair pattern starts no placeholder `{name}` (`NamePattern`).
        case invalidPlaceholder
    }

    /// What is wrong, for a program to act on without reading `message`.
    public var kind: Kind
    /// The pattern as written.
    public var pattern: String
    /// What is wrong.
    public var message: String

    /// An error of `kind` in `pattern`.
    public init(_ kind: Kind, pattern: String, message: String) {
        self.kind = kind
        self.pattern = pattern
        self.message = message
    }

    /// "pattern 'x[': '[' at character 2 is not closed with ']'".
    public var description: String { "pattern '\(pattern)': \(message)" }
}
