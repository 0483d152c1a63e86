import ColorScience
import Foundation

/// A folder of DTCG token files read as one system: the semantic tokens of its source files over the
/// palette each theme folder gives, a theme's light and dark folders the appearances of one palette.
///
/// Style Dictionary merges every file its `source` and `include` globs find into one dictionary before it
/// resolves references, so a semantic token (`tokens/source/color/text.json`: `{color.palette.blue.60}`)
/// resolves against a palette in another file; a multi-theme package builds once per theme, with that
/// theme's files added (styledictionary.com "Configuration": `source`/`include`; the
/// `multi-brand-multi-platform` example: `tokens/brands/<brand>/` beside `tokens/globals/`, one build per
/// brand). Read file by file, every reference is unresolved and nothing is checked.
///
/// - **Recognised** when the folder, or one of its sub-folders, holds sibling folders named for an
///   appearance (`AppearanceFiles.folderMarker`: `light`/`dark`, `day`/`night`, or one such word in the
///   name: `NAME-day/` beside `NAME-night/`), a light one and a dark one with the same name otherwise,
///   each holding a token file with `$value`; not a folder of Tokens Studio (`$themes.json`,
///   `$metadata.json`) or of a resolver (`*.resolver.json`), which their own readers combine.
/// - **Read**: every `.json`/`.json5` file below (hidden folders, build output and dependencies and
///   tools' configuration files left out; outside the theme folders, only files that mention `$value` or
///   `$type`); the files outside the theme folders are shared by every theme, lowest first; per theme
///   (the folders' name without the appearance word), one palette whose light values stack its light
///   folder's files over the shared ones and whose dark values its dark folder's. Several themes are a
///   palette each (`TokenFiles.palettes`, the same colours judged once).
/// - **Component slots**: a colour or untyped token whose `$value` is an empty string is a slot a theme
///   fills at build time (`DTCGReader.emptyValuesAreSlots`); a file of slots only is no palette, and the
///   package says so once, naming the files. A slot that a theme file fills (with its own value or an
///   alias of a semantic token) is read from it.
/// - **Built names**: a theme file that writes source tokens under the names the build gives them
///   (Style Dictionary's `name/kebab` with a `prefix`: `pfx-color-text-neutral-strong` for
///   `color.text.neutral.strong`) overrides them, one token each under that name (`DTCGBuiltNames`).
/// - **Errors**: every file's malformed JSON and tokens, and alias cycles across files, are reported
///   together, each at its file, line and column.
enum DTCGPackage {
    /// A folder of one theme's files for one appearance.
    struct ThemeFolder: Equatable {
        /// The folder's path.
        var path: String
        /// The theme: the folder's path below the package with its appearance word taken out.
        var theme: String
        /// The appearance its files give values for.
        var appearance: Appearance
    }

    /// The most sub-folders of a folder looked at for theme folders (a package's `themes/` is near the top).
    static let maximumFolders = 256

    /// The theme folders of the package folder `folder` (see the type), or `nil` when it is not one.
    static func themeFolders(in folder: String) -> [ThemeFolder]? {
        guard let entries = ImportUnit.folderEntries(folder),
            !entries.contains("$themes.json"), !entries.contains("$metadata.json"),
            !entries.contains(where: { $0.lowercased().hasSuffix(".resolver.json") })
        else { return nil }
        func subfolders(_ path: String, _ names: [String]) -> [(path: String, name: String)] {
            names.prefix(maximumFolders).compactMap { name in
                guard !name.hasPrefix("."), !PaletteDiscovery.skippedFolderNames.contains(name) else { return nil }
                let child = path.hasSuffix("/") ? path + name : path + "/" + name
                return ImportUnit.folderEntries(child) == nil ? nil : (child, name)
            }
        }
        var found: [ThemeFolder] = []
        let children = subfolders(folder, entries)
        for (parent, relative) in [(folder, "")] + children.map({ ($0.path, $0.name) }) {
            guard let names = ImportUnit.folderEntries(parent) else { continue }
            var families: [String: [ThemeFolder]] = [:]
            var order: [String] = []
            for child in subfolders(parent, names) {
                guard let (key, appearance) = AppearanceFiles.folderMarker(child.name) else { continue }
                let bare = key == AppearanceFiles.wholeNameMarker ? "" : key
                let theme = [relative, bare].filter { !$0.isEmpty }.joined(separator: "/")
                if families[theme] == nil { order.append(theme) }
                families[theme, default: []].append(ThemeFolder(path: child.path, theme: theme, appearance: appearance))
            }
            for theme in order {
                let folders = families[theme] ?? []
                guard folders.contains(where: { $0.appearance == .light }),
                    folders.contains(where: { $0.appearance == .dark }),
                    folders.allSatisfy(holdsTokens)
                else { continue }
                found += folders
            }
        }
        return found.isEmpty ? nil : found
    }

