import ColorScience
import Foundation

/// Reads Android colour resources: a `res/` folder (its `values/` and `values-night/` merged into one
/// palette) or one resources XML file (`res/values*/colors.xml`, or any resources file with `<color>`).
/// Platform `android`.
///
/// - **Values** (`AndroidColorValue`): `#RGB`, `#ARGB`, `#RRGGBB`, `#AARRGGBB` — alpha first, unlike CSS
///   — `@color/name` and `@android:color/name` (the platform's `black`, `white`, `transparent`,
///   `darker_gray`, `background_dark`, `background_light`). Other references (`?attr/…`, an
///   `@android:color/` not in that list, a colour state list in `res/color/`, a name defined nowhere)
///   are listed as unresolved (`ImportNote`), never dropped silently; any other text is an error.
/// - **Appearances**: a folder whose qualifiers include `night` (`values-night`, `values-night-v31`)
///   gives dark values; `values/` gives the default (`Appearance.any`, which light mode shows). Folders
///   with other qualifiers only (`values-v23`, `values-land`, `values-sw600dp`) are listed as skipped. A
///   file named on its own takes its appearance from its folder's name.
/// - **References** resolve per appearance: in dark, `@color/x` is x's night value, else its default —
///   through `AliasGraph`, so chains work and cycles are errors naming every location (reported beside
///   the unit's other problems). A reference
///   defined only in `values/` is resolved in the night configuration too, as Android does at run time:
///   when its chain reaches a night value, that is the colour's dark value. Names not defined
///   in the unit are looked up in the other Android units of the same run (`ImportUnit.companions`, as
///   Gradle merges a module with the libraries it depends on); such values are used but not listed as
///   colours of this palette.
/// - A name defined twice for one appearance is an error naming both places.
/// - **Locations**: each colour at its `<color>` element (the line and column FoundationXML reports for
///   the start tag).
public struct AndroidResourcesImporter: PaletteImporter {
    /// `android`.
    public let formatName = "android"

    /// Creates the importer.
    public init() {}

