import ColorScience
import Foundation

/// Finds what to read among paths given by the user (files and folders) and the importer for each
/// unit, and says what it skipped and why.
///
/// - A **file** named explicitly goes to the importer of the input format chosen (`inputFormat`) or to
///   `PaletteImporters.importer(forNamed:)`; when none reads it, discovery fails with a `PaletteError`
///   at that path listing the known formats.
/// - A **folder** named explicitly is first offered as a unit (an asset catalog named directly); when
///   no importer claims it, it is walked. While walking, every folder is offered to the importers
///   before it is entered: a claimed folder (`.xcassets`, an Android `res/`) is one unit and is not
///   walked further. A file is taken when an importer claims it (`PaletteImporters.claim`); others are
///   listed in `Result.skipped` with the reason. With `inputFormat`, only that importer is asked, and
///   it takes what it finds at least `plausible`.
/// - A tool's own configuration file met while walking (`package.json`, `tsconfig.json`…:
///   `isToolConfiguration`) is listed as not a palette without being read or parsed.
/// - A `.json`/`.json5` file met while walking that no importer claims and that does not parse is a
///   problem at its syntax error when it is a broken token file (`malformedTokenFile`: a token file of
///   the walk in the same folder, or "token" in its name); else it is skipped as `malformed`, the reason
///   giving the syntax error's line and column.
/// - Skipped folders (listed with the reason): names starting with `.` (hidden; this includes `.git`
///   and `.build`), and `skippedFolderNames` (build output and dependencies: `build`, `DerivedData`,
///   `Pods`, `node_modules`, `Carthage`). Symbolic links to folders are not followed (no cycles);
///   symbolic links to regular files are (links to FIFOs and devices are skipped and listed). Hidden files
///   are skipped without being listed.
/// - Entries are visited in sorted order (Unicode scalars), depth first, so results are deterministic.
///   Paths keep the spelling given (a folder `pal/` and its file `a.yaml` give `pal/a.yaml`). A path
///   reached twice (same standardized path) is listed once, at its first position. A folder with
///   nothing to read yields nothing (not an error).
/// - A file or folder found while walking that a native side file among the units includes
///   (`include:`) is read only through that side file (listed as skipped, "included by …").
/// - Missing paths and unreadable files or folders are `PaletteError`s naming the path; every path
///   given and every entry met while walking is looked at, and all the problems are thrown together
///   (`PaletteError.further`).
public struct PaletteDiscovery: Sendable {
    /// A unit to read and the importer chosen for it.
    public struct Unit: Sendable {
        /// The file, folder or standard input, with `companions` filled in.
        public var unit: ImportUnit
        /// The importer that reads it.
        public var importer: any PaletteImporter
        /// The registry, whose post-import pass the unit goes through.
        public var importers: PaletteImporters

        /// The path, as given or joined from a given folder.
        public var path: String { unit.path }
        /// True when the user named this path (rather than a folder holding it).
        public var isExplicit: Bool { unit.isExplicit }

        /// Reads the unit (importer, then `PostImport`); the JSON trees recognition kept for it are
        /// dropped then (`ParsedJSON`).
        /// - Throws: `PaletteError` when it cannot be read or imported.
        public func importPalettes() throws(PaletteError) -> [Palette] {
            defer { unit.parsedJSON?.release() }
            return try importers.importPalettes(unit, with: importer)
        }
    }

    /// A file or folder that was not read, and why.
    public struct Skipped: Sendable, Hashable {
        /// Why, as a category (for counts in summaries; `reason` says it in full).
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// A file no importer claims ("not a palette format", "not recognised as a dtcg file").
            case notPalette = "not a palette format"
            /// A `.json` or `.json5` file that does not parse, left out of a folder walk because nothing
            /// says it is a token file (the reason gives the syntax error's line and column;
            /// `malformedTokenFile(_:among:)` says when it is an error instead).
            case malformed = "malformed JSON"
            /// Build output or dependencies (`build`, `DerivedData`, `Pods`, `node_modules`, `Carthage`).
            case dependencies = "build output or dependencies"
            /// A folder whose name starts with `.` (`.git`, `.build`).
            case hidden = "hidden folder"
            /// A symbolic link to a folder (not followed), a FIFO or a device.
            case link = "symbolic link"
            /// Left out by the configuration's `include`/`exclude` patterns.
            case excluded = "excluded by configuration"
            /// Read through a native side file of the run that `include:`s it, not alone.
            case included = "read through a side file"
            /// A configuration file (`.coloraudit.yml` …) in a folder below the audited path: one
            /// configuration applies to a run, the one found from the first audited path (or the one named).
            case configuration = "configuration file of a sub-folder"
            /// A FIFO, socket or device met while walking: reading it could block or never end.
            case special = "not a regular file"
            /// A file or folder whose name is not valid UTF-8 (a Latin-1 name from an old archive):
            /// paths are Unicode text here, so it cannot be opened; listed with its bad bytes as `\xHH`.
            case undecodableName = "name not valid UTF-8"
            /// An Android library module's `res/` folder read inside the app module that depends on it, as
            /// Gradle merges them (`AndroidGradleModules`), not alone.
            case mergedModule = "merged into an app module"
        }

