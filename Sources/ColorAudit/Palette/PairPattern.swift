import ColorScience

/// A colour-name pattern of a pair rule: `Glob` syntax (`*`, `?`, `[…]`, `\x`) plus placeholders
/// `{name}`, each matching one or more characters and the same text wherever the name recurs in one
/// rule (`fgColor-{role}` on `bgColor-{role}-muted` pairs `fgColor-danger` with `bgColor-danger-muted`
/// only). A placeholder name is letters, digits and `_`.
public struct NamePattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let text: String
    /// The whole pattern with every placeholder read as `*` (for matching without bindings).
    public let glob: Glob
    private let pieces: [Piece]

    private enum Piece: Sendable, Hashable {
        case glob(Glob)
        case placeholder(String)
    }

    /// Parses `text`.
    /// - Throws: `GlobError` for a malformed wildcard or a `{` not closing a placeholder name.
    public init(_ text: String) throws(GlobError) {
        self.text = text
        let scalars = Array(text.unicodeScalars)
        var pieces: [Piece] = []
        var segment = ""
        var starred = ""
        var i = 0
        func flush() throws(GlobError) {
            if !segment.isEmpty { pieces.append(.glob(try Glob(segment))) }
            segment = ""
        }
        while i < scalars.count {
            let c = scalars[i]
            if c == "\\", i + 1 < scalars.count {
                segment.unicodeScalars.append(contentsOf: scalars[i...i + 1])
                starred.unicodeScalars.append(contentsOf: scalars[i...i + 1])
                i += 2
                continue
            }
            if c == "[" {
                // A set is copied whole (a `{` inside it is a character); `Glob` reports a set not closed.
                var j = i + 1
                if j < scalars.count, scalars[j] == "!" || scalars[j] == "^" { j += 1 }
                if j < scalars.count, scalars[j] == "]" { j += 1 }
                while j < scalars.count, scalars[j] != "]" { j += 1 }
                let end = min(j, scalars.count - 1)
                segment.unicodeScalars.append(contentsOf: scalars[i...end])
                starred.unicodeScalars.append(contentsOf: scalars[i...end])
                i = end + 1
                continue
            }
            if c == "{" {
                var j = i + 1
                var name = ""
                while j < scalars.count,
                    scalars[j] == "_" || scalars[j].properties.isAlphabetic
                        || ("0"..."9").contains(scalars[j])
                {
                    name.unicodeScalars.append(scalars[j])
                    j += 1
                }
                guard j < scalars.count, scalars[j] == "}", !name.isEmpty else {
                    throw GlobError(
                        .invalidPlaceholder, pattern: text,
                        message: "'{' at character \(i + 1) does not start a placeholder {name} "
                            + "(letters, digits, _); write \\{ for the character")
                }
                try flush()
                pieces.append(.placeholder(name))
                starred += "*"
                i = j + 1
                continue
            }
            segment.unicodeScalars.append(c)
            starred.unicodeScalars.append(c)
            i += 1
        }
        try flush()
        self.pieces = pieces
        glob = try Glob(starred)
    }

    /// The placeholder names, in order of first appearance.
    public var placeholders: [String] {
        var names: [String] = []
        for case .placeholder(let name) in pieces where !names.contains(name) { names.append(name) }
        return names
    }

    /// True when the pattern has no wildcard, set or placeholder once `bindings` are filled in, so it
    /// names one colour (`literal(with:)`).
    func literal(with bindings: [String: String]) -> String? {
        var text = ""
        for piece in pieces {
            switch piece {
            case .placeholder(let name):
                guard let value = bindings[name] else { return nil }
                text += value
            case .glob(let glob):
                guard let literal = glob.literalText else { return nil }
                text += literal
            }
        }
        return text
    }

    /// The most steps one name's match with placeholders may take (`match(_:given:)`).
    static let matchBudget = 20_000

    /// The bindings under which `name` matches, extending `bindings` (a bound placeholder must match
    /// its value); the first found, trying shorter placeholder values first; `nil` when it does not
    /// match. Without placeholders, `Glob` matching (time proportional to the pattern's and the name's
    /// lengths); with them, a search that gives up as no match after `matchBudget` steps for one name
    /// (`{a}*{b}*{c}` against a long name could otherwise take time growing as a power of its length).
    public func match(_ name: String, given bindings: [String: String] = [:]) -> [String: String]? {
        if pieces.allSatisfy({ if case .glob = $0 { true } else { false } }) {
            return glob.matches(name) ? bindings : nil
        }
        guard glob.matches(name) else { return nil }
        let scalars = Array(name.unicodeScalars)
        var budget = Self.matchBudget
        return match(scalars, piece: 0, start: 0, bindings: bindings, budget: &budget)
    }

    private func match(
        _ name: [Unicode.Scalar], piece: Int, start: Int, bindings: [String: String], budget: inout Int
    ) -> [String: String]? {
        budget -= 1
        guard budget > 0 else { return nil }
        guard piece < pieces.count else { return start == name.count ? bindings : nil }
        switch pieces[piece] {
        case .glob(let glob):
            for end in start...name.count {
                var text = ""
                text.unicodeScalars.append(contentsOf: name[start..<end])
                if glob.matches(text),
                    let found = match(name, piece: piece + 1, start: end, bindings: bindings, budget: &budget)
                {
                    return found
                }
                if budget <= 0 { return nil }
            }
            return nil
        case .placeholder(let key):
            if let value = bindings[key] {
                let value = Array(value.unicodeScalars)
                guard start + value.count <= name.count, Array(name[start..<start + value.count]) == value else {
                    return nil
                }
                return match(name, piece: piece + 1, start: start + value.count, bindings: bindings, budget: &budget)
            }
            guard start < name.count else { return nil }
            for end in (start + 1)...name.count {
                var bound = bindings
                var text = ""
                text.unicodeScalars.append(contentsOf: name[start..<end])
                bound[key] = text
                if let found = match(name, piece: piece + 1, start: end, bindings: bound, budget: &budget) {
                    return found
                }
                if budget <= 0 { return nil }
            }
            return nil
        }
    }

    /// The pattern as written.
    public var description: String { text }
}

