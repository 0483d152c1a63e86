import ColorScience
import Foundation

/// Loads the palettes of an audit: files, folders (searched by `PaletteDiscovery`, filtered by the
/// configuration's `include`/`exclude` path patterns) and `-` for standard input (any format the
/// registry recognises, or `inputFormat`). Every unit is read even when an earlier one fails, so that
/// one run reports every broken file.
public struct PaletteLoader: Sendable {
    /// What was loaded: the palettes and what discovery skipped (excluded files included).
    public struct Loaded: Sendable {
        /// The palettes, in discovery order.
        public var palettes: [Palette]
        /// What was not read, and why.
        public var skipped: [PaletteDiscovery.Skipped]
        /// What was read (each unit's format and colour count), what was skipped and the entries that
        /// could not be used (`InputSummary`), for the audit's summary.
        public var inputs = InputSummary()

        /// Why there is nothing to audit, else `nil`: units were read, but none gave a colour or an image
        /// and no reference was left unresolved (every file an empty token set, a resources file without
        /// `<color>`, a catalog without colour or image sets). Such a run would check nothing and pass,
        /// which a gate must not mistake for a clean palette (as SwiftLint refuses a run with no lintable
        /// files). Names up to five units with their format, and the entries that were not used.
        /// The input formats that would read colours are hints (`ReportHint.inputFormat`).
        public var nothingToAudit: HintedText? {
            guard !inputs.read.isEmpty, inputs.unresolved.isEmpty,
                palettes.allSatisfy({ $0.tokens.isEmpty && $0.images.isEmpty })
            else { return nil }
            let shown = inputs.read.prefix(5).map { "\($0.path) (\($0.format))" }.joined(separator: ", ")
            let more = inputs.read.count > 5 ? " and \(inputs.read.count - 5) more" : ""
            let skipped = inputs.skippedEntries.count
            let notUsed = skipped == 0 ? "" : skipped == 1 ? "; 1 entry skipped" : "; \(skipped) entries skipped"
            var readable: [HintedText] = []
            for palette in palettes where !palette.formatsReadingColours.isEmpty {
                let choices = palette.formatsReadingColours.map { HintedText("\(hint: .inputFormat, $0)") }
                let entry =
                    choices.dropFirst().reduce(choices[0]) { $0 + " or " + $1 } + " reads colours from \(palette.file)"
                if !readable.contains(entry) { readable.append(entry) }
            }
            let others = readable.prefix(5).reduce(HintedText("")) { $0 + "; " + $1 }
            return "error: no colours were read: \(shown)\(more) gave none\(notUsed)\(others); expected at least one "
                + "colour to audit (`coloraudit tokens PATH…` lists what each one gave and what it could not use)"
        }
    }

    /// Why loading failed.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// What kind of failure it is.
        public enum Kind: Sendable, Hashable {
            /// The input format asked for by name is none of those ColorAudit reads (a usage error).
            case unknownInputFormat
            /// Paths or files could not be read or imported; `errors` lists each with its own kind.
            case unreadableInput
            /// Nothing was found to read at the paths given (every file left out, or none of a format
            /// ColorAudit reads).
            case nothingFound
        }

        /// What kind of failure it is, for a program to act on without reading `text`.
        public var kind: Kind
        /// Every file that could not be read, in order (empty when the problem is the request itself).
        public var errors: [PaletteError]
        /// The whole message: each error on its own line (`file:line:column: error: …`) and, for several,
        /// a count; or what was wrong with the request (unknown format, nothing found), with the settings
        /// it points to as hints.
        public var text: HintedText
        /// `text` with its hints in words.
        public var description: String { text.description }
        /// True when the request itself was wrong (an unknown `inputFormat`, `kind` `unknownInputFormat`),
        /// a usage error.
        public var isUsage: Bool { kind == .unknownInputFormat }
        /// The paths given that do not exist or cannot be reached (`PaletteDiscovery.Result.missing`);
        /// their problems are among `errors`.
        public var missingPaths: [String] = []