        /// The path, as joined from a given folder.
        public var path: String
        /// Why, for people ("build output or dependencies", "hidden folder", "not a palette format"),
        /// with the settings it points to as hints (`ReportHint`).
        public var text: HintedText
        /// `text` with its hints in words.
        public var reason: String {
            get { text.description }
            set { text = HintedText(newValue) }
        }
        /// Why, as a category.
        public var kind: Kind

        /// Creates an entry; see the properties.
        public init(path: String, reason: String, kind: Kind) {
            self.init(path: path, text: HintedText(reason), kind: kind)
        }

        /// Creates an entry whose reason points to settings; see the properties.
        public init(path: String, text: HintedText, kind: Kind) {
            self.path = path
            self.text = text
            self.kind = kind
        }
    }

    /// What discovery found.
    public struct Result: Sendable {
        /// The units to read, in order.
        public var units: [Unit]
        /// What was left out, in walking order.
        public var skipped: [Skipped]
        /// The paths given that do not exist or cannot be reached (`InputReading.problem`), in order; each
        /// is also a recorded problem.
        public var missing: [String] = []
    }

    /// Folder names skipped while walking (besides every name starting with `.`): build output and
    /// dependencies of Xcode, SwiftPM, Gradle, CocoaPods, Carthage and npm.
    public static let skippedFolderNames: Set<String> = ["build", "DerivedData", "Pods", "node_modules", "Carthage"]

    /// How many bytes of the units' contents a run keeps parsed from recognition until the units are read
    /// (`ParsedJSON`): within it a JSON file is parsed once; a unit beyond it is parsed again when read,
    /// so that a walk over thousands of token files does not hold every tree at once.
    static let retainedJSONBytes = 16 << 20

    /// The importers to choose from.
    public var importers: PaletteImporters
    /// The `formatName` chosen for every input, or `nil` to let the importers decide.
    public var inputFormat: String?

    /// Creates a discovery over `importers`, optionally forcing one format.
    public init(importers: PaletteImporters = .standard, inputFormat: String? = nil) {
        self.importers = importers
        self.inputFormat = inputFormat
    }

    /// The units among `paths`, in the order given; each folder's in sorted order.
    /// - Throws: `PaletteError` (at the path) for a missing path, an unreadable file or folder, an
    ///   explicitly named file that no importer can read, or an unknown `inputFormat`.
    public func discover(_ paths: [String]) throws(PaletteError) -> [Unit] {
        try discoverAll(paths).units
    }

    /// The units among `paths` and what was skipped (see the type's documentation).
    /// - Throws: as `discover(_:)`, every problem together (`PaletteError.further`).
    public func discoverAll(_ paths: [String]) throws(PaletteError) -> Result {
        var problems = PaletteErrorList()
        let result = try discoverAll(paths, recording: &problems)
        try problems.throwIfAny()
        return result
    }

    /// The units among `paths` that could be found, what was skipped, and in `problems` each path or
    /// entry that could not be read or imported (so that a caller can still read the units found and
    /// report every problem of the run at once).
    /// - Throws: `PaletteError` only for an unknown `inputFormat`.
    func discoverAll(_ paths: [String], recording errors: inout PaletteErrorList) throws(PaletteError) -> Result {
        var registry = importers
        if let inputFormat {
            guard let forced = importers.importer(named: inputFormat) else {
                throw PaletteError(
                    kind: .unknownFormatName,
                    location: SourceLocation(file: paths.first ?? "-"),
                    message: "unknown input format '\(inputFormat)'; formats: "
                        + importers.formatNames.joined(separator: ", "))
            }
            registry = PaletteImporters(importers: [forced], isForced: true)
        }
        var state = WalkState(registry: registry, forced: inputFormat != nil)
        let manager = FileManager.default
        var missing: [String] = []
        // Every path is looked at even when an earlier one cannot be read; the problems are recorded
        // together, one per path or unreadable entry.
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                errors.record(
                    PaletteError(
                        kind: .unreadable,
                        location: SourceLocation(file: path),
                        message: InputReading.problem(with: path) ?? "no such file or folder"))
                missing.append(path)
                continue
            }
            errors.attempt { () throws(PaletteError) in
                if isDirectory.boolValue {
                    let folder = ImportUnit(folder: path, entries: try Self.entries(path), isExplicit: true)
                    if let importer = state.take(folder) {
                        state.add(folder, importer)
                    } else {
                        walk(path, into: &state)
                    }
                } else if inputFormat == nil, let companion = Self.tokensStudioCompanion(path) {
                    // A shell glob or pre-commit names `$themes.json` beside the sets: it is not a palette.
                    let folder = (path as NSString).deletingLastPathComponent
                    state.skipped.append(
                        Skipped(
                            path: path,
                            reason: "Tokens Studio's \(companion), not a palette on its own: audit the folder "
                                + "(coloraudit audit \(folder.isEmpty ? "." : folder)) to read its token sets with it",
                            kind: .notPalette))
                } else {
                    let file = ImportUnit(file: path, contents: try ImportUnit.readText(path), isExplicit: true)
                    // With --input-format, a file named explicitly goes to that format whatever its
                    // contents, so that the message is that format's own ("no colour custom properties").
                    guard
                        let importer = registry.importer(forNamed: file)
                            ?? (inputFormat != nil ? registry.importers.first : nil)
                    else {
                        throw PaletteError(
                            kind: .unrecognizedFormat,
                            location: SourceLocation(file: path),
                            message: "not a palette file ColorAudit can read (formats: "
                                + importers.formatNames.joined(separator: ", ") + ")")
                    }
                    state.add(file, importer)
                }
            }
        }
        for problem in state.problems { errors.record(problem) }
        var units = state.units
        // A file or folder that a native side file of this run includes (`include:`) is read through it;
        // found while walking, it is not audited a second time alone.
        var included: [(path: String, by: String)] = []
        for unit in units where unit.importer.formatName == NativePaletteImporter().formatName {
            for path in NativeIncludes.includedPaths(unit.unit) {
                included.append((path, unit.path))
            }
        }
        if !included.isEmpty {
            // Only through a side file that is itself read: one that no side file includes, or one read
            // through such a file. The files of an include cycle are read through none, so they are read
            // alone and the cycle is reported (they were all skipped, "no palette files found").
            var includers: [String: [String]] = [:]
            for unit in units {
                let identity = NativeIncludes.identity(unit.path)
                includers[unit.path] = included.filter { identity == $0.path || identity.hasPrefix($0.path + "/") }
                    .map(\.by)
            }
            var read = Set(units.map(\.path).filter { includers[$0, default: []].isEmpty })
            var grown = true
            while grown {
                grown = false
                for unit in units
                where !read.contains(unit.path) && includers[unit.path, default: []].contains(where: read.contains) {
                    read.insert(unit.path)
                    grown = true
                }
            }
            units.removeAll { unit in
                guard !unit.isExplicit, let by = includers[unit.path, default: []].first(where: read.contains) else {
                    return false
                }
                state.skipped.append(Skipped(path: unit.path, reason: "included by \(by)", kind: .included))
                return true
            }
        }
        // Companions: the paths of the other units of the same format (grouped once, not filtered per unit).
        var pathsByFormat: [String: [String]] = [:]
        for unit in units { pathsByFormat[unit.importer.formatName, default: []].append(unit.path) }
        // An Android app module's `res/` reads the library modules it depends on below its own
        // (`AndroidGradleModules`); a library so read is no palette of its own.
        let android = AndroidResourcesImporter().formatName
        let merges = AndroidGradleModules.merges(pathsByFormat[android] ?? [])
        if !merges.isEmpty {
            var mergedInto: [String: String] = [:]
            for unit in units {
                for library in merges[unit.path] ?? [] where mergedInto[library] == nil {
                    mergedInto[library] = unit.path
                }
            }
            units.removeAll { unit in
                guard unit.importer.formatName == android, let app = mergedInto[unit.path] else { return false }
                state.skipped.append(
                    Skipped(
                        path: unit.path,
                        reason: "library module merged into the app module's \(app), as Gradle merges resources",
                        kind: .mergedModule))
                return true
            }
            for index in units.indices where units[index].importer.formatName == android {
                units[index].unit.mergedBelow = merges[units[index].path] ?? []
            }
        }
        // The run's units of each format in discovery order, under "units:FORMAT".
        let cache = ImportRunCache()
        for (format, paths) in pathsByFormat { cache.set("units:" + format, paths) }
        for index in units.indices {
            units[index].unit.runPaths = pathsByFormat[units[index].importer.formatName] ?? []
            units[index].unit.runCache = cache
        }
        return Result(units: units, skipped: state.skipped, missing: missing)
    }

    /// What a Tokens Studio folder's `$themes.json` ("themes file") or `$metadata.json` ("set order
    /// file") is, by its file name; `nil` for any other path. Those files describe the token sets of
    /// their folder (`TokensStudioImporter`) and hold no colours.
    static func tokensStudioCompanion(_ path: String) -> String? {
        switch ImportUnit.lastComponent(of: path) {
        case "$themes.json": return "themes file"
        case "$metadata.json": return "set order file"
        default: return nil
        }
    }

    /// Discovery's progress: units found, what was skipped, paths seen.
    private struct WalkState {
        let registry: PaletteImporters
        /// With `--input-format`, `plausible` is enough while walking.
        let forced: Bool
        var units: [Unit] = []
        var skipped: [Skipped] = []
        var seen = Set<String>()
        /// The bytes of the units whose parsed JSON is kept until they are read (`retainedJSONBytes`).
        var retainedBytes = 0
        /// Files and folders met while walking that cannot be read (walking goes on).
        var problems: [PaletteError] = []
        /// The `.json`/`.json5` files met while walking that do not parse, with the syntax error; each is
        /// also in `skipped` until the walk decides (`settleMalformed`).
        var malformed: [(path: String, error: PaletteError)] = []

        init(registry: PaletteImporters, forced: Bool) {
            self.registry = registry
            self.forced = forced
        }

        func take(_ unit: ImportUnit) -> (any PaletteImporter)? {
            guard let best = registry.best(for: unit) else { return nil }
            return best.confidence.claims || (forced && best.confidence >= .plausible) ? best.importer : nil
        }

        mutating func add(_ unit: ImportUnit, _ importer: any PaletteImporter) {
            let key = URL(fileURLWithPath: unit.path).standardizedFileURL.path
            guard seen.insert(key).inserted else { return }
            // A file's contents, or the files below a folder that recognition read.
            let size = unit.contents?.count ?? unit.parsedJSON?.textBytes ?? 0
            if retainedBytes + size <= PaletteDiscovery.retainedJSONBytes {
                retainedBytes += size
            } else {
                unit.parsedJSON?.release()
            }
            units.append(Unit(unit: unit, importer: importer, importers: registry))
        }
    }

    /// Walks `folder` depth first, entries in sorted order (iterative, no recursion). An entry that
    /// cannot be read is recorded in `state.problems` and walking goes on.
    private func walk(_ folder: String, into state: inout WalkState) {
        let manager = FileManager.default
        // Entries still to visit, in reverse order so popLast yields the next one.
        var pending: [(path: String, isFolder: Bool)] = []
        func push(children folder: String, entries: [String]) {
            var children: [(path: String, isFolder: Bool)] = []
            for name in entries {
                let child = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                let type = (try? manager.attributesOfItem(atPath: child))?[.type] as? FileAttributeType
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: child, isDirectory: &isDirectory) else {
                    // The entry is listed, so it exists: a symbolic link whose target does not.
                    if !name.hasPrefix("."), type == .typeSymbolicLink {
                        state.skipped.append(
                            Skipped(
                                path: child, reason: "symbolic link to nothing (its target is missing)", kind: .link))
                    }
                    continue
                }
                if isDirectory.boolValue {
                    if type == .typeSymbolicLink {
                        state.skipped.append(
                            Skipped(path: child, reason: "symbolic link to a folder (not followed)", kind: .link))
                    } else if name.hasPrefix(".") {
                        state.skipped.append(Skipped(path: child, reason: "hidden folder", kind: .hidden))
                    } else if Self.skippedFolderNames.contains(name) {
                        state.skipped.append(
                            Skipped(path: child, reason: "build output or dependencies", kind: .dependencies))
                    } else {
                        children.append((child, true))
                    }
                } else if !name.hasPrefix("."), type == .typeRegular {
                    children.append((child, false))
                } else if ToolInfo.configurationFileNames.contains(name), type == .typeRegular {
                    state.skipped.append(
                        Skipped(
                            path: child,
                            text: "configuration file (one configuration applies to a run: the one found from the "
                                + "first audited path, or \(hint: .configurationFile))", kind: .configuration))
                } else if !name.hasPrefix("."), type != .typeSymbolicLink, type != .typeRegular {
                    state.skipped.append(
                        Skipped(
                            path: child,
                            reason: "not a regular file (a FIFO, socket or device; reading it could block)",
                            kind: .special))
                } else if !name.hasPrefix("."), type == .typeSymbolicLink {
                    // Only links to regular files: a link to a FIFO or device could block or never end.
                    if (try? manager.attributesOfItem(
                        atPath: URL(fileURLWithPath: child).resolvingSymlinksInPath().path))?[
                            .type] as? FileAttributeType == .typeRegular
                    {
                        children.append((child, false))
                    } else {
                        state.skipped.append(
                            Skipped(path: child, reason: "symbolic link to a FIFO or device", kind: .link))
                    }
                }
            }
            pending.append(contentsOf: children.reversed())
        }
        pending.append((folder, true))
        var isTop = true
        while let (path, isFolder) = pending.popLast() {
            do throws(PaletteError) {
                if isFolder {
                    let entries = try Self.entries(path)
                    for name in FileNameBytes.undecodableNames(in: path) {
                        state.skipped.append(
                            Skipped(
                                path: path.hasSuffix("/") ? path + name : path + "/" + name,
                                reason: "the name is not valid UTF-8 (bytes shown as \\xHH), so it cannot be opened; "
                                    + "rename it (e.g. convmv -f latin1 -t utf8) to audit it",
                                kind: .undecodableName))
                    }
                    let unit = ImportUnit(folder: path, entries: entries, isExplicit: false)
                    if !isTop, let importer = state.take(unit) {
                        state.add(unit, importer)
                    } else {
                        push(children: path, entries: entries)
                    }
                    isTop = false
                    continue
                }
                try visit(file: path, into: &state)
            } catch {
                state.problems.append(error)
            }
        }
        settleMalformed(&state)
    }

    /// The format names of design-token files, whose siblings that do not parse are broken token files.
    static let tokenFormats: Set<String> = [
        TokensStudioImporter().formatName, DTCGImporter().formatName, StyleDictionaryImporter().formatName,
        PrimerImporter().formatName, SpectrumImporter().formatName,
    ]

    /// The names of tools' own JSON configuration files, which are never palettes (lowercased; see
    /// `isToolConfiguration(_:)` for the `tsconfig`/`jsconfig` families), each from the tool's
    /// documentation:
    /// - npm: `package.json`, `package-lock.json`, `npm-shrinkwrap.json`
    ///   (https://docs.npmjs.com/cli/configuring-npm/package-json, …/package-lock-json, …/npm-shrinkwrap-json);
    /// - Composer: `composer.json` (https://getcomposer.org/doc/04-schema.md);
    /// - Bower: `bower.json` (https://github.com/bower/spec/blob/master/json.md);
    /// - ESLint: `.eslintrc.json` (https://eslint.org/docs/latest/use/configure/configuration-files-deprecated);
    /// - Prettier: `.prettierrc.json` (https://prettier.io/docs/en/configuration.html);
    /// - Stylelint: `.stylelintrc.json` (https://stylelint.io/user-guide/configure);
    /// - Babel: `babel.config.json`, `.babelrc.json` (https://babeljs.io/docs/config-files);
    /// - Lerna: `lerna.json` (https://lerna.js.org/docs/api-reference/configuration);
    /// - Nx: `nx.json` (https://nx.dev/reference/nx-json);
    /// - Turborepo: `turbo.json`, which may hold comments (https://turbo.build/repo/docs/reference/configuration;
    ///   vercel/turbo#745);
    /// - Deno: `deno.json`, JSON with comments (https://docs.deno.com/runtime/fundamentals/configuration/);
    /// - Renovate: `renovate.json` (https://docs.renovatebot.com/configuration-options/);
    /// - Biome: `biome.json` (https://biomejs.dev/reference/configuration/).
    static let toolConfigurationNames: Set<String> = [
        "package.json", "package-lock.json", "npm-shrinkwrap.json", "composer.json", "bower.json", ".eslintrc.json",
        ".prettierrc.json", ".stylelintrc.json", "babel.config.json", ".babelrc.json", "lerna.json", "nx.json",
        "turbo.json", "deno.json", "renovate.json", "biome.json",
    ]

    /// Whether a file named `name` is a tool's own configuration (`toolConfigurationNames`, or TypeScript's
    /// `tsconfig.json` and `tsconfig.*.json`, https://www.typescriptlang.org/tsconfig, and VS Code's
    /// `jsconfig.json`, https://code.visualstudio.com/docs/languages/jsconfig, both JSON with comments): a
    /// folder walk lists it as not a palette without reading or parsing it, and it is never a broken token
    /// file.
    static func isToolConfiguration(_ name: String) -> Bool {
        let name = name.lowercased()
        guard name.hasSuffix(".json") else { return false }
        return toolConfigurationNames.contains(name) || name.hasPrefix("tsconfig") || name.hasPrefix("jsconfig")
    }

    /// Whether the malformed `.json`/`.json5` file at `path` is a broken token file, so an input error
    /// (exit 2, at the syntax error, as when the file is named) rather than a file left out: a design-token
    /// file of this walk sits in the same folder (`units`), or its name says "token"; unless it is a
    /// tool's own configuration (`isToolConfiguration`), which a folder walk never reads.
    static func malformedTokenFile(_ path: String, among units: [Unit]) -> Bool {
        let name = ImportUnit.lastComponent(of: path).lowercased()
        if isToolConfiguration(name) { return false }
        if name.contains("token") { return true }
        let folder = (path as NSString).deletingLastPathComponent
        return units.contains { unit in
            tokenFormats.contains(unit.importer.formatName) && !unit.unit.isFolder
                && (unit.path as NSString).deletingLastPathComponent == folder
        }
    }

    /// Decides, once a walk has found its units, each malformed JSON file it met: a broken token file
    /// (`malformedTokenFile`) becomes a problem and leaves `skipped`; the others stay skipped, with their
    /// syntax error as the reason.
    private func settleMalformed(_ state: inout WalkState) {
        let broken = Set(state.malformed.filter { Self.malformedTokenFile($0.path, among: state.units) }.map(\.path))
        for entry in state.malformed where broken.contains(entry.path) { state.problems.append(entry.error) }
        state.skipped.removeAll { $0.kind == .malformed && broken.contains($0.path) }
        state.malformed = []
    }

    /// The syntax error of a `.json` or `.json5` file met while walking that does not parse, `nil` for
    /// any other file (or one that parses).
    private static func jsonSyntaxError(_ unit: ImportUnit) -> PaletteError? {
        guard ["json", "json5"].contains(unit.fileExtension.lowercased()), unit.contents != nil else {
            return nil
        }
        do {
            _ = try TokenFiles.parse(unit)
            return nil
        } catch {
            return error
        }
    }

    /// Takes the file at `path` met while walking, or lists it as skipped.
    private func visit(file path: String, into state: inout WalkState) throws(PaletteError) {
        let name = ImportUnit.lastComponent(of: path)
        if Self.isToolConfiguration(name) {
            state.skipped.append(
                Skipped(path: path, reason: "a tool's configuration (\(name)), not a palette", kind: .notPalette))
            return
        }
        let unit = ImportUnit(file: path, contents: try ImportUnit.readText(path), isExplicit: false)
        if let importer = state.take(unit) {
            state.add(unit, importer)
        } else if let error = Self.jsonSyntaxError(unit) {
            // Named as what it is (not as the format that came closest), at its syntax error.
            state.malformed.append((path, error))
            let line = error.location.line
            let position = line > 0 ? "line \(line), column \(error.location.column): " : ""
            state.skipped.append(Skipped(path: path, reason: position + error.message, kind: .malformed))
        } else if let best = state.registry.best(for: unit), best.confidence >= .plausible {
            state.skipped.append(
                Skipped(path: path, reason: "not recognised as a \(best.importer.formatName) file", kind: .notPalette))
        } else {
            state.skipped.append(Skipped(path: path, reason: "not a palette format", kind: .notPalette))
        }
    }

    /// A folder's entries, sorted.
    private static func entries(_ path: String) throws(PaletteError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path)
                .sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        } catch {
            // Foundation's error text is not for people ("Error Domain=NSCocoaErrorDomain Code=257 …").
            let message: String
            if let problem = InputReading.problem(with: path) {
                message = problem
            } else if access(path, R_OK | X_OK) != 0, errno == EACCES {
                message = "permission denied (the folder cannot be listed)"
            } else {
                message = "cannot list the folder"
            }
            throw PaletteError(kind: .unreadable, location: SourceLocation(file: path), message: message)
        }
    }
}
