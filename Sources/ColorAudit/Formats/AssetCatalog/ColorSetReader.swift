import ColorScience
import Foundation

/// Reads one `*.colorset/Contents.json` into a token. The rules are documented on
/// `AssetCatalogImporter`.
struct ColorSetReader {

    /// One entry of `colors`, as read.
    private struct Entry {
        enum Value {
            case color(ColorValue)
            /// A system colour reference (`reference` without the resolved value) and where it is.
            case reference(String, SourceLocation)
        }
        var idiom: String
        /// `nil` = Any; otherwise the luminosity (`light`/`dark`, nil = any) and high contrast.
        var luminosity: String?
        var highContrast: Bool
        /// `display-gamut`: nil, `sRGB` or `display-P3`.
        var gamut: String?
        var value: Value
        var location: SourceLocation
    }

    /// The token's name (colorset path with namespaces).
    let name: String
    let reader: NodeReader

    /// What one colour set gave.
    struct Read {
        /// The token of the audited idiom's entries (`universal`, else the first idiom), or `nil` when
        /// no entry gives a colour.
        var token: ColorToken?
        /// The values of every other idiom that has entries here (`iphone`, `ipad`, `mac`, …), by idiom,
        /// resolved like the token's; the importer turns them into that idiom's themes.
        var variants: [String: [Appearance: ColorValue]]
        /// Entries left out and references not resolved.
        var notes: [ImportNote]
    }

    /// The token, the other idioms' values and the notes about entries left out.
    func read(_ data: Data) throws(PaletteError) -> Read {
        let root = try StructuredDocument.parse(
            data, path: reader.path, syntax: .json,
            expected: "a colorset's Contents.json: an object with a 'colors' list")
        let top = try reader.mapping(root, "colorset '\(name)'", expected: "an object with a 'colors' list")
        guard let colorsEntry = top.first(where: { $0.key == "colors" }) else {
            throw reader.error(
                .structure, root.mark, "colorset '\(name)': missing 'colors' (the list of colour entries)")
        }
        let items = try reader.sequence(colorsEntry.value, "colorset '\(name)' colors", expected: "a list of entries")
        var notes: [ImportNote] = []
        var entries: [Entry] = []
        // Every entry is checked even when an earlier one is malformed (`PaletteError.further`).
        var errors = PaletteErrorList()
        for (index, item) in items.enumerated() {
            let context = "colorset '\(name)' entry \(index + 1)"
            let read = errors.attempt { () throws(PaletteError) in
                try self.entry(item, context: context, notes: &notes)
            }
            guard let read, let read else { continue }
            guard read.idiom == "universal" || AssetCatalogImporter.idiomOrder.contains(read.idiom) else {
                // A misspelt or invented idiom would otherwise become a device of its own (`toaster-light`).
                notes.append(
                    ImportNote(
                        kind: .skipped, token: name,
                        reason: "idiom '\(read.idiom)' is not a device Xcode gives colour sets; expected universal, "
                            + AssetCatalogImporter.idiomOrder.joined(separator: ", ") + " (the entry is not audited)",
                        location: read.location))
                continue
            }
            entries.append(read)
        }
        try errors.throwIfAny()
        // Audit universal; a colorset without universal entries is audited with its first idiom.
        let audited = entries.contains { $0.idiom == "universal" } ? "universal" : entries.first?.idiom
        // Every other idiom's entries, resolved on their own (they become that idiom's themes).
        var variants: [String: [Appearance: ColorValue]] = [:]
        for idiom in Set(entries.map(\.idiom)).sorted() where idiom != audited {
            let values = resolve(entries.filter { $0.idiom == idiom }, notes: &notes)
            if !values.isEmpty { variants[idiom] = values }
        }
        if let audited, audited != "universal", let first = entries.first {
            notes.append(
                ImportNote(
                    kind: .skipped, token: name,
                    reason: "no universal entry; the '\(audited)' entries are audited instead", location: first.location
                ))
        }
        let chosen = entries.filter { $0.idiom == audited }
        let values = resolve(chosen, notes: &notes)
        guard !values.isEmpty else {
            if chosen.isEmpty {
                notes.append(
                    ImportNote(
                        kind: .skipped, token: name, reason: "the colorset has no colour entries",
                        location: reader.location(colorsEntry.keyMark)))
            }
            return Read(token: nil, variants: [:], notes: notes)
        }
        let location = chosen.first?.location ?? reader.location(colorsEntry.keyMark)
        return Read(
            token: ColorToken(name: name, role: nil, roleSource: .unknown, values: values, location: location),
            variants: variants, notes: notes)
    }