        /// A failure of `kind` with this message.
        init(kind: Kind, errors: [PaletteError], text: HintedText, missingPaths: [String] = []) {
            self.kind = kind
            self.errors = errors
            self.text = text
            self.missingPaths = missingPaths
        }

        /// The JSON document of input errors (README, "JSON output"): `{"version": 1, "inputErrors":
        /// [{"file", "line", "column", "offset"?, "message"}], "unlistedInputErrors": [{"file", "count"}],
        /// "summary": {"inputErrors": total}}`, one entry per error listed, in the order printed; hints in
        /// words (`errorDocument(_:)` spells them).
        public var errorDocument: JSONValue { errorDocument(HintSpelling()) }

        /// `errorDocument` with the hints of the messages spelt by `spelling`.
        public func errorDocument(_ spelling: HintSpelling) -> JSONValue {
            let listed: [JSONValue] = errors.flatMap(\.listed).map { error in
                var fields: [String: JSONValue] = [
                    "file": .string(error.location.file), "line": .integer(error.location.line),
                    "column": .integer(error.location.column), "message": .string(error.text.rendered(spelling)),
                ]
                if let offset = error.location.offset { fields["offset"] = .integer(offset) }
                return .object(fields)
            }
            let unlisted: [JSONValue] = errors.filter { $0.unlisted > 0 }.map {
                .object(["file": .string($0.location.file), "count": .integer($0.unlisted)])
            }
            return .object([
                "version": .integer(1), "inputErrors": .array(listed), "unlistedInputErrors": .array(unlisted),
                "summary": .object(["inputErrors": .integer(errors.map(\.count).reduce(0, +))]),
            ])
        }
    }

    /// The importers to choose from.
    public var importers: PaletteImporters
    /// The `formatName` given with `--input-format`, or `nil` to let the importers decide.
    public var inputFormat: String?
    /// Files found while walking folders are read only when their path matches one of these (none =
    /// every file); see `PathFilter`.
    public var filter: PathFilter

    /// A loader over `importers`.
    public init(importers: PaletteImporters = .standard, inputFormat: String? = nil, filter: PathFilter = PathFilter())
    {
        self.importers = importers
        self.inputFormat = inputFormat
        self.filter = filter
    }

    /// Loads `paths` (`-` = standard input, read once). Each file's independent errors are listed, up to
    /// `PaletteError.listLimit` per file.
    /// - Throws: `Failure` for an unknown `inputFormat`, paths that cannot be walked and files that
    ///   cannot be read or imported (all of them), or when nothing was found.
    public func load(_ paths: [String]) throws(Failure) -> Loaded {
        // The colour engine is set up while the files are read (the audit needs it next).
        ColorEngine.prepareInBackground()
        if let inputFormat, importers.importer(named: inputFormat) == nil {
            throw Failure(
                kind: .unknownInputFormat, errors: [],
                text: "unknown \(hint: .inputFormat) '\(inputFormat)'; formats: "
                    + importers.formatNames.joined(separator: ", "))
        }
        var palettes: [Palette] = []
        var errors: [PaletteError] = []
        var inputs = InputSummary()
        if paths.contains("-") {
            do {
                let data = try InputReading.readStandardInput()
                let read = try importers.importStandardInput(data, format: inputFormat)
                inputs.add(path: "-", format: read.first?.format ?? inputFormat ?? "", palettes: read)
                palettes.append(contentsOf: read)
            } catch {
                errors.append(error)
            }
        }
        var result: PaletteDiscovery.Result?
        // Paths that cannot be found or read are reported with the problems of the files that can: one
        // missing path does not hide the others' errors.
        var missing = PaletteErrorList()
        do {
            result = try PaletteDiscovery(importers: importers, inputFormat: inputFormat)
                .discoverAll(paths.filter { $0 != "-" }, recording: &missing)
        } catch {
            errors.append(error)
        }
        do {
            try missing.throwIfAny()
        } catch {
            errors.append(error)
        }
        var skipped = result?.skipped ?? []
        let declared = declaredThemes(among: paths.filter { $0 != "-" })
        for var unit in result?.units ?? [] {
            unit.unit.pathFilter = filter
            if declared.files.contains(Self.standardized(unit.path)) {
                skipped.append(
                    PaletteDiscovery.Skipped(
                        path: unit.path, reason: "read through the configuration's themes:", kind: .included))
                continue
            }
            if !unit.isExplicit, let reason = filter.exclusion(of: unit.path) {
                skipped.append(PaletteDiscovery.Skipped(path: unit.path, reason: reason, kind: .excluded))
                continue
            }
            do {
                let read = try unit.importPalettes()
                inputs.add(path: unit.path, format: read.first?.format ?? unit.importer.formatName, palettes: read)
                palettes.append(contentsOf: read)
            } catch {
                errors.append(error)
            }
        }
        if !declared.themes.isEmpty, let folder = DeclaredThemes.commonFolder(declared.themes) {
            do {
                let palette = try DeclaredThemes.palette(
                    declared.themes, folder: Self.shown(folder), display: Self.shown)
                inputs.add(path: palette.file, format: "themes", palettes: [palette])
                palettes.append(palette)
            } catch {
                errors.append(error)
            }
        }
        if !errors.isEmpty {
            let count = errors.count == 1 ? "" : "\n\(errors.count) palette files could not be read"
            let listed = errors.map(\.hintedDescription)
            throw Failure(
                kind: .unreadableInput, errors: errors,
                text: listed.dropFirst().reduce(listed[0]) { $0 + "\n" + $1 } + count,
                missingPaths: result?.missing ?? [])
        }
        if palettes.isEmpty {
            // What was left out says why nothing was found (every file excluded, a themes file alone).
            // Configuration files are never palettes; malformed JSON and files left out by name or pattern come first.
            let telling = skipped.filter { $0.kind != .configuration }
            let first: Set<PaletteDiscovery.Skipped.Kind> = [.malformed, .excluded, .notPalette]
            let ordered = telling.filter { first.contains($0.kind) } + telling.filter { !first.contains($0.kind) }
            let shown = ordered.prefix(3).map { "\($0.path) (\($0.reason))" }
            let more = ordered.count > 3 ? "; and \(ordered.count - 3) more" : ""
            let left = shown.isEmpty ? "" : "; skipped: " + shown.joined(separator: "; ") + more
            throw Failure(
                kind: .nothingFound, errors: [],
                text: HintedText(
                    "error: no palette files found in \(paths.joined(separator: ", ")) "
                        + "(formats: \(importers.formatNames.joined(separator: ", ")))\(left)"))
        }
        inputs.skipped = skipped
        // A light and a dark file of the same names are one palette with both appearances.
        palettes = AppearanceFiles.merge(palettes)
        return Loaded(palettes: palettes, skipped: skipped, inputs: inputs)
    }

    /// The declared themes (`PaletteImporters.declaredThemes`) when one of `paths` holds one of their
    /// files (else none: a run on other files does not read them), and all their files.
    private func declaredThemes(among paths: [String]) -> (themes: [DeclaredTheme], files: Set<String>) {
        let themes = importers.declaredThemes
        let files = Set(themes.flatMap(\.files))
        guard !files.isEmpty else { return ([], []) }
        let roots = paths.map(Self.standardized)
        let covered = files.contains { file in
            roots.contains { file == $0 || file.hasPrefix($0 == "/" ? "/" : $0 + "/") }
        }
        return covered ? (themes, files) : ([], [])
    }

    /// `path` absolute and standardized.
    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// An absolute path as shown: relative to the current folder when inside it.
    static func shown(_ path: String) -> String {
        let current = standardized(FileManager.default.currentDirectoryPath)
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }
}