    /// Whether a file below `folder` mentions `$value` (the first few files looked at).
    private static func holdsTokens(_ folder: ThemeFolder) -> Bool {
        TokenFiles.files(in: folder.path, excluding: PaletteDiscovery.skippedFolderNames).prefix(16).contains {
            file in
            (try? ImportUnit.readText(file.path)).map { TokenFiles.mentions($0, "$value") } ?? false
        }
    }

    /// Why the folder reads as a package: its themes' folders.
    static func reason(_ folders: [ThemeFolder], in folder: String) -> String {
        let names = folders.prefix(4).map { relative($0.path, to: folder) }
        return "a token package with theme folders for light and dark (" + names.joined(separator: ", ")
            + (folders.count > 4 ? ", …" : "") + ") over its shared token files"
    }

    /// The palettes of the package `unit` (see the type).
    /// - Throws: every malformed file and token, and alias cycles (`PaletteError.further`).
    static func palettes(_ unit: ImportUnit, themes folders: [ThemeFolder]) throws(PaletteError) -> [Palette] {
        var errors = PaletteErrorList()
        var shared: [TokenSet] = []
        var themed: [String: [Appearance: [TokenSet]]] = [:]
        var themeOrder: [String] = []
        var slotFiles: [String] = []
        var slotCount = 0
        for file in TokenFiles.files(in: unit.path, excluding: PaletteDiscovery.skippedFolderNames) {
            guard !PaletteDiscovery.isToolConfiguration(ImportUnit.lastComponent(of: file.path)) else { continue }
            let folder = folders.first { file.path.hasPrefix($0.path + "/") }
            let set = errors.attempt { () throws(PaletteError) -> TokenSet? in
                let text = try unit.fileText(file.path)
                guard folder != nil || TokenFiles.mentions(text, "$value") || TokenFiles.mentions(text, "$type")
                else { return nil }
                let root = try TokenFiles.parse(file: file.path, of: unit)
                var errors = PaletteErrorList()
                let set = DTCGReader(path: file.path, setName: file.setName, emptyValuesAreSlots: true).read(
                    root, errors: &errors)
                try errors.throwIfAny()
                return set
            }
            guard let set, let set else { continue }
            if set.entries.isEmpty, set.slots > 0 {
                slotFiles.append(file.path)
                slotCount += set.slots
                continue
            }
            if let folder {
                if themed[folder.theme] == nil { themeOrder.append(folder.theme) }
                themed[folder.theme, default: [:]][folder.appearance, default: []].append(set)
            } else {
                shared.append(set)
            }
        }
        var notes: [TokenNote] = []
        if let first = slotFiles.first {
            let listed = slotFiles.prefix(3).map { relative($0, to: unit.path) }.joined(separator: ", ")
            let more = slotFiles.count > 3 ? " and \(slotFiles.count - 3) more" : ""
            notes.append(
                TokenNote(
                    isUnresolved: false, token: nil,
                    reason: "\(Plural.phrase(slotFiles.count, "file")) (\(listed)\(more)) hold only component slots, "
                        + "\(Plural.phrase(slotCount, "token")) with an empty value that a theme fills when the package "
                        + "is built: not palettes, nothing to check there",
                    location: SourceLocation(file: first, line: 1, column: 1)))
        }
        (shared, themed) = DTCGBuiltNames.merged(shared: shared, themed: themed, themes: themeOrder)
        let plans = themeOrder.map { theme in
            let stacks = (themed[theme] ?? [:]).keys.sorted().map { appearance in
                TokenLayers.Stack(appearance: appearance, sets: shared + (themed[theme]?[appearance] ?? []))
            }
            return TokenThemes.Plan(themes: themeOrder.count > 1 ? [theme] : [], stacks: stacks)
        }
        let palettes = errors.attempt { () throws(PaletteError) in
            try TokenFiles.palettes(plans, name: unit.name, file: unit.path, notes: notes)
        }
        try errors.throwIfAny()
        return palettes ?? []
    }

    /// `path` below `folder`, or `path` itself.
    private static func relative(_ path: String, to folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
