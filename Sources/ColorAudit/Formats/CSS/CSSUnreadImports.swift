import ColorScience

/// The `@import`s that are not read: which `var()` references each explains, and the notes that say so
/// (`explained(_:missing:imports:)`, which `CSSCustomProperties.tokens` returns its notes through).
extension CSSImports {
    /// An `@import` that is not read, where it is written.
    struct Unread: Sendable, Hashable {
        /// What it names, as written (`@radix-ui/colors/yellow.css`, `./theme.css`).
        var specifier: String
        /// Where the rule is written.
        var location: SourceLocation
        /// Why it is not read, for people (`nil`: it is not looked for).
        var why: String?
        /// True when the stylesheet that writes it is another stylesheet of the cascade.
        var isExternal: Bool

        /// The colour family its file name suggests (`family(of:)`).
        var family: String? { CSSImports.family(of: specifier) }

        /// Whether the custom property `name` is one the file would define by its name: `--yellow-a8`
        /// for `yellow-alpha.css`, `--black-a6` for `black-alpha.css` (`families(defining:)` holds its family).
        func explains(_ name: String) -> Bool {
            guard let family else { return false }
            return CSSImports.families(defining: name).contains(family)
        }
    }

    /// The families whose stylesheet would define the custom property `name`: the name without `--`,
    /// lowercased, and each part of it before a hyphen (`yellow`, `yellow-a8` for `--yellow-a8`); none
    /// for a name that does not start with `--`.
    static func families(defining name: String) -> [String] {
        guard name.hasPrefix("--") else { return [] }
        let bare = name.dropFirst(2).lowercased()
        return bare.indices.filter { bare[$0] == "-" }.map { String(bare[..<$0]) } + [bare]
    }

    /// `notes` with the references to nothing that an unread `@import` explains (`Unread.explains`)
    /// given that import as their `cause`, and before the first of them one unresolved note at the import
    /// that says what is missing and how to read it; the imports of one stylesheet that name the same
    /// family (Radix's `yellow.css`, `yellow-dark.css`, `yellow-alpha.css`, …) are one cause, at the first.
    /// This stylesheet's other unread imports are skipped notes, first. `missing` is the custom property
    /// each reference to nothing names.
    static func explained(_ notes: [TokenNote], missing: [TokenNote: String], imports: [Unread]) -> [TokenNote] {
        var result = notes
        // The first import of each family and stylesheet, by location, with the others of its group.
        // Each import's family is found once, and the imports are grouped through dictionaries, so the
        // cost grows with the imports and references, not their product (4,000 unread imports took 127 s).
        struct FamilyKey: Hashable {
            let file: String
            let family: String
        }
        var groups: [SourceLocation: [Unread]] = [:]
        var causeOf: [SourceLocation: SourceLocation] = [:]
        var firstInFamily: [FamilyKey: Int] = [:]
        var firstOfFamily: [String: Int] = [:]
        for (index, unread) in imports.enumerated() {
            var first = index
            if let family = unread.family {
                let key = FamilyKey(file: unread.location.file, family: family)
                if let found = firstInFamily[key] { first = found } else { firstInFamily[key] = index }
                if firstOfFamily[family] == nil { firstOfFamily[family] = index }
            }
            causeOf[unread.location] = imports[first].location
            groups[imports[first].location, default: []].append(unread)
        }
        /// The first import that explains the custom property `name`, found through the index of families.
        func firstImport(explaining name: String) -> Unread? {
            families(defining: name).compactMap { firstOfFamily[$0] }.filter { imports[$0].explains(name) }.min()
                .map { imports[$0] }
        }
        var explainedBy: [SourceLocation: [Int]] = [:]
        for index in result.indices where result[index].isUnresolved {
            guard let name = missing[result[index]], let unread = firstImport(explaining: name),
                let cause = causeOf[unread.location]
            else { continue }
            result[index].cause = cause
            explainedBy[cause, default: []].append(index)
        }
        var insertions: [(index: Int, note: TokenNote)] = []
        for (cause, indices) in explainedBy {
            guard let group = groups[cause], let first = group.first else { continue }
            var names: [String] = []
            var seen = Set<String>()
            for index in indices {
                if let name = missing[notes[index]], seen.insert(name).inserted { names.append(name) }
            }
            var colours: [String] = []
            var seenColours = Set<String>()
            for index in indices {
                if let token = result[index].token, seenColours.insert(token).inserted { colours.append(token) }
            }
            let others = group.dropFirst()
            let also =
                others.isEmpty
                ? ""
                : " (and \(Plural.phrase(others.count, "more @import")) of '\(first.family ?? "")' on "
                    + (others.count == 1 ? "line " : "lines ")
                    + others.map { String($0.location.line) }.joined(separator: ", ") + ")"
            let why = first.why.map { ": \($0)" } ?? ""
            let reason =
                "@import '\(first.specifier)'\(also) is not read\(why); the custom properties it would define are "
                + "missing: \(Plural.phrase(indices.count, "var() reference")) to \(names.count) of them ("
                + listed(names) + ") leave " + Plural.phrase(colours.count, "colour") + " unaudited ("
                + listed(colours) + "); to audit them, name the stylesheets it imports too (the package's "
                + "files or their folder), or install the package in node_modules/ beside or above this stylesheet"
            insertions.append(
                (indices[0], TokenNote(isUnresolved: true, token: nil, reason: reason, location: first.location)))
        }
        for insertion in insertions.sorted(by: { $0.index > $1.index }) {
            result.insert(insertion.note, at: insertion.index)
        }
        let skipped = imports.filter { !$0.isExternal && explainedBy[causeOf[$0.location] ?? $0.location] == nil }
            .map { unread in
                TokenNote(
                    isUnresolved: false, token: nil,
                    reason: "@import '\(unread.specifier)' is not read" + (unread.why.map { ": \($0)" } ?? ""),
                    location: unread.location)
            }
        return skipped + result
    }

    /// Up to three names, then "…".
    static func listed(_ names: [String]) -> String {
        (names.prefix(3) + (names.count > 3 ? ["…"] : [])).joined(separator: ", ")
    }
}
