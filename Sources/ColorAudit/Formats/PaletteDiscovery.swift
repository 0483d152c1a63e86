import Foundation

/// Finds the palette files among paths given by the user (files and folders) and the importer for
/// each.
///
/// - A **file** given explicitly must be readable by some importer (`PaletteImporters.importer(forNamedFile:contents:)`,
///   which falls back on the extension); otherwise discovery fails with a `PaletteError` at that
///   path listing the known formats.
/// - A **folder** is walked recursively. Entries are visited in sorted order (by name, Unicode
///   scalar order), so results are deterministic. Names starting with `.` (hidden files and folders,
///   which includes `.build` and `.git`) and folders named `node_modules` are skipped; symbolic links
///   to folders are not followed (no cycles); symbolic links to files are. A file is taken when an
///   importer recognises it (`importer(forFoundFile:contents:)`); others are skipped silently.
///   A folder with no palette files yields nothing (not an error).
/// - Paths keep the spelling given (a folder `pal/` and its file `a.yaml` give `pal/a.yaml`), and
///   are the paths reported in every `SourceLocation`. A file reached twice (same standardized
///   path) is listed once, at its first position.
/// - Missing paths and unreadable files or folders are `PaletteError`s naming the path.
public struct PaletteDiscovery: Sendable {
    /// A palette file and the importer chosen for it.
    public struct File: Sendable {
        /// The path, as given or joined from a given folder.
        public var path: String
        /// The importer that reads it.
        public var importer: any PaletteImporter
        /// True when the user named this file (rather than a folder holding it).
        public var isExplicit: Bool

        /// Creates an entry.
        public init(path: String, importer: any PaletteImporter, isExplicit: Bool) {
            self.path = path
            self.importer = importer
            self.isExplicit = isExplicit
        }

        /// Reads the file and imports it.
        /// - Throws: `PaletteError` when the file cannot be read or imported.
        public func importPalette() throws(PaletteError) -> Palette {
            try importer.importPalette(contents: try PaletteDiscovery.read(path), path: path)
        }
    }

    /// Folder names skipped while walking (besides every name starting with `.`).
    public static let skippedFolderNames: Set<String> = ["node_modules"]

    /// The importers to choose from.
    public var importers: PaletteImporters

    /// Creates a discovery over `importers`.
    public init(importers: PaletteImporters = .standard) {
        self.importers = importers
    }

    /// The palette files among `paths`, in the order given; each folder's files in sorted order.
    /// - Throws: `PaletteError` (at the path, line 0) for a missing path, an unreadable file or
    ///   folder, or an explicitly named file that no importer can read.
    public func discover(_ paths: [String]) throws(PaletteError) -> [File] {
        var files: [File] = []
        var seen = Set<String>()
        func add(_ file: File) {
            let key = URL(fileURLWithPath: file.path).standardizedFileURL.path
            if seen.insert(key).inserted { files.append(file) }
        }
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw PaletteError(location: SourceLocation(file: path), message: "no such file or folder")
            }
            if isDirectory.boolValue {
                for file in try walk(path) { add(file) }
            } else {
                let contents = try Self.read(path)
                guard let importer = importers.importer(forNamedFile: path, contents: contents) else {
                    throw PaletteError(
                        location: SourceLocation(file: path),
                        message: "not a palette file ColorAudit can read (formats: "
                            + importers.formatNames.joined(separator: ", ") + ")")
                }
                add(File(path: path, importer: importer, isExplicit: true))
            }
        }
        return files
    }

    /// Palette files under `folder`, depth first, entries in sorted order (iterative, no recursion).
    private func walk(_ folder: String) throws(PaletteError) -> [File] {
        let manager = FileManager.default
        var found: [File] = []
        // Entries still to visit, in reverse order so popLast yields the next one.
        var pending: [(path: String, isFolder: Bool)] = [(folder, true)]
        while let (path, isFolder) = pending.popLast() {
            guard isFolder else {
                let contents = try Self.read(path)
                if let importer = importers.importer(forFoundFile: path, contents: contents) {
                    found.append(File(path: path, importer: importer, isExplicit: false))
                }
                continue
            }
            let names: [String]
            do {
                names = try manager.contentsOfDirectory(atPath: path)
            } catch {
                throw PaletteError(location: SourceLocation(file: path), message: "cannot list folder: \(error)")
            }
            var children: [(path: String, isFolder: Bool)] = []
            for name in names.sorted(by: { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) })
            where !name.hasPrefix(".") {
                let child = path.hasSuffix("/") ? path + name : path + "/" + name
                let type = (try? manager.attributesOfItem(atPath: child))?[.type] as? FileAttributeType
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: child, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    if type == .typeSymbolicLink || Self.skippedFolderNames.contains(name) { continue }
                    children.append((child, true))
                } else if type == .typeRegular || type == .typeSymbolicLink {
                    children.append((child, false))
                }
            }
            pending.append(contentsOf: children.reversed())
        }
        return found
    }

    /// The bytes of a file (memory-mapped when possible, so recognising by extension stays cheap).
    static func read(_ path: String) throws(PaletteError) -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        } catch {
            throw PaletteError(
                location: SourceLocation(file: path), message: "cannot read file: \(error.localizedDescription)")
        }
    }
}
