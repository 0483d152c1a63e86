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
/// A status is compared on the colours that carry it — text, icons and interactive colours — and on its
/// backgrounds and borders only when no such colour carries it: Gestalt's `color.text.error` /
/// `color.text.success` are compared, not the `color.background.error.weak` tints behind banners that
/// show the same status by their icon and text (a categorical index is compared whatever its role: a
/// chart's series are often fills). Pairs told apart by a status word, a categorical index or a link
/// among text are `meaning` pairs; pairs told apart only by a hue name (Spectrum's `cyan` and `purple`
/// badge colours, "colour-categorized metadata" that a badge shows with its label or icon) are `hue` pairs,
/// which the rule reports as notes.
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
    /// Per colour, the sets it is one alternative of: (set, the word that tells it apart, whether that
    /// word names a meaning — a status, or a series of a categorical set).
    private let alternatives: [[(set: Int, word: String, meaning: Bool)]]
    private let roles: [Role?]
    /// Per colour, whether it is body text or interactive, for the link-among-text comparison.
    private let linkOrText: [LinkOrText?]
    /// Per colour, the scheme word of its name (`light`, `dark`), if any.
    private let schemes: [String?]

    private enum LinkOrText { case link, text }

    /// Why two colours must be told apart.
    enum Distinction: Sendable, Equatable {
        /// Different statuses, series of a categorical set, or a link among body text.
        case meaning
        /// A hue name only (categorical tints that carry a label).
        case hue
    }

    /// Words that name a colour scheme.
    static let schemeWords: Set<String> = ["light", "dark", "day", "night"]
    /// Words that make a text colour something else than body text.
    static let notBodyText: Set<String> = ["on", "inverse", "inversed", "disabled", "placeholder"]

    /// The words naming a status (`StatusWords`).
    static let statusWords = StatusWords.all
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
    /// The roles that carry a status to the eye; backgrounds and borders stand in for a status only when
    /// none of these carries it.
    static let carriers: Set<Role> = [.text, .interactive, .icon]

    /// - Parameters: `names` and `roles` of the compared colours, by index.
    init(names: [String], roles: [Role?]) {
        self.roles = roles
        var sets: [String: Int] = [:]
        var alternatives = [[(set: Int, word: String, meaning: Bool)]](repeating: [], count: names.count)
        var categoricalNames = [Bool](repeating: false, count: names.count)
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
            categoricalNames[index] = categorical
            for (position, word) in words.enumerated() {
                let isNumber = word.first?.isNumber == true
                let isStatus = Self.statusWords.contains(word)
                guard isStatus || Self.hueWords.contains(word) || (categorical && isNumber) else { continue }
                var skeleton = words
                skeleton[position] = isNumber ? "#" : "*"
                let key = role.rawValue + " " + skeleton.joined(separator: " ")
                let set = sets[key] ?? sets.count
                sets[key] = set
                alternatives[index].append((set, word, isStatus || categorical))
            }
        }
        // A status or hue carried by text, an icon or an interactive colour is compared there, not on the
        // backgrounds and borders of the same word (categorical sets are compared whatever their role).
        var carried = Set<String>()
        for (index, entries) in alternatives.enumerated() where roles[index].map(Self.carriers.contains) == true {
            for entry in entries { carried.insert(entry.word) }
        }
        for index in alternatives.indices
        where !categoricalNames[index] && roles[index].map(Self.carriers.contains) == false {
            alternatives[index] = alternatives[index].filter { !carried.contains($0.word) }
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

    /// The members that can be in a pair of `distinction`: for `meaning`, the colours with a status or
    /// categorical word and the links and body text; for `hue`, the colours of a set in which some colour
    /// is told apart by a hue name. Each of `cvd-collision`'s two searches sweeps only these.
    func members(_ distinction: Distinction) -> [Int] {
        switch distinction {
        case .meaning:
            let links = linkOrText.contains(.link) && linkOrText.contains(.text)
            return members.filter { p in
                alternatives[p].contains { $0.meaning } || (links && linkOrText[p] != nil)
            }
        case .hue:
            var hueSets = Set<Int>()
            for entries in alternatives { for entry in entries where !entry.meaning { hueSets.insert(entry.set) } }
            return members.filter { p in alternatives[p].contains { hueSets.contains($0.set) } }
        }
    }

    /// Why colours `p` and `q` must be told apart, or `nil` when they need not be (`mustDistinguish`):
    /// `meaning` when a link among text, or when in some set both words name a meaning; else `hue`.
    func distinction(_ p: Int, _ q: Int) -> Distinction? {
        guard mustDistinguish(p, q) else { return nil }
        if let first = linkOrText[p], let second = linkOrText[q], first != second { return .meaning }
        let meaning = alternatives[p].contains { a in
            a.meaning && alternatives[q].contains { $0.set == a.set && $0.word != a.word && $0.meaning }
        }
        return meaning ? .meaning : .hue
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
