import ColorScience

/// The colours of one appearance that a user must tell apart by colour, which `cvd-collision` compares
/// when it does not compare all pairs. Two colours of the same role must be told apart when their names
/// differ in one word only and that word names what the colour means:
///
/// - a **status**: `fgColor-danger` / `fgColor-success`, `bgColor-attention-muted` /
///   `bgColor-severe-muted` (GitHub Primer's functional colours: accent, success, attention, severe,
///   danger, open, closed, done, sponsors, neutral; Atlassian's danger, warning, success, information,
///   discovery; Polaris's critical, caution, info; Carbon's support error, success, warning, info;
///   Material 3's error);
/// - a **hue** of a set of alternatives: `systemRed` / `systemGreen` (Apple's system colours), a status
///   written as its hue;
/// - the **index of a categorical set**: `chart-1` / `chart-2`, `data-vis-color-3` (names with a chart,
///   data-visualisation or categorical word).
///
/// An interactive colour must also be told apart from body text: a link among text is recognised by its
/// colour (WCAG 2.2 SC 1.4.1). Body text is a text colour whose name has no `on` (Material 3's
/// `onPrimaryContainer` is drawn on its container, not beside links), status, `inverse`, `disabled` or
/// `placeholder` word. Colours whose names differ in anything else — `fgColor-default` and
/// `fgColor-muted` — are not compared: nobody picks one of them to say something the other does not;
/// nor are colours whose names carry different scheme words (`light`, `dark`: Material's
/// `m3_sys_color_light_*` and `_dark_*` are never on one screen). Declared groups are compared by the
/// rule besides.
struct DistinguishedColors: Sendable {
    /// The colours compared, in index order.
    let members: [Int]
    /// Per colour, the sets it is one alternative of: (set, the word that tells it apart).
    private let alternatives: [[(set: Int, word: String)]]
    private let roles: [Role?]
    /// Per colour, whether it is body text or interactive, for the link-among-text comparison.
    private let linkOrText: [LinkOrText?]
    /// Per colour, the scheme word of its name (`light`, `dark`), if any.
    private let schemes: [String?]

    private enum LinkOrText { case link, text }

    /// Words that name a colour scheme.
    static let schemeWords: Set<String> = ["light", "dark", "day", "night"]
    /// Words that make a text colour something else than body text.
    static let notBodyText: Set<String> = ["on", "inverse", "inversed", "disabled", "placeholder"]

    /// The words naming a status (lowercase, as `RoleInference.splitWords` gives them).
    static let statusWords: Set<String> = [
        "danger", "error", "critical", "negative", "success", "positive", "warning", "caution", "attention",
        "info", "information", "informative", "severe", "done", "open", "closed", "merged", "discovery",
        "sponsors", "neutral", "accent",
    ]
    /// Hue names used for sets of alternatives (CSS basic hues, Apple's system colours, Radix's scales).
    static let hueWords: Set<String> = [
        "red", "orange", "yellow", "green", "teal", "cyan", "blue", "indigo", "purple", "violet", "pink",
        "magenta", "brown", "mint", "lime", "amber", "gold", "tomato", "crimson", "ruby", "plum", "iris",
        "jade", "grass", "sky",
    ]
    /// Words that make a set of numbered colours categorical.
    static let categoricalWords: Set<String> = [
        "chart", "charts", "data", "dataviz", "viz", "vis", "categorical", "category", "series", "graph", "plot",
    ]
    /// The roles whose colours are compared: what is drawn to be read or seen.
    static let roles: Set<Role> = [.text, .interactive, .icon, .background, .border]

    /// - Parameters: `names` and `roles` of the compared colours, by index.
    init(names: [String], roles: [Role?]) {
        self.roles = roles
        var sets: [String: Int] = [:]
        var alternatives = [[(set: Int, word: String)]](repeating: [], count: names.count)
        var linkOrText = [LinkOrText?](repeating: nil, count: names.count)
        var schemes = [String?](repeating: nil, count: names.count)
        for (index, name) in names.enumerated() {
            guard let role = roles[index], Self.roles.contains(role) else { continue }
            let words = Self.words(name)
            schemes[index] = words.first { Self.schemeWords.contains($0) }
            if role == .interactive {
                linkOrText[index] = .link
            } else if role == .text,
                !words.contains(where: { Self.notBodyText.contains($0) || Self.statusWords.contains($0) })
            {
                linkOrText[index] = .text
            }
            let categorical = words.contains { Self.categoricalWords.contains($0) }
            for (position, word) in words.enumerated() {
                let isNumber = word.first?.isNumber == true
                guard Self.statusWords.contains(word) || Self.hueWords.contains(word) || (categorical && isNumber)
                else { continue }
                var skeleton = words
                skeleton[position] = isNumber ? "#" : "*"
                let key = role.rawValue + " " + skeleton.joined(separator: " ")
                let set = sets[key] ?? sets.count
                sets[key] = set
                alternatives[index].append((set, word))
            }
        }
        // A set with one colour, or whose colours all carry the same word, tells nothing apart.
        var words: [Int: Set<String>] = [:]
        for entries in alternatives { for entry in entries { words[entry.set, default: []].insert(entry.word) } }
        alternatives = alternatives.map { $0.filter { (words[$0.set]?.count ?? 0) > 1 } }
        self.alternatives = alternatives
        self.linkOrText = linkOrText
        self.schemes = schemes
        let links = linkOrText.contains(.link) && linkOrText.contains(.text)
        members = names.indices.filter { !alternatives[$0].isEmpty || (links && linkOrText[$0] != nil) }
    }

    /// Whether colours `p` and `q` must be told apart: alternatives of one set with different words, or
    /// an interactive colour and body text of the same scheme.
    func mustDistinguish(_ p: Int, _ q: Int) -> Bool {
        if let first = linkOrText[p], let second = linkOrText[q], first != second {
            return schemes[p] == nil || schemes[q] == nil || schemes[p] == schemes[q]
        }
        return alternatives[p].contains { a in alternatives[q].contains { $0.set == a.set && $0.word != a.word } }
    }

    /// The scheme word of a name (`light`, `dark`, `day`, `night`), if any.
    static func scheme(of name: String) -> String? {
        words(name).first { schemeWords.contains($0) }
    }

    /// The words of a name: `RoleInference.splitWords` of each run of letters, and each run of digits.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var run = ""
        var digits = false
        func flush() {
            guard !run.isEmpty else { return }
            words += digits ? [run] : RoleInference.splitWords(run)
            run = ""
        }
        for character in name {
            if character.isNumber {
                if !digits { flush() }
                digits = true
                run.append(character)
            } else if RoleInference.isWordLetter(character) {
                if digits { flush() }
                digits = false
                run.append(character)
            } else {
                flush()
            }
        }
        flush()
        return words
    }
}