    /// `certain` for a folder named `res` with a `values…` entry; `likely` for a `.xml` file whose first
    /// 64 KiB hold `<resources` and a `<color` element (or `type="color"` item); `plausible` for other
    /// `.xml` files with `<resources` and for an empty (or white-space) `.xml` file named explicitly;
    /// `none` otherwise.
    public func confidence(for unit: ImportUnit) -> ImportConfidence {
        if let entries = unit.entries {
            return unit.name == "res" && entries.contains(where: { $0 == "values" || $0.hasPrefix("values-") })
                ? .certain : .none
        }
        guard let contents = unit.contents, unit.fileExtension == "xml" || unit.isSniffed else { return .none }
        // An empty `.xml` file named on its own is taken, so that it is called empty ("the file is
        // empty; expected …", as every other format says) rather than no palette file.
        if unit.isExplicit, unit.fileExtension == "xml", contents.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) })
        {
            return .plausible
        }
        let head = TextDecoding.head(contents)
        guard head.contains("<resources") else { return .none }
        let hasColor =
            head.contains("<color ") || head.contains("<color>") || head.contains("<color\n")
            || head.contains("type=\"color\"")
        return hasColor ? .likely : .plausible
    }

    /// One defined value: name, whether it is the night value, text and location.
    private struct Key: Hashable, Sendable {
        var name: String
        var dark: Bool
    }

    private struct Raw: Sendable {
        var text: String
        var location: SourceLocation
    }

    /// The raw colour definitions of a unit (a `res/` folder or a file) by name and appearance, with
    /// names in file order and notes about skipped folders. Every file and definition is read even
    /// when an earlier one is malformed; each problem is recorded in `errors`.
    /// `contents`, when given, are the bytes of the file `path` already read.
    private func definitions(
        of path: String, isFolder: Bool, contents: Data? = nil, errors: inout PaletteErrorList
    ) -> Definitions {
        var declaredAttributes: [String] = []
        var ignored: [String: [Suppression]] = [:]
        var described: [Key: String] = [:]
        var raw: [Key: Raw] = [:]
        var order: [String] = []
        var notes: [ImportNote] = []
        var themeItems: [AndroidThemes.Item] = []
        var themeStyles: [AndroidThemes.DeclaredStyle] = []
        var files: [(path: String, dark: Bool)] = []
        if isFolder {
            for folder in ImportUnit.folderEntries(path) ?? [] where folder == "values" || folder.hasPrefix("values-") {
                let qualifiers = folder.split(separator: "-").dropFirst()
                let full = path.hasSuffix("/") ? path + folder : path + "/" + folder
                let names = (ImportUnit.folderEntries(full) ?? []).filter { $0.lowercased().hasSuffix(".xml") }
                if !qualifiers.isEmpty, !qualifiers.contains("night") {
                    if !names.isEmpty {
                        notes.append(
                            ImportNote(
                                kind: .skipped, token: nil,
                                reason: "\(folder): resource qualifiers other than night are not audited",
                                location: SourceLocation(file: full)))
                    }
                    continue
                }
                for name in names { files.append((full + "/" + name, qualifiers.contains("night"))) }
            }
        } else {
            let folder = ImportUnit.lastComponent(of: AssetCatalogImporter.parent(of: path))
            files.append((path, folder.split(separator: "-").dropFirst().contains("night")))
        }
        for (file, dark) in files {
            var resources: [AndroidResourceParser.Resource] = []
            var styles: [AndroidResourceParser.Style] = []
            do throws(PaletteError) {
                // The unit's own file is parsed from the bytes already read (standard input, a pipe
                // such as <(cmd), cannot be read twice).
                let data: Data
                if file == path, let contents { data = contents } else { data = try ImportUnit.read(file) }
                resources = try AndroidResourceParser.parse(
                    data, path: file, problems: &errors, declaredAttributes: &declaredAttributes, styles: &styles)
            } catch {
                errors.record(error)
            }
            themeStyles += styles.map { AndroidThemes.DeclaredStyle(style: $0, nightFolder: dark) }
            for resource in resources {
                for suppression in resource.suppressions
                where !(ignored[resource.name] ?? []).contains(where: { $0.rule == suppression.rule }) {
                    ignored[resource.name, default: []].append(suppression)
                }
                if let style = resource.style {
                    themeItems.append(AndroidThemes.Item(resource: resource, style: style, nightFolder: dark))
                    continue
                }
                let key = Key(name: resource.name, dark: dark)
                if let first = raw[key] {
                    errors.record(
                        PaletteError(
                            kind: .duplicate,
                            location: resource.location,
                            message: "colour '\(resource.name)' is defined twice for the same configuration (first "
                                + "at \(first.location)); expected one definition"))
                    continue
                }
                if raw[Key(name: resource.name, dark: !dark)] == nil { order.append(resource.name) }
                raw[key] = Raw(text: resource.value, location: resource.location)
                if let text = resource.documentation { described[key] = text }
            }
        }
        return (raw, order, notes, themeItems, ignored, described, Set(declaredAttributes), themeStyles)
    }

    /// The definitions of `upper` over those of `lower`, as Gradle merges an app module's resources over a
    /// library's (`AndroidGradleModules`): a colour or style `upper` defines for a configuration replaces
    /// `lower`'s; the rest of both is kept, `lower`'s first.
    private func merging(
        _ lower: Definitions, _ upper: Definitions
    ) -> Definitions {
        var merged = lower
        for (key, value) in upper.raw {
            merged.raw[key] = value
            merged.described[key] = upper.described[key]
        }
        let known = Set(lower.order)
        merged.order += upper.order.filter { !known.contains($0) }
        merged.notes += upper.notes
        let replaced = Set(upper.themeStyles.map { [$0.style.name, $0.nightFolder ? "night" : ""] })
        func kept(_ name: String, _ night: Bool) -> Bool { !replaced.contains([name, night ? "night" : ""]) }
        merged.themeItems = lower.themeItems.filter { kept($0.style.name, $0.nightFolder) } + upper.themeItems
        merged.themeStyles = lower.themeStyles.filter { kept($0.style.name, $0.nightFolder) } + upper.themeStyles
        merged.ignored.merge(upper.ignored) { _, new in new }
        merged.declaredAttributes.formUnion(upper.declaredAttributes)
        return merged
    }

    /// What `definitions(of:isFolder:contents:errors:)` returns.
    private typealias Definitions = (
        raw: [Key: Raw], order: [String], notes: [ImportNote], themeItems: [AndroidThemes.Item],
        ignored: [String: [Suppression]], described: [Key: String], declaredAttributes: Set<String>,
        themeStyles: [AndroidThemes.DeclaredStyle]
    )

    /// Reads the unit into one palette.
    public func importPalettes(_ unit: ImportUnit) throws(PaletteError) -> [Palette] {
        // Every problem of the unit is reported together (`PaletteError.further`).
        var errors = PaletteErrorList()
        var local = definitions(of: unit.path, isFolder: unit.isFolder, contents: unit.contents, errors: &errors)
        // An app module's libraries below its own resources, lowest priority first (`AndroidGradleModules`);
        // a problem in a library's files is reported here, at its file and line.
        if unit.isFolder, !unit.mergedBelow.isEmpty {
            var base: Definitions?
            for library in unit.mergedBelow {
                let found = definitions(of: library, isFolder: true, errors: &errors)
                base = base.map { merging($0, found) } ?? found
            }
            if let base { local = merging(base, local) }
        }
        var raw = local.raw
        var notes = local.notes
        // Definitions of the other Android units, for names this unit does not define, the first in
        // discovery order winning: read once per run (`ImportRunCache`, which holds the run's Android
        // units in discovery order under "units:android") and looked up per name, so the cost is linear
        // in the units rather than every unit re-reading every other.
        var companionIndex: [Key: [(path: String, raw: Raw)]]?
        func companion(_ key: Key) throws(PaletteError) -> Raw? {
            if companionIndex == nil {
                func build(_ paths: [String]) throws(PaletteError) -> [Key: [(path: String, raw: Raw)]] {
                    var index: [Key: [(path: String, raw: Raw)]] = [:]
                    for path in paths {
                        let isFolder = ImportUnit.folderEntries(path) != nil
                        // A unit's problems are reported by its own import (every unit of the run is
                        // imported); here its well-formed definitions serve references. Throwing them here
                        // would report this unit's own first problems in place of all of them.
                        var companionErrors = PaletteErrorList()
                        let found = self.definitions(of: path, isFolder: isFolder, errors: &companionErrors)
                        for (key, value) in found.raw { index[key, default: []].append((path, value)) }
                    }
                    return index
                }
                if let cache = unit.runCache {
                    let paths = try cache.value("units:" + formatName) { () throws(PaletteError) in
                        [unit.path] + unit.companions
                    }
                    companionIndex = try cache.value("android-definitions") { () throws(PaletteError) in
                        try build(paths)
                    }
                } else {
                    companionIndex = try build(unit.companions)
                }
            }
            return companionIndex?[key]?.first { $0.path != unit.path }?.raw
        }
        // Parse every value; references become graph edges.
        var parsed: [Key: AndroidColorValue.Parsed] = [:]
        var graph = AliasGraph<Key>()
        // Local definitions first, in file order (so errors are reported in file order).
        var pending: [Key] = []
        // A default value that is a reference is resolved again in the night configuration when the
        // unit has night values (Android resolves `@color/x` in the configuration in use): `nav =
        // @color/scrim` in values/ with scrim overridden in values-night/ is that night value in dark.
        let hasNight = local.raw.keys.contains { $0.dark }
        var derived = Set<Key>()
        for name in local.order {
            let night = Key(name: name, dark: true)
            if hasNight, local.raw[night] == nil, let definition = local.raw[Key(name: name, dark: false)],
                case .reference(_, false)? = AndroidColorValue.parse(definition.text)
            {
                raw[night] = definition
                derived.insert(night)
            }
            for dark in [false, true] where raw[Key(name: name, dark: dark)] != nil {
                graph.add(Key(name: name, dark: dark))
                pending.append(Key(name: name, dark: dark))
            }
        }
        pending.reverse()
        var visited = Set<Key>()
        while let key = pending.popLast() {
            guard visited.insert(key).inserted, let definition = raw[key] else { continue }
            graph.add(key)
            guard let value = AndroidColorValue.parse(definition.text) else {
                if definition.text.hasPrefix("?") || definition.text.hasPrefix("@") { continue }
                // Every bad value is reported (`PaletteError.further`); the others are still read.
                errors.record(
                    PaletteError(
                        kind: .invalidColor,
                        location: definition.location,
                        message: "colour '\(key.name)': '\(definition.text)' is not a colour; expected #RGB, #ARGB, "
                            + "#RRGGBB or #AARRGGBB (alpha first) or @color/name"))
                continue
            }
            parsed[key] = value
            guard case .reference(let name, false) = value else { continue }
            if raw[Key(name: name, dark: key.dark)] == nil, raw[Key(name: name, dark: false)] == nil {
                for candidate in [Key(name: name, dark: key.dark), Key(name: name, dark: false)] {
                    if let found = try companion(candidate) { raw[candidate] = found }
                }
            }
            let target =
                raw[Key(name: name, dark: key.dark)] != nil
                ? Key(name: name, dark: key.dark) : Key(name: name, dark: false)
            if raw[target] != nil {
                graph.addReference(
                    .init(from: key, to: target, location: definition.location, written: definition.text))
                pending.append(target)
            }
        }
        // A malformed value has no references, so it is on no cycle: a cycle of well-formed references
        // is reported beside the malformed values.
        var order: [Key] = []
        do throws(AliasError<Key>) {
            order = try graph.resolutionOrder()
        } catch {
            errors.record(error.paletteError(describe: { $0.dark ? "\($0.name) (night)" : $0.name }))
        }
        // A theme attribute written as a colour literal that is none (`#12`) is an error, as in colors.xml.
        for item in local.themeItems where AndroidThemes.isTheme(item.style) {
            let text = item.resource.value
            guard text.hasPrefix("#"), AndroidColorValue.parse(text) == nil else { continue }
            errors.record(
                PaletteError(
                    kind: .invalidColor,
                    location: item.resource.location,
                    message: "theme '\(item.style.name)' attribute '\(item.resource.name)': '\(text)' is not a "
                        + "colour; expected #RGB, #ARGB, #RRGGBB or #AARRGGBB (alpha first), @color/name or ?attr/name")
            )
        }
        try errors.throwIfAny()
        // The colour each definition resolves to; its `ColorValue` is made from it, the definition and the
        // parsed value when a token or theme attribute takes it (`resolvedValue`). A table of the values
        // themselves held 288 bytes a colour beside the definitions they are made of (330,002 colours:
        // `scripts/scale-inputs.py android`).
        var resolved: [Key: Color] = [:]
        resolved.reserveCapacity(order.count)
        func resolvedValue(_ key: Key) -> ColorValue? {
            guard let color = resolved[key], let definition = raw[key] else { return nil }
            var aliasOf: String?
            if case .reference(let name, let framework)? = parsed[key] {
                aliasOf = framework ? "android:" + name : name
            }
            return ColorValue(color: color, source: definition.text, location: definition.location, aliasOf: aliasOf)
        }
        var why: [Key: String] = [:]
        for key in order {
            guard let definition = raw[key] else { continue }
            switch parsed[key] {
            case .color(let color):
                resolved[key] = color
            case .reference(let name, let framework):
                if framework {
                    if let color = AndroidColorValue.framework[name] {
                        resolved[key] = color
                    } else {
                        why[key] = "'\(definition.text)' is not a framework colour ColorAudit knows"
                    }
                } else if let edge = graph.references(from: key).first {
                    // No Android value has an sRGB fallback (`ColorValue.srgbFallback`) to pass on.
                    if let target = resolved[edge.to] {
                        resolved[key] = target
                    } else {
                        why[key] = "'\(definition.text)' refers to '\(name)', which is unresolved"
                    }
                } else {
                    why[key] =
                        "'\(definition.text)' refers to no colour defined here or in the other Android "
                        + "resources read (a colour state list in res/color/ or another module)"
                }
            case nil:
                why[key] = "'\(definition.text)' is a reference ColorAudit does not resolve"
            }
        }
        var tokens: [ColorToken] = []
        tokens.reserveCapacity(local.order.count)
        for name in local.order {
            var values: [Appearance: ColorValue] = [:]
            // Android writes 8-digit hex alpha first: suggestions for these values are written so too. Set
            // as each value is stored: setting it over the dictionary's keys copied every dictionary once.
            func store(_ value: ColorValue, _ appearance: Appearance) {
                var value = value
                value.hexAlphaFirst = true
                values[appearance] = value
            }
            for dark in [false, true] {
                let key = Key(name: name, dark: dark)
                if derived.contains(key) {
                    // Kept only where the night configuration gives another colour than the default.
                    if let value = resolvedValue(key), value.color != resolved[Key(name: name, dark: false)] {
                        store(value, .dark)
                    }
                    continue
                }
                guard let definition = local.raw[key] else { continue }
                if let value = resolvedValue(key) {
                    store(value, dark ? .dark : .any)
                } else {
                    notes.append(
                        ImportNote(
                            kind: .unresolved, token: name, reason: why[key] ?? "unresolved",
                            location: definition.location))
                }
            }
            guard !values.isEmpty else { continue }
            let location = (local.raw[Key(name: name, dark: false)] ?? local.raw[Key(name: name, dark: true)])!.location
            var token = ColorToken(name: name, role: nil, roleSource: .unknown, values: values, location: location)
            // The comment beside the colour (`AndroidResourceParser`, "Descriptions"): the default
            // configuration's, else the night one's.
            token.documentation =
                local.described[Key(name: name, dark: false)] ?? local.described[Key(name: name, dark: true)]
            tokens.append(token)
        }
        // The themes' colour attributes, their values resolved as the colours above (`AndroidThemes`).
        let (families, skippedThemes) = AndroidThemes.attributes(
            local.themeItems, styles: local.themeStyles
        ) { parsed, text, appearance in
            switch parsed {
            case .color(let color):
                return .success(ColorValue(color: color, source: text, location: SourceLocation(file: unit.path)))
            case .reference(let name, true):
                guard let color = AndroidColorValue.framework[name] else {
                    return .failure(.unresolved("'\(text)' is not a framework colour ColorAudit knows"))
                }
                return .success(
                    ColorValue(color: color, source: text, location: SourceLocation(file: unit.path), aliasOf: name))
            case .reference(let name, false):
                let key = Key(name: name, dark: appearance == .dark)
                guard let target = resolvedValue(key) ?? resolvedValue(Key(name: name, dark: false)) else {
                    return .failure(.unresolved("'\(text)' refers to no colour defined in this folder's resources"))
                }
                return .success(
                    ColorValue(
                        color: target.color, source: text, location: target.location, aliasOf: name,
                        srgbFallback: target.srgbFallback))
            }
        }
        for (style, reason) in skippedThemes {
            notes.append(ImportNote(kind: .skipped, token: nil, reason: reason, location: style.location))
        }
        // A colour another theme family points at, and this one does not, is that theme's input
        // (`AndroidThemeInputs`).
        let references = Dictionary(
            tokens.map { token in (token.name, token.values.values.compactMap(\.aliasOf)) },
            uniquingKeysWith: { $0 + $1 })
        // The colours the content themes name, those beyond the families read too (`AndroidThemeInputs`).
        let themeReferences = local.themeItems.compactMap { item -> String? in
            let names = [item.style.name] + (item.style.parent.map { [$0] } ?? [])
            guard AndroidThemes.isTheme(item.style), AndroidThemeKind.of(names: names, itemNames: []) == .content,
                case .reference(let name, false)? = AndroidColorValue.parse(item.resource.value)
            else { return nil }
            return name
        }
        let excluded = AndroidThemeInputs.excluded(
            families, colours: tokens.map(\.name), themeReferences: themeReferences
        ) { references[$0] ?? [] }
        // How the folder's layouts, drawables and widget styles draw its colours (`AndroidLayoutUses`):
        // evidence only when the folder has such files and every one of them could be read.
        var layoutUses: AndroidLayoutUses.Reading?
        if unit.isFolder {
            var reading = AndroidLayoutUses.read(resFolders: unit.mergedBelow + [unit.path])
            for problem in reading.problems {
                notes.append(
                    ImportNote(
                        kind: .skipped, token: nil,
                        reason: "not read for how the app draws its colours (\(problem.message)); this folder's "
                            + "layouts and drawables are left out, and its colours are paired by their names alone",
                        location: problem.location))
            }
            for location in reading.empty {
                notes.append(
                    ImportNote(
                        kind: .skipped, token: nil,
                        reason: "holds no XML element, so it draws no colour; Android cannot inflate an empty "
                            + "layout or drawable",
                        location: location))
            }
            if reading.problems.isEmpty, reading.files > 0 {
                AndroidLayoutUses.add(local.themeItems, to: &reading)
                layoutUses = reading
            }
        }
        let ownNames = Set(local.order).union(local.declaredAttributes)
        let themeNames = AndroidThemes.themeStyleNames(local.themeItems, styles: local.themeStyles)
        // One palette per theme family (its attributes beside the colours they point at), else one of
        // the colours.
        let names = Set(tokens.map(\.name))
        var palettes: [Palette] = []
        for (index, family) in (families.isEmpty ? [nil] : families.map(Optional.some)).enumerated() {
            var familyTokens = tokens
            if let family {
                // The family's appearances: a dark-only theme reads the colours in the night configuration.
                let appearances = Set(family.attributes.flatMap(\.values.keys))
                familyTokens = tokens.filter { !excluded[index].contains($0.name) }.map {
                    AndroidThemeInputs.read($0, in: appearances)
                }
            }
            var familyNotes = notes
            for attribute in family?.attributes ?? [] {
                for problem in attribute.unresolved {
                    familyNotes.append(
                        ImportNote(
                            kind: .unresolved, token: attribute.name, reason: problem.reason,
                            location: problem.location))
                }
                guard !attribute.values.isEmpty, !names.contains(attribute.name) else { continue }
                var values = attribute.values
                for appearance in values.keys { values[appearance]?.hexAlphaFirst = true }
                familyTokens.append(
                    ColorToken(
                        name: attribute.name, role: nil, roleSource: .unknown, values: values,
                        location: attribute.location))
            }
            // `<!-- coloraudit-ignore RULE: reason -->` before a colour or a theme attribute
            // (`AndroidResourceParser`): the rule is silenced for that token.
            // Only when there are any: setting every token's (to none) copied the whole list of tokens.
            for index in familyTokens.indices where !local.ignored.isEmpty {
                familyTokens[index].suppressions = local.ignored[familyTokens[index].name] ?? []
            }
            // Material's `m3_sys_color_light_primary` beside `m3_sys_color_dark_primary` (`AndroidSchemeNames`).
            if family == nil, !hasNight, local.themeItems.isEmpty {
                familyTokens = AndroidSchemeNames.fold(familyTokens)
            }
            // State layers, the launcher icon's backdrop and progress colours (`AndroidStateLayers`).
            familyTokens = AndroidStateLayers.apply(familyTokens)
            // The system bars' and the splash screen's colours (`AndroidSystemBars`).
            familyTokens = AndroidSystemBars.apply(familyTokens)
            // An AppCompat or platform theme's `colorPrimary` is the app bar's fill (`AndroidAppBarFill`).
            if let family {
                familyTokens = AndroidAppBarFill.apply(familyTokens, platformParents: family.platformParents)
            }
            var palette = Palette(
                name: family.map { "\(unit.path) (\($0.name))" } ?? unit.path, file: unit.path, platform: .android,
                tokens: familyTokens)
            palette.variant = family?.name
            // Theme families of one folder are judged as a package's brands: a finding the same in several
            // (AntennaPod's `Theme.AntennaPod` and `Theme.AntennaPod.Dynamic`) is said once, naming them
            // (`UniformFindings.foldBrands`).
            if let family, families.count > 1 {
                palette.brand = family.name
                palette.brandNoun = "theme"
            }
            palette.format = formatName
            if let layoutUses {
                palette.stylesheetUses = AndroidLayoutUses.uses(layoutUses, tokens: familyTokens, own: ownNames)
                (palette.drawnPairs, palette.drawnOnly) = AndroidLayoutSurfaces.drawn(
                    layoutUses, styles: local.themeItems, tokens: familyTokens, own: ownNames)
            }
            // What the app's styles draw on its theme's fills (`AndroidStylePairs`), after the layouts' pairs.
            if family != nil {
                // Each (foreground, background, usage) once: the first reading that forms it says why.
                var drawn = Set(palette.drawnPairs.map { [$0.foreground, $0.background, $0.usage.rawValue] })
                palette.drawnPairs +=
                    (AndroidStylePairs.pairs(
                        local.themeItems, themes: themeNames, tokens: familyTokens
                    ) + AndroidComponentVariants.pairs(familyTokens)
                    // An AppCompat app's white on its brand fills (`AndroidWhiteOnBrand`).
                    + AndroidWhiteOnBrand.pairs(familyTokens)).filter {
                        drawn.insert([$0.foreground, $0.background, $0.usage.rawValue]).inserted
                    }
            }
            palette.importNotes = familyNotes.sorted {
                ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line)
            }
            palettes.append(palette)
        }
        return palettes
    }
}
