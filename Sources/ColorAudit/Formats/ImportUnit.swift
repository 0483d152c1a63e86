import ColorScience
import Foundation

/// What an importer is offered and then reads: one file, one folder (an asset catalog, an Android
/// `res/` folder, a folder of token sets), or standard input.
///
/// Discovery offers every file and folder it meets to every importer (`confidence(for:)`); a folder
/// that some importer claims is handed over whole and not walked further.
public struct ImportUnit: Sendable {
    /// The path as given or joined from a given folder (`-` for standard input); every
    /// `SourceLocation` of the unit's palettes starts from it.
    public var path: String
    /// The bytes of a file or of standard input (memory-mapped when possible); `nil` for a folder.
    public var contents: Data? {
        // New bytes: what was parsed from the old ones no longer holds.
        didSet { parsedJSON = ParsedJSON() }
    }
    /// A folder's entry names (sorted by Unicode scalars, hidden names included); `nil` for a file.
    public var entries: [String]?
    /// True when the user named this path (rather than a folder holding it).
    public var isExplicit: Bool
    /// Paths of the other units the same importer reads in this run, in discovery order, so that
    /// references across them can be resolved (Android `@color/` into another module's `res/`,
    /// token sets referring to each other). Computed on use from `runPaths`, which every unit of a
    /// format shares (one array, not a filtered copy per unit: 10,000 files once took 1.66 GB).
    public var companions: [String] { runPaths.filter { $0 != path } }
    /// Paths of every unit of this unit's format in the run, this one included (shared storage).
    public var runPaths: [String] = []
    /// Folders whose definitions this unit's own override, read first, lowest priority first: an Android
    /// app module's library modules, as Gradle merges them (`AndroidGradleModules`). Empty for most units.
    public var mergedBelow: [String] = []
    /// Shared by every unit of the same discovery run (`ImportRunCache`), so that what several units
    /// need (another unit's definitions) is computed once; `nil` for a unit built on its own.
    public var runCache: ImportRunCache?
    /// The configuration's path filter (`PaletteLoader.filter`), for files a unit reads besides its own:
    /// a CSS `@import` of a file it leaves out only serves references (`CSSImports.Scope`); `nil` when
    /// the unit is not read by a loader.
    var pathFilter: PathFilter?
    /// A file's contents (or a folder's token files) parsed as JSON, shared by the importers that
    /// recognise and read it, so that a file is parsed once (`ParsedJSON`).
    private(set) var parsedJSON: ParsedJSON?

    /// A file (or standard input when `path` is `-`).
    public init(file path: String, contents: Data, isExplicit: Bool) {
        self.path = path
        self.contents = contents
        self.entries = nil
        self.isExplicit = isExplicit
        parsedJSON = ParsedJSON()
    }

    /// A folder with its entry names.
    public init(folder path: String, entries: [String], isExplicit: Bool) {
        self.path = path
        self.contents = nil
        self.entries = entries
        self.isExplicit = isExplicit
        parsedJSON = ParsedJSON()
    }

    /// True for standard input (`-`).
    public var isStandardInput: Bool { path == "-" && contents != nil }

    /// True when only the contents can tell the format: standard input, or a file named explicitly
    /// whose name has no extension (`<(git show main:app.yaml)` arrives as `/dev/fd/63`, a copy named
    /// `palette`). Importers then recognise their format by its text, as for standard input.
    public var isSniffed: Bool { contents != nil && (path == "-" || (isExplicit && fileExtension.isEmpty)) }
    /// True for a folder.
    public var isFolder: Bool { entries != nil }
    /// The last path component (`Assets.xcassets`, `colors.xml`), trailing `/` ignored.
    public var name: String { Self.lastComponent(of: path) }
    /// The lowercased extension of `name` without the dot ("" when there is none).
    public var fileExtension: String { PaletteImporters.fileExtension(of: name) }

    /// `path` joined with a child name (no doubled `/`).
    public func child(_ name: String) -> String { path.hasSuffix("/") ? path + name : path + "/" + name }

    /// The last component of a path, trailing `/` ignored.
    public static func lastComponent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
    }

    /// The bytes of a file (memory-mapped when possible), for importers that read files inside a folder;
    /// at most `InputReading.sizeLimit` bytes.
    /// - Throws: `PaletteError` at the path (`InputReading.readFile`).
    public static func read(_ path: String) throws(PaletteError) -> Data {
        try InputReading.readFile(path)
    }

    /// The file at `path` as `read(_:)` gives it, for a file ColorAudit finds by itself rather than one
    /// the user names: a colour set's `Contents.json` inside a catalog, a resolver's source. Such a file
    /// must be a regular file: a FIFO, socket or device there is refused, since opening a FIFO waits for a
    /// writer for ever (`mkfifo Bg.colorset/Contents.json` hung the audit of the catalog). A path the user
    /// names may be a pipe (`read(_:)`).
    /// - Throws: `PaletteError` at the path for a FIFO, socket or device, else as `read(_:)`.
    static func readFound(_ path: String) throws(PaletteError) -> Data {
        guard !isSpecialFile(path) else {
            throw PaletteError(
                kind: .notAFile,
                location: SourceLocation(file: path),
                message: "not a regular file (a FIFO, socket or device; reading it could block); expected a file")
        }
        return try read(path)
    }

    /// The file at `path` as `read(_:)` gives it, except that a JSON file (`.json`, `.json5`, `.tokens`) in
    /// UTF-16 or UTF-32 is transcoded to UTF-8 first (`JSONPreflight.utf8`), so that every importer
    /// recognises its format by the same text (a UTF-16 design-token file was taken for our format).
    static func readText(_ path: String) throws(PaletteError) -> Data {
        let data = try read(path)
        let ext = PaletteImporters.fileExtension(of: path)
        return ext == "json" || ext == "json5" || ext == "tokens" ? JSONPreflight.utf8(data) : data
    }

    /// A folder's entry names sorted by Unicode scalars, or `nil` when `path` is not a readable folder.
    /// FIFOs, sockets and devices (and symbolic links to them) are left out: no format keeps a file
    /// there, and opening a FIFO to read waits for a writer for ever (a `mkfifo res/layout/x.xml` hung
    /// the audit of `res/`). So are symbolic links to nothing and loops of links (`isBrokenLink`).
    /// `PaletteDiscovery` lists them as skipped when it walks a folder.
    public static func folderEntries(_ path: String) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
            let names = try? FileManager.default.contentsOfDirectory(atPath: path)
        else { return nil }
        let base = path.hasSuffix("/") ? path : path + "/"
        return names.filter { !isSpecialFile(base + $0) && !isBrokenLink(base + $0) }.sorted {
            $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars)
        }
    }

    /// Whether `path` is a symbolic link whose target is missing or a loop of links: left out of a
    /// format's folder as a folder walk leaves it out (tester 6: `x1.xml` ↔ `x2.xml` in `res/values/`
    /// made the audit of `res/` exit 2, where every other format's folder skipped it).
    static func isBrokenLink(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return false }
        return stat(path, &status) != 0
    }

    /// Whether `path` is, or is a symbolic link to, a FIFO, socket or device (neither a regular file nor
    /// a folder); `false` for a path that cannot be examined (its reader says why).
    static func isSpecialFile(_ path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        let type = status.st_mode & S_IFMT
        return type != S_IFREG && type != S_IFDIR
    }
}
