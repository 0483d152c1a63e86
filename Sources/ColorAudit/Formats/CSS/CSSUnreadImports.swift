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
        /// Why it is not read (`nil`: it is not looked for, as an `@import` after other rules).
        var why: Unreadable?
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

    /// Why an `@import` is not read: its words (`text`) and what to do to audit what it defines (`advice`),
    /// by the kind of its target.
    enum Unreadable: Sendable, Hashable {
        /// The rule names no URL (`@import foo;`): its prelude as written.
        case namesNoFile(String)
        /// A URL with a scheme (`https:`, `data:`) or a protocol-relative one (`//cdn…`): not fetched.
        case remote
        /// A site-root path (`/x.css`): the file depends on the server.
        case siteRoot
        /// A relative path (`./x.css`) with no file there: the path tried.
        case noFile(String)
        /// A bare name found neither beside the stylesheet nor in a `node_modules/` above it: the name.
        case notInstalled(String)
        /// A file that cannot be read as UTF-8 text: its path.
        case unreadable(String)
        /// Nested deeper than `maximumDepth`.
        case tooDeep

        /// Why, for people.
        var text: String {
            switch self {
            case .namesNoFile(let prelude): "it names no file ('\(prelude)')"
            case .remote: "a remote stylesheet, not fetched"
            case .siteRoot: "a site-root URL, which names no file ColorAudit can find"
            case .noFile(let path): "no file '\(path)' (nor with .css)"
            case .notInstalled(let name):
                "a package that is not installed: no node_modules/\(name) in the stylesheet's folder or any folder above it"
            case .unreadable(let file): "'\(file)' cannot be read as a UTF-8 stylesheet"
            case .tooDeep: "more than \(CSSImports.maximumDepth) nested @imports"
            }
        }

        /// How to audit the custom properties the file would define, for this kind of target.
        var advice: String {
            switch self {
            case .notInstalled:
                "name the stylesheets it imports too (the package's files or their folder), or install the package in "
                    + "node_modules/ beside or above this stylesheet"
            case .noFile: "correct the path the @import names, or name the stylesheet that defines them too"
            case .unreadable(let file): "save '\(file)' as UTF-8 text"
            case .remote: "name a local copy of the stylesheet too (a URL is not fetched)"
            case .siteRoot: "name the stylesheet that URL serves too"
            case .tooDeep: "name the stylesheet it imports too"
            case .namesNoFile: "name the stylesheet that defines them too"
            }
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

    /// `notes` with the references to nothing that an unread `@import` explains (`Unread.explains`) given
    /// that import as their `cause`, and before the first of them one unresolved note that says what is
    /// missing and how to read it. The imports of one stylesheet that name the same family (Radix's
    /// `yellow.css`, `yellow-dark.css`, `yellow-alpha.css`, …) are one cause, at the first; an import of
    /// this stylesheet (or of a file it reads as its own) explains a name before another stylesheet's.
    /// The note stands at the `@import` when this stylesheet writes it; an `@import` of another
    /// stylesheet of the cascade is that stylesheet's to report, so the note stands at the first
    /// reference it explains here and names it (its `cause` the `@import`). This stylesheet's other unread
    /// imports are skipped notes, first. `missing` is the custom property each reference to nothing names.
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
        // The first import of each family: this stylesheet's, and the other stylesheets'.
        var firstOwn: [String: Int] = [:]
        var firstExternal: [String: Int] = [:]
        for (index, unread) in imports.enumerated() {
            var first = index
            if let family = unread.family {
                let key = FamilyKey(file: unread.location.file, family: family)
                if let found = firstInFamily[key] { first = found } else { firstInFamily[key] = index }
                if unread.isExternal {
                    if firstExternal[family] == nil { firstExternal[family] = index }
                } else if firstOwn[family] == nil {
                    firstOwn[family] = index
                }
            }
            causeOf[unread.location] = imports[first].location
            groups[imports[first].location, default: []].append(unread)
        }
        /// The first import of `index` (a family's first import) that explains the custom property `name`.
        func firstImport(explaining name: String, in index: [String: Int]) -> Unread? {
            families(defining: name).compactMap { index[$0] }.filter { imports[$0].explains(name) }.min()
                .map { imports[$0] }
        }
        var explainedBy: [SourceLocation: [Int]] = [:]
        for index in result.indices where result[index].isUnresolved {
            guard let name = missing[result[index]],
                let unread = firstImport(explaining: name, in: firstOwn)
                    ?? firstImport(explaining: name, in: firstExternal),
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
            let whose = first.isExternal ? " of \(first.location.file) (line \(first.location.line))" : ""
            let why = first.why.map { ": \($0.text)" } ?? ""
            let reason =
                "@import '\(first.specifier)'\(whose)\(also) is not read\(why); the custom properties it would define "
                + "are missing: \(Plural.phrase(indices.count, "var() reference")) to \(names.count) of them ("
                + listed(names) + ") leave " + Plural.phrase(colours.count, "colour") + " unaudited ("
                + listed(colours) + "); to audit them, "
                + (first.why?.advice ?? "name the stylesheet that defines them too")
            var note = TokenNote(
                isUnresolved: true, token: nil, reason: reason,
                location: first.isExternal ? result[indices[0]].location : first.location)
            if first.isExternal { note.cause = cause }
            note.reference = "@import '\(first.specifier)'"
            insertions.append((indices[0], note))
        }
        for insertion in insertions.sorted(by: { $0.index > $1.index }) {
            result.insert(insertion.note, at: insertion.index)
        }
        let skipped = imports.filter { !$0.isExternal && explainedBy[causeOf[$0.location] ?? $0.location] == nil }
            .map { unread in
                TokenNote(
                    isUnresolved: false, token: nil,
                    reason: "@import '\(unread.specifier)' is not read" + (unread.why.map { ": \($0.text)" } ?? ""),
                    location: unread.location)
            }
        return skipped + result
    }

    /// Up to three names, then "…".
    static func listed(_ names: [String]) -> String {
        (names.prefix(3) + (names.count > 3 ? ["…"] : [])).joined(separator: ", ")
    }
}
