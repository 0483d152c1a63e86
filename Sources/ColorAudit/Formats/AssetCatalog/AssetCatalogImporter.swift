import ColorScience
import Foundation

/// Reads Xcode asset catalogs: a `.xcassets` folder (every colour set and image set in it), a single
/// `.colorset` or `.imageset` folder, or a colour set's `Contents.json` named directly. One palette per
/// unit, platform `ios`. Image sets give no colours: their image files' colour information goes to
/// `Palette.images` (`ImageSetReader`), for the `image-color-profile` rule.
///
/// **Names.** A colour's token name is its colour set's folder name without `.colorset`, prefixed by
/// the folders between the catalog and it that *provide a namespace* (their `Contents.json` has
/// `"properties": {"provides-namespace": true}`), joined with `/` as Xcode does (`dough/blue-bg`).
/// Folders without it group colours without changing their names. A colour set named on its own gets
/// the same name (the folders up to the enclosing `.xcassets` are read).
///
/// **Entries.** Each item of `colors` has an `idiom` (default `universal`), optional `appearances`, an
/// optional `display-gamut` and a `color` (see `ColorSetComponents` for colour spaces and the four
/// component encodings):
/// - no appearance is Xcode's "Any" (`Appearance.any`, which light mode uses when there is no light
///   entry); `luminosity` `light`/`dark` are light and dark; `contrast` `high` is the increased-contrast
///   variant of its luminosity. "Any" with high contrast is light's high contrast, and dark's too when
///   the colour has no dark entry. Other appearance kinds are listed as skipped (`ImportNote`).
/// - `display-gamut` `display-P3` and `sRGB` entries of one appearance form one value: the P3 colour,
///   with the sRGB entry (or the entry without a gamut) as its explicit sRGB rendering
///   (`ColorValue.srgbFallback`, used by the sRGB-screen checks; only when inside sRGB).
/// - Idioms: the `universal` entries give the standard appearances. Every other idiom that some colour
///   set has entries for (`iphone`, `ipad`, `mac`, `tv`, `watch`, `car`, `vision`; entries of any other
///   idiom are skipped with a note) gives **themes**
///   named `IDIOM-APPEARANCE` (`ipad-light`, `ipad-dark`, `ipad-light-high-contrast`, …; just `ipad`
///   when every colour has one value), one per standard appearance of the catalog as that device shows
///   it, each with that appearance's scheme and contrast. In them every colour has the value the device
///   shows: a colour set with entries for the idiom uses those (resolved on their own, by the same
///   appearance rules), the others their universal value. So each pair is judged on each device, and a
///   finding the same on iPad as everywhere is said once (its `appearances` list both). A colour set
///   without universal entries is audited with its first idiom's (and says so).
/// - `"color": {"platform": …, "reference": "systemBlueColor"}` refers to an Apple system colour,
///   resolved from `AppleSystemColors` (as "Any" it stands for the system colour's value in each
///   appearance); the value keeps the reference as `source` and the system name as `aliasOf`. An
///   unknown reference is listed as unresolved, never dropped silently; a colour set whose every
///   entry is unresolved gives no token (only the note).
/// Unknown keys are ignored (Xcode adds some); malformed JSON, a missing `colors` list, unknown colour
/// spaces and bad components are errors with file, line and column.
///
/// **Locations.** A value is located at its entry's `color` object; the token at its first audited
/// entry; every location names the colour set's `Contents.json`.
public struct AssetCatalogImporter: PaletteImporter {
    /// `xcassets`.
    public let formatName = "xcassets"
    /// `assetCatalog`.
    public let sourceKind = PaletteSourceKind.assetCatalog

    /// Creates the importer.
    public init() {}

    /// `certain` for a `.xcassets`, `.colorset` or `.imageset` folder and for a `Contents.json` in a
    /// `.colorset` folder; `none` otherwise.
    public func confidence(for unit: ImportUnit) -> ImportConfidence {
        if unit.isFolder {
            return ["xcassets", "colorset", "imageset"].contains(unit.fileExtension) ? .certain : .none
        }
        guard !unit.isStandardInput, unit.name == "Contents.json" else { return .none }
        return PaletteImporters.fileExtension(of: Self.parent(of: unit.path)) == "colorset" ? .certain : .none
    }

