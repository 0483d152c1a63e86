import ColorScience

extension JSONTextWriter {
    /// Appends `suggestion` as the JSON report's suggestion object at indentation `level`: `kind`,
    /// `change`, `token`, `original`, `note`, `value` (when one was found), `hex`, `css` and `alpha` (when
    /// it has a colour), `deltaE00` (when measured) and what it achieves (`achieves`, numbers by name),
    /// members in sorted key order. Written straight from the suggestion without building a value for it
    /// (`JSONReporter.node(_:)` builds the same object as a tree); a measurement named like a fixed member
    /// replaces it.
    mutating func suggestion(_ suggestion: Suggestion, level: Int) {
        let achieved = suggestion.achieves.sorted { $0.key < $1.key }
        let fixed = SuggestionMember.sorted
        let color = suggestion.color
        func present(_ member: SuggestionMember) -> Bool {
            switch member {
            case .alpha, .css, .hex: return color != nil
            case .deltaE00: return suggestion.deltaE00 != nil
            case .value: return suggestion.value != nil
            case .change, .kind, .note, .original, .token: return true
            }
        }
        var (f, m, index) = (0, 0, 0)  // the next fixed member and measurement, the members written
        byte("{")
        while true {
            while f < fixed.count && !present(fixed[f].member) { f += 1 }
            let fixedKey = f < fixed.count ? fixed[f].key : nil
            let achievedKey = m < achieved.count ? achieved[m].key : nil
            var key = fixedKey
            if let achievedKey, key.map({ achievedKey < $0 }) ?? true { key = achievedKey }
            guard let key else { break }
            self.key(key, index: index, level: level + 1)
            index += 1
            if fixedKey == key { f += 1 }
            if achievedKey == key {
                number(achieved[m].value)
                m += 1
                continue
            }
            // A fixed member is written only when `present`.
            switch (fixed[f - 1].member, color) {
            case (.alpha, let color?): number(SuggestionNotation.alpha(color))
            case (.css, let color?): string(SuggestionNotation.css(color))
            case (.hex, let color?): string(SuggestionNotation.hex(color))
            case (.alpha, nil), (.css, nil), (.hex, nil): break
            case (.change, _): string(suggestion.change)
            case (.deltaE00, _): if let difference = suggestion.deltaE00 { number(difference) }
            case (.kind, _): string(suggestion.kind.rawValue)
            case (.note, _): string(suggestion.note)
            case (.original, _): string(suggestion.original)
            case (.token, _): string(suggestion.token)
            case (.value, _): if let value = suggestion.value { string(value) }
            }
        }
        newline(level)
        byte("}")
    }
}

/// The members every JSON suggestion may have besides what it achieves (see `JSONTextWriter.suggestion`).
enum SuggestionMember: CaseIterable {
    case alpha, change, css, deltaE00, hex, kind, note, original, token, value

    /// Every member with its key (the case's name), sorted by key as `JSONTextWriter.node` sorts members.
    static let sorted: [(member: SuggestionMember, key: String)] = allCases.map { ($0, String(describing: $0)) }
        .sorted { $0.key < $1.key }
}