    private func entry(_ node: DocumentNode, context: String, notes: inout [ImportNote]) throws(PaletteError) -> Entry?
    {
        let fields = try reader.mapping(node, context, expected: "an object with idiom and color")
        func value(_ key: String) -> DocumentNode? { fields.first { $0.key == key }?.value }
        let idiom =
            try value("idiom").map { (node) throws(PaletteError) in try reader.string(node, "\(context) idiom") }
            ?? "universal"
        var luminosity: String?
        var highContrast = false
        if let appearances = value("appearances") {
            for item in try reader.sequence(appearances, "\(context) appearances", expected: "a list of appearances") {
                let pair = try reader.mapping(item, "\(context) appearance", expected: "{appearance, value}")
                guard let kindNode = pair.first(where: { $0.key == "appearance" })?.value,
                    let valueNode = pair.first(where: { $0.key == "value" })?.value
                else {
                    throw reader.error(
                        .structure, item.mark, "\(context): an appearance needs 'appearance' and 'value'")
                }
                let kind = try reader.string(kindNode, "\(context) appearance")
                let setting = try reader.string(valueNode, "\(context) appearance value")
                switch (kind, setting) {
                case ("luminosity", "light"), ("luminosity", "dark"): luminosity = setting
                case ("contrast", "high"): highContrast = true
                default:
                    notes.append(
                        ImportNote(
                            kind: .skipped, token: name,
                            reason: "appearance \(kind) = \(setting) is not one ColorAudit audits "
                                + "(luminosity light/dark, contrast high)",
                            location: reader.location(item.mark)))
                    return nil
                }
            }
        }
        let gamut = try value("display-gamut").map { (node) throws(PaletteError) in
            try reader.string(node, "\(context) display-gamut")
        }
        guard let colorNode = value("color") else {
            notes.append(
                ImportNote(
                    kind: .skipped, token: name,
                    reason: "entry \(context.split(separator: " ").last ?? "") has no colour",
                    location: reader.location(node.mark)))
            return nil
        }
        let location = reader.location(colorNode.mark)
        let colorFields = try reader.mapping(
            colorNode, "\(context) color", expected: "an object with color-space and components")
        let entryValue: Entry.Value
        if let referenceNode = colorFields.first(where: { $0.key == "reference" })?.value {
            entryValue = .reference(try reader.string(referenceNode, "\(context) reference"), location)
        } else {
            let (color, source, bareNumbers, integerAlpha) = try ColorSetComponents.read(
                colorNode, reader: reader, context: "\(context) color")
            if let (text, alphaLocation) = integerAlpha {
                notes.append(
                    ImportNote(
                        kind: .caution, token: name,
                        reason: "alpha \"\(text)\" is 1/255 in Xcode (a string without a decimal point is an 8-bit "
                            + "value); write \"1.000\" for opaque", location: alphaLocation,
                        rule: .colorsetIntegerAlpha))
            }
            var value = ColorValue(color: color, source: source, location: location)
            value.bareNumberComponents = bareNumbers
            entryValue = .color(value)
        }
        return Entry(
            idiom: idiom, luminosity: luminosity, highContrast: highContrast, gamut: gamut, value: entryValue,
            location: location)
    }

    /// The values by appearance of one idiom's entries (display gamut and references resolved).
    private func resolve(_ entries: [Entry], notes: inout [ImportNote]) -> [Appearance: ColorValue] {
        // Group by appearance slot, keeping gamut variants together.
        var slots: [(appearance: Appearance, byGamut: [String: Entry])] = []
        let hasDark = entries.contains { $0.luminosity == "dark" }
        for entry in entries {
            let appearances: [Appearance]
            switch (entry.luminosity, entry.highContrast) {
            case (nil, false): appearances = [.any]
            case ("light", false): appearances = [.light]
            case ("dark", false): appearances = [.dark]
            case ("light", true): appearances = [.lightHighContrast]
            case ("dark", true): appearances = [.darkHighContrast]
            default:
                // Any luminosity with high contrast: light's high contrast, and dark's too when the colour
                // has no dark entries of its own.
                appearances = hasDark ? [.lightHighContrast] : [.lightHighContrast, .darkHighContrast]
            }
            for appearance in appearances {
                let gamut = entry.gamut?.lowercased() ?? "any"
                if let index = slots.firstIndex(where: { $0.appearance == appearance }) {
                    if slots[index].byGamut[gamut] == nil { slots[index].byGamut[gamut] = entry }
                } else {
                    slots.append((appearance, [gamut: entry]))
                }
            }
        }
        var values: [Appearance: ColorValue] = [:]
        var expandedAny: [Appearance: ColorValue] = [:]
        for (appearance, byGamut) in slots {
            // Wide colour: the Display P3 entry is the value, the sRGB (or gamut-less) entry its rendering.
            let main = byGamut["display-p3"] ?? byGamut["any"] ?? byGamut["srgb"]!
            let fallbackEntry = byGamut["display-p3"] != nil ? (byGamut["srgb"] ?? byGamut["any"]) : nil
            switch main.value {
            case .color(var value):
                if let fallbackEntry, case .color(let fallback) = fallbackEntry.value, fallback.color.isInGamut(.srgb) {
                    value.srgbFallback = fallback.color
                }
                values[appearance] = value
            case .reference(let reference, let location):
                guard let system = AppleSystemColors.entry(forReference: reference) else {
                    notes.append(
                        ImportNote(
                            kind: .unresolved, token: name,
                            reason: "system colour '\(reference)' is not in ColorAudit's table of Apple system colours",
                            location: location))
                    continue
                }
                func value(_ target: Appearance) -> ColorValue? {
                    system.values[target].map {
                        ColorValue(color: $0, source: reference, location: location, aliasOf: system.name)
                    }
                }
                if appearance == .any {
                    // A system colour is dynamic: Any stands for its value in every appearance.
                    for target in [Appearance.light, .dark, .lightHighContrast, .darkHighContrast] {
                        expandedAny[target] = value(target)
                    }
                } else {
                    values[appearance] = value(appearance)
                }
            }
        }
        for (appearance, value) in expandedAny where values[appearance] == nil {
            values[appearance] = value
        }
        return values
    }
}