    /// Reads the catalog, colour set folder or colour set file.
    public func importPalettes(_ unit: ImportUnit) throws(PaletteError) -> [Palette] {
        var tokens: [ColorToken] = []
        var variants: [[String: [Appearance: ColorValue]]] = []
        var notes: [ImportNote] = []
        // Every colour set is read even when an earlier one is malformed (`PaletteError.further`).
        var errors = PaletteErrorList()
        func readColorSet(folder: String, name: String) {
            let contents = folder.hasSuffix("/") ? folder + "Contents.json" : folder + "/Contents.json"
            let result = errors.attempt { () throws(PaletteError) in
                try ColorSetReader(name: name, reader: NodeReader(path: contents)).read(
                    try ImportUnit.readFound(contents))
            }
            guard let result else { return }
            if let token = result.token {
                tokens.append(token)
                variants.append(result.variants)
            }
            notes.append(contentsOf: result.notes)
        }
        var images: [ImageAsset] = []
        let paletteName: String
        if unit.isFolder, unit.fileExtension == "xcassets" {
            paletteName = unit.name
            try walkCatalog(unit.path) { (folder, name, isImageSet) throws(PaletteError) in
                if isImageSet {
                    let found = errors.attempt { () throws(PaletteError) in
                        try ImageSetReader(name: name, folder: folder).read()
                    }
                    images += found ?? []
                } else {
                    readColorSet(folder: folder, name: name)
                }
            }
        } else if unit.isFolder, unit.fileExtension == "imageset" {
            paletteName = try Self.namespacedName(ofColorSet: unit.path)
            images = try ImageSetReader(name: paletteName, folder: unit.path).read()
        } else {
            let folder = unit.isFolder ? unit.path : Self.parent(of: unit.path)
            // A file forced to this format (`--input-format xcassets`) that is no colour set's Contents.json.
            guard unit.isFolder || (unit.name == "Contents.json" && folder.hasSuffix(".colorset")) else {
                throw PaletteError(
                    kind: .unrecognizedFormat,
                    location: SourceLocation(file: unit.path),
                    message: "not part of an asset catalog; expected a .xcassets folder, a .colorset folder or "
                        + "the Contents.json inside a .colorset folder")
            }
            let name = try Self.namespacedName(ofColorSet: folder)
            paletteName = name
            readColorSet(folder: folder, name: name)
        }
        try errors.throwIfAny()
        let themes = Self.addIdiomThemes(to: &tokens, variants: variants)
        var palette = Palette(name: paletteName, file: unit.path, platform: .ios, tokens: tokens)
        palette.themes = themes
        palette.format = formatName
        palette.importNotes = notes
        palette.images = images
        for image in images {
            if case .notRead(let reason) = image.content {
                palette.importNotes.append(
                    ImportNote(
                        kind: .skipped, token: image.imageSet, reason: "image \(image.filename): \(reason)",
                        location: image.entry))
            }
        }
        return [palette]
    }

    /// The idioms other than `universal` a colour set's entries may have (Apple's device families,
    /// Asset Catalog Format Reference, "idiom"), in the order their themes are made; entries of any other
    /// idiom are skipped with a note.
    public static let idiomOrder = ["iphone", "ipad", "mac", "tv", "watch", "car", "vision"]

    /// Gives every token a value in each idiom's themes (see the type's documentation, "Idioms") and
    /// returns the themes, in `idiomOrder` and then the order of the standard appearances. `variants`
    /// runs parallel to `tokens`.
    static func addIdiomThemes(
        to tokens: inout [ColorToken], variants: [[String: [Appearance: ColorValue]]]
    ) -> [Appearance] {
        let found = Set(variants.flatMap(\.keys))
        let idioms = idiomOrder.filter(found.contains)
        var themes: [Appearance] = []
        let universal = tokens
        for idiom in idioms {
            // The catalog as this device shows it: the idiom's entries where a colour set has them,
            // the audited ones elsewhere.
            let shown = zip(universal, variants).map { token, variant in
                var copy = token
                if let values = variant[idiom] { copy.values = values }
                return copy
            }
            for appearance in Palette(file: "", tokens: shown).appearances {
                let name = appearance == .any ? idiom : "\(idiom)-\(appearance.rawValue)"
                let theme = Appearance(
                    theme: name, scheme: appearance.scheme ?? .light,
                    increasedContrast: appearance.isIncreasedContrast)
                themes.append(theme)
                for index in tokens.indices {
                    if let value = shown[index].resolve(appearance)?.value { tokens[index].values[theme] = value }
                }
            }
        }
        return themes
    }

