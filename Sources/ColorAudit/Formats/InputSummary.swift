import ColorScience

/// What one run read and did not read (`PaletteLoader` fills it; reporters print it): every file or
/// folder read with its format and how many colours it gave, every file or folder discovery left out
/// and why, and the entries importers read but could not use — references that lead nowhere
/// (`ImportNote.Kind.unresolved`) and entries deliberately not turned into colours
/// (`ImportNote.Kind.skipped`: a CMYK swatch without a profile, an unsupported colour function, an
/// asset-catalog appearance ColorAudit does not audit). Each import note is listed once even when its
/// unit gave several palettes (token themes). Order: as read.
public struct InputSummary: Sendable, Hashable {
    /// One unit read: a file, a folder read as a whole (an asset catalog, an Android `res/`, a token
    /// set) or standard input (`-`).
    public struct ReadUnit: Sendable, Hashable {
        /// The path as given or joined from a given folder; `-` for standard input.
        public var path: String
        /// The `formatName` of the importer that read it (`xcassets`, `dtcg`, `gimp`, …).
        public var format: String
        /// Distinct colour names over the palettes it gave (0 when it held no colours).
        public var colours: Int
        /// Palettes it gave (token themes that are not appearances give one each).
        public var palettes: Int
        /// Why it was read in that format (`Palette.formatReasonText`: "tokens with '$value'", "chosen
        /// with input format"), when the importer says.
        public var reason: HintedText?

        /// Creates an entry; see the properties.
        public init(path: String, format: String, colours: Int, palettes: Int, reason: HintedText? = nil) {
            self.path = path
            self.format = format
            self.colours = colours
            self.palettes = palettes
            self.reason = reason
        }
    }

    /// The units read, in the order read.
    public var read: [ReadUnit] = []
    /// Files and folders left out, in walking order (hidden folders, build output, files of no known
    /// format, configuration exclusions, files read through a side file).
    public var skipped: [PaletteDiscovery.Skipped] = []
    /// References that could not be resolved (an asset catalog's system colour missing from the
    /// built-in table, an Android `@color/` to no definition, a CSS `var()` without definition).
    public var unresolved: [ImportNote] = []
    /// Entries read but deliberately not turned into colours, with the reason.
    public var skippedEntries: [ImportNote] = []
    /// The configuration file the run used (`.coloraudit.yml` found from the first audited path, or
    /// `--config`); `nil` for the defaults.
    public var configuration: String?

    /// An empty summary (a run built in code).
    public init() {}

    /// Adds a unit read and the palettes it gave: its colour count (distinct names) and its import
    /// notes, each note once.
    public mutating func add(path: String, format: String, palettes: [Palette]) {
        var names = Set<String>()
        var notes = Set<ImportNote>()
        for palette in palettes {
            for token in palette.tokens { names.insert(token.name) }
            for note in palette.importNotes where notes.insert(note).inserted {
                if note.kind == .unresolved {
                    unresolved.append(note)
                } else if note.kind == .skipped {
                    skippedEntries.append(note)
                }
            }
        }
        read.append(
            ReadUnit(
                path: path, format: format, colours: names.count, palettes: palettes.count,
                reason: palettes.first?.formatReasonText))
    }

    /// Colours over every unit read.
    public var colours: Int { read.map(\.colours).reduce(0, +) }

    /// The units that gave no colour at all (a resources file without `<color>`, an empty token file).
    public var emptyUnits: [ReadUnit] { read.filter { $0.colours == 0 } }

    /// How many were skipped of each kind, in `Kind.allCases` order, kinds with none left out.
    public var skippedCounts: [(kind: PaletteDiscovery.Skipped.Kind, count: Int)] {
        PaletteDiscovery.Skipped.Kind.allCases.compactMap { kind in
            let count = skipped.lazy.filter { $0.kind == kind }.count
            return count > 0 ? (kind, count) : nil
        }
    }

    /// One line for people: "read 31 files or folders (2865 colours, 1 with none); skipped 3: 2 not a palette format,
    /// 1 hidden folder; not used: 41 unresolved references, 14 entries skipped", parts with nothing
    /// left out.
    public var line: String {
        let units = read.count == 1 ? "1 file or folder" : "\(read.count) files or folders"
        let empty = emptyUnits.count
        var parts = [
            "read \(units) (\(Plural.phrase(colours, "colour"))\(empty > 0 ? ", \(empty) with none" : ""))"
        ]
        if !skipped.isEmpty {
            parts.append(
                "skipped \(skipped.count): "
                    + skippedCounts.map { "\($0.count) \($0.kind.rawValue)" }.joined(separator: ", "))
        }
        var unused: [String] = []
        if !unresolved.isEmpty { unused.append(Plural.phrase(unresolved.count, "unresolved reference")) }
        if !skippedEntries.isEmpty {
            unused.append(skippedEntries.count == 1 ? "1 entry skipped" : "\(skippedEntries.count) entries skipped")
        }
        if !unused.isEmpty { parts.append("not used: " + unused.joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }
}