/// A pair rule: "every colour matching these patterns is drawn on every colour matching those", with
/// the usage and backdrops of the pairs it forms and exclusions — written once in `.coloraudit.yml`
/// (`pairs:`) or in a palette's `pairs:` and applied to every palette whose colour names match, so a
/// design system with several theme files is configured once:
///
/// ```yaml
/// pairs:
///   - { foreground: "--fgColor-{role}", background: "--bgColor-{role}-muted", over: "--bgColor-default" }
///   - { foreground: [--fgColor-default, --fgColor-muted], background: "--bgColor-*", except: ["*-emphasis"] }
/// ```
///
/// `foreground` and `background` are patterns (`NamePattern`) or lists of them; `over` a pattern or list
/// whose every matching colour is an alternative backdrop (`PairDeclaration.over`); `except` patterns
/// that drop a pair when its foreground or background matches one, or `{foreground, background}`
/// mappings that drop the pairs matching both. Placeholders bind across the rule's patterns. A colour
/// is never paired with itself.
public struct PairPattern: Sendable, Hashable {
    /// One exclusion: a pair is dropped when its foreground matches `foreground` (or any, when `nil`)
    /// and its background matches `background` (or any); a bare pattern sets `either`.
    public struct Exclusion: Sendable, Hashable {
        /// Drops a pair when either of its colours matches.
        public var either: NamePattern?
        /// With `background`: the foreground a dropped pair has.
        public var foreground: NamePattern?
        /// With `foreground`: the background a dropped pair has.
        public var background: NamePattern?

        /// Creates an exclusion.
        public init(either: NamePattern? = nil, foreground: NamePattern? = nil, background: NamePattern? = nil) {
            self.either = either
            self.foreground = foreground
            self.background = background
        }

        /// Whether the pair `foreground` on `background` is excluded (placeholders read as `*`).
        public func excludes(foreground name: String, background surface: String) -> Bool {
            if let either { return either.glob.matches(name) || either.glob.matches(surface) }
            return (foreground?.glob.matches(name) ?? true) && (background?.glob.matches(surface) ?? true)
        }
    }

    /// Foreground patterns, in the order written.
    public var foregrounds: [NamePattern]
    /// Background patterns, in the order written.
    public var backgrounds: [NamePattern]
    /// Backdrop patterns: each colour matching one is an alternative backdrop of the pairs formed.
    public var over: [NamePattern]
    /// Exclusions.
    public var except: [Exclusion]
    /// What the pairs draw.
    public var usage: Usage
    /// Where the rule is written.
    public var location: SourceLocation

    /// Creates a rule.
    public init(
        foregrounds: [NamePattern], backgrounds: [NamePattern], over: [NamePattern] = [], except: [Exclusion] = [],
        usage: Usage = .text, location: SourceLocation
    ) {
        self.foregrounds = foregrounds
        self.backgrounds = backgrounds
        self.over = over
        self.except = except
        self.usage = usage
        self.location = location
    }

    /// The rule in a few words: `rule --fgColor-{role} on --bgColor-{role}-muted (.coloraudit.yml:4)`,
    /// the reason its pairs carry (`PairDeclaration.formedBy`).
    public var reason: String {
        func list(_ patterns: [NamePattern]) -> String { patterns.map(\.text).joined(separator: "|") }
        return "rule \(list(foregrounds)) on \(list(backgrounds)) (\(location.file):\(location.line))"
    }