    /// Visits the colour sets and image sets of a catalog depth first in sorted order with their
    /// namespaced names.
    private func walkCatalog(
        _ catalog: String, _ visit: (_ folder: String, _ name: String, _ isImageSet: Bool) throws(PaletteError) -> Void
    ) throws(PaletteError) {
        // Folders still to visit with the namespace prefix in force inside them; reversed for popLast.
        var pending: [(path: String, prefix: String)] = [(catalog, "")]
        while let (folder, prefix) = pending.popLast() {
            guard let entries = ImportUnit.folderEntries(folder) else {
                throw PaletteError(
                    kind: .unreadable, location: SourceLocation(file: folder), message: "cannot list folder")
            }
            var children: [(path: String, prefix: String)] = []
            for entry in entries where !entry.hasPrefix(".") {
                let child = folder.hasSuffix("/") ? folder + entry : folder + "/" + entry
                guard ImportUnit.folderEntries(child) != nil else { continue }
                let ext = PaletteImporters.fileExtension(of: entry)
                if ext == "colorset" || ext == "imageset" {
                    try visit(child, prefix + String(entry.dropLast(ext.count + 1)), ext == "imageset")
                } else if ext.isEmpty || !Self.setExtensions.contains(ext) {
                    let inner = try Self.providesNamespace(child) ? prefix + entry + "/" : prefix
                    children.append((child, inner))
                }
            }
            pending.append(contentsOf: children.reversed())
        }
    }

    /// Extensions of asset folders other than colour sets, which hold no colours (not walked; image sets
    /// are read for their images).
    static let setExtensions: Set<String> = [
        "imageset", "appiconset", "iconset", "dataset", "symbolset", "launchimage", "brandassets", "imagestack",
        "imagestacklayer", "textureset", "cubetextureset", "arresourcegroup", "arreferenceimage", "sticker",
        "stickerpack", "stickersequence", "spriteatlas", "complicationset", "solidimagestack",
    ]

    /// True when the folder's `Contents.json` has `"properties": {"provides-namespace": true}`.
    /// - Throws: when that file exists but is malformed.
    static func providesNamespace(_ folder: String) throws(PaletteError) -> Bool {
        let path = folder.hasSuffix("/") ? folder + "Contents.json" : folder + "/Contents.json"
        guard FileManager.default.fileExists(atPath: path) else { return false }
        let reader = NodeReader(path: path)
        let root = try StructuredDocument.parse(
            try ImportUnit.readFound(path), path: path, syntax: .json, expected: "a folder's Contents.json object")
        guard case .mapping(let entries) = root.content,
            let properties = entries.first(where: { $0.key == "properties" })?.value,
            case .mapping(let fields) = properties.content,
            let flag = fields.first(where: { $0.key == "provides-namespace" })?.value
        else { return false }
        guard flag.scalarStyle == .plain, let text = flag.scalarText, text == "true" || text == "false" else {
            throw reader.error(
                .invalidValue, flag.mark, "provides-namespace: expected true or false, found \(flag.kindDescription)")
        }
        return text == "true"
    }

    /// The namespaced name of a colour set (or image set) folder: its name, prefixed by the namespace-providing folders
    /// between it and the enclosing `.xcassets` (none when it is not inside one).
    static func namespacedName(ofColorSet folder: String) throws(PaletteError) -> String {
        let base = ImportUnit.lastComponent(of: folder)
        let ext = PaletteImporters.fileExtension(of: base)
        var name = ext == "colorset" || ext == "imageset" ? String(base.dropLast(ext.count + 1)) : base
        var current = parent(of: folder)
        var prefixes: [String] = []
        var depth = 0
        while !current.isEmpty, current != "/", current != ".", depth < 64 {
            let component = ImportUnit.lastComponent(of: current)
            if PaletteImporters.fileExtension(of: component) == "xcassets" {
                name = prefixes.reversed().joined() + name
                return name
            }
            if try providesNamespace(current) { prefixes.append(component + "/") }
            current = parent(of: current)
            depth += 1
        }
        // Not inside a catalog: the folder name alone.
        return name
    }

    /// The path without its last component ("" when there is none).
    /// Whether `path` names a colour set's `Contents.json` (the file of a `.colorset` folder).
    static func isColorSetContents(_ path: String) -> Bool {
        (path == "Contents.json" || path.hasSuffix("/Contents.json"))
            && PaletteImporters.fileExtension(of: parent(of: path)) == "colorset"
    }

    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }
}
