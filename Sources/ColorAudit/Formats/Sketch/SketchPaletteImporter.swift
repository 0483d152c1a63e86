import ColorScience
import Foundation

/// Reads Sketch palettes (`.sketchpalette`, the JSON files of the Sketch Palettes plugin):
///
/// ```json
/// {"compatibleVersion": "2.0", "pluginVersion": "2.22",
///  "colors": [{"name": "Blue", "red": 0, "green": 0.478, "blue": 1, "alpha": 1}], "gradients": [], "images": []}
/// ```
///
/// - `colors` (required): a list of colour objects — `red`, `green`, `blue` as numbers 0…1 (sRGB,
///   gamma-encoded), `alpha` 0…1 (1 when absent), an optional `name` — or, in files of the plugin's 1.x
///   versions, hex strings (`"#5AC8FA"`, `#rgb`, `#rrggbbaa`).
/// - `compatibleVersion` and `pluginVersion`, when present, must be strings (a version); other keys
///   (`gradients`, `images`) are ignored: gradients and pattern images are not single colours.
/// - Each colour is one token with one value for every appearance, located where its object or string
///   starts; unnamed colours are named by their hex value (`#5ac8fa`), repeated names made distinct
///   (`SwatchNames`).
///
/// Errors (`PaletteError`): malformed JSON (at the parser's line and column), a root that is not an
/// object, a missing `colors`, a colour that is neither an object nor a hex string, a missing or
/// non-numeric component, a component outside 0…1. An explicitly named file with an empty `colors`
/// list is an error; one found while walking gives no palette.
public struct SketchPaletteImporter: PaletteImporter {
    /// `sketchpalette`.
    public let formatName = "sketchpalette"

    /// Creates the importer.
    public init() {}

    /// `certain` for a `.sketchpalette` file; `likely` (60) for other JSON whose first MiB holds both
    /// `"compatibleVersion"` and `"colors"` keys; `none` otherwise.
    public func confidence(for unit: ImportUnit) -> ImportConfidence {
        guard let contents = unit.contents else { return .none }
        if unit.fileExtension == "sketchpalette" { return .certain }
        guard unit.fileExtension == "json" || unit.isSniffed else { return .none }
        return TokenFiles.mentions(contents, "\"compatibleVersion\"") && TokenFiles.mentions(contents, "\"colors\"")
            ? ImportConfidence(60) : .none
    }

    /// Reads the file into one palette named by the file (without `.sketchpalette`).
    /// - Throws: `PaletteError` as described for the type.
    public func importPalettes(_ unit: ImportUnit) throws(PaletteError) -> [Palette] {
        let path = unit.path
        let expected = "a Sketch palette (an object with a 'colors' list)"
        let root = try StructuredDocument.parse(unit.contents ?? Data(), path: path, syntax: .json, expected: expected)
        let reader = NodeReader(path: path, quotedStringsOnly: true)
        let entries = try reader.mapping(root, "the palette", expected: expected)
        var colorsNode: DocumentNode?
        for entry in entries {
            switch entry.key {
            case "colors": colorsNode = entry.value
            case "compatibleVersion", "pluginVersion":
                _ = try reader.string(entry.value, "'\(entry.key)'", expected: "a version string such as \"2.0\"")
            default: continue
            }
        }
        guard let colorsNode else {
            throw reader.error(.structure, root.mark, "the palette has no 'colors' key; expected \(expected)")
        }
        var names = SwatchNames()
        var tokens: [ColorToken] = []
        var errors = PaletteErrorList()
        for (index, item) in try reader.sequence(colorsNode, "'colors'", expected: "a list of colours").enumerated() {
            let context = "colour \(index + 1)"
            let location = reader.location(item.mark)
            do {
                let (color, written, source) = try Self.color(item, context, reader)
                let name = names.unique(written.map { $0.isEmpty ? color.hex : $0 } ?? color.hex)
                tokens.append(
                    ColorToken(
                        name: name, role: nil, roleSource: .unknown,
                        values: [.any: ColorValue(color: color, source: source, location: location)],
                        location: location))
            } catch {
                errors.record(error)
            }
        }
        try errors.throwIfAny()
        if tokens.isEmpty {
            guard unit.isExplicit else { return [] }
            throw reader.error(.empty, colorsNode.mark, "'colors' is empty; expected at least one colour")
        }
        let base = unit.name.lowercased().hasSuffix(".sketchpalette") ? String(unit.name.dropLast(14)) : unit.name
        return [Palette(name: base, file: path, tokens: tokens)]
    }

    /// One entry of `colors`: the colour, its written name (if any) and its source text.
    private static func color(_ node: DocumentNode, _ context: String, _ reader: NodeReader) throws(PaletteError)
        -> (Color, String?, String)
    {
        if case .scalar = node.content {
            let text = try reader.string(node, context, expected: "a colour object or a hex string such as \"#5AC8FA\"")
            guard text.hasPrefix("#"), let color = try? CSSColorParser.parse(text) else {
                throw reader.error(
                    .invalidColor,
                    node.mark,
                    "\(context): '\(GIMPPaletteImporter.excerpt(text))' is not a hex colour; expected "
                        + "#rgb, #rrggbb or #rrggbbaa")
            }
            return (color, nil, text)
        }
        let entries = try reader.mapping(
            node, context, expected: "a colour object {red, green, blue, alpha} or a hex string")
        var values: [String: Double] = [:]
        var name: String?
        for entry in entries {
            switch entry.key {
            case "red", "green", "blue", "alpha":
                let value = try reader.number(entry.value, "\(context) '\(entry.key)'", expected: "a number 0…1")
                guard (0...1).contains(value) else {
                    throw reader.error(
                        .invalidColor,
                        entry.value.mark, "\(context) '\(entry.key)' is \(entry.value.scalarText ?? ""); expected 0…1")
                }
                values[entry.key] = value
            case "name": name = try reader.string(entry.value, "\(context) 'name'")
            default: continue
            }
        }
        for key in ["red", "green", "blue"] where values[key] == nil {
            throw reader.error(.structure, node.mark, "\(context) has no '\(key)'; expected red, green and blue (0…1)")
        }
        let color = Color(.srgb, values["red"]!, values["green"]!, values["blue"]!, alpha: values["alpha"] ?? 1)
        let source = ["red", "green", "blue", "alpha"].compactMap { key in values[key].map { "\(key) \($0)" } }
            .joined(separator: ", ")
        return (color, name, source)
    }
}