    /// The pairs the rule forms among `names` (a palette's colour names, in file order): foregrounds in
    /// the order of the names, each with its backgrounds in that order; none twice. Time grows with
    /// foreground matches × names for a background pattern with wildcards (a literal background, once
    /// bound, is looked up).
    public func declarations(names: [String]) -> [PairDeclaration] {
        var work = Int.max
        var pairs = Int.max
        return declarations(names: names, work: &work, pairs: &pairs)
    }

    /// `declarations(names:)`, giving up when `work` (name matches tried — backdrop patterns' included —
    /// less one per pair formed) runs out, or when the pairs to judge would exceed `pairs` (a pair over
    /// n alternative backdrops is n pairs): the budget is then 0 or less and the pairs formed so far are
    /// returned.
    func declarations(names: [String], work: inout Int, pairs: inout Int) -> [PairDeclaration] {
        let known = Set(names)
        var formed: [PairDeclaration] = []
        var seen = Set<[String]>()
        for foregroundPattern in foregrounds {
            for foreground in names {
                work -= 1
                guard work > 0 else { return formed }
                guard let bound = foregroundPattern.match(foreground) else { continue }
                for backgroundPattern in backgrounds {
                    var candidates: [(String, [String: String])] = []
                    if let literal = backgroundPattern.literal(with: bound) {
                        if known.contains(literal) { candidates = [(literal, bound)] }
                    } else {
                        work -= names.count
                        guard work > 0 else { return formed }
                        for name in names {
                            if let both = backgroundPattern.match(name, given: bound) {
                                candidates.append((name, both))
                            }
                        }
                    }
                    for (background, bindings) in candidates where background != foreground {
                        guard !except.contains(where: { $0.excludes(foreground: foreground, background: background) }),
                            seen.insert([foreground, background]).inserted
                        else { continue }
                        // Every backdrop pattern is tried on every name: that work counts too, and a
                        // set keeps the check for a backdrop already taken constant-time.
                        var backdrops: [[String]] = []
                        var taken = Set<String>()
                        for pattern in over {
                            work -= names.count
                            guard work > 0 else { return formed }
                            for name in names where name != foreground && name != background {
                                if pattern.match(name, given: bindings) != nil, taken.insert(name).inserted {
                                    backdrops.append([name])
                                }
                            }
                        }
                        // Each alternative backdrop is a pair judged on its own (`PairDeclaration.alternatives`).
                        pairs -= max(1, backdrops.count)
                        guard pairs >= 0 else { return formed }
                        var declaration = PairDeclaration(
                            foreground: foreground, background: background, usage: usage, over: backdrops,
                            location: location)
                        declaration.formedBy = reason
                        formed.append(declaration)
                        work -= 1
                    }
                }
            }
        }
        return formed
    }

    /// `palette` with the pairs `rules` form among its colours added to its declared pairs (a pair
    /// already declared, or formed by an earlier rule, with the same foreground and background is not
    /// added again). A palette in which no rule forms a pair is returned as it is; one in which a rule
    /// does has declared pairs from then on, so no pairs are formed from roles (as with `pairs:`).
    /// The rules' work is bounded by `workLimit` name matches and pairs per palette, and what they form by
    /// `pairLimit` pairs to judge; past either no more pairs are formed and a `skipped` import note at the
    /// rule says so.
    public static func apply(_ rules: [PairPattern], to palette: Palette) -> Palette {
        guard !rules.isEmpty else { return palette }
        let names = palette.tokens.map(\.name)
        var pairs = palette.pairs ?? []
        var seen = Set(pairs.map { [$0.foreground, $0.background] })
        var added = false
        var work = workLimit
        var budget = pairLimit
        var result = palette
        for rule in rules {
            let formed = rule.declarations(names: names, work: &work, pairs: &budget)
            for declaration in formed {
                guard seen.insert([declaration.foreground, declaration.background]).inserted else { continue }
                pairs.append(declaration)
                added = true
            }
            if work <= 0 || budget < 0 {
                let limit =
                    work <= 0
                    ? "more than \(workLimit) name matches and pairs" : "more than \(pairLimit) pairs to judge"
                result.importNotes.append(
                    ImportNote(
                        kind: .skipped, token: nil,
                        reason: "pair rules stopped at \(rule.reason): \(limit) for one palette; narrow the patterns",
                        location: rule.location))
                break
            }
        }
        if added { result.pairs = pairs }
        return result
    }

    /// The most name matches and formed pairs `apply` spends on one palette: 2,000,000 (a rule of
    /// wildcards on both sides over 100,000 colours would otherwise try 10¹⁰; 50,000,000 took minutes).
    public static let workLimit = 2_000_000

    /// The most pairs the rules form for one palette, a pair over n alternative backdrops counting n:
    /// 200,000 (every colour `over: "*"` for 1,000 pairs of 2,000 colours was two million pairs and 5.7 GB
    /// before it failed).
    public static let pairLimit = 200_000
}
