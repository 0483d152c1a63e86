import ColorScience
import Foundation

/// Writes a repair's changes into an Xcode colour set (`*.colorset/Contents.json`), touching only the
/// text of the changed colour components: a change names its entry's `color` object by line and column
/// (`ColorSetReader` locates values there), and its new value is the entry's source text in its own
/// notation (`ColorSetNotation`: `srgb 0x6A 0x85 0xD1 / 1.000`), whose red, green and blue (or white)
/// texts replace the entry's, inside their quotes, or bare where the entry writes a component as a bare
/// JSON number (`"red" : 1`, a float: written again as one, `0.784`). The entry's `color-space` must be
/// the one the change was written for.
///
/// A Display P3 entry's explicit sRGB rendering (the entry of the same idiom and appearances with
/// `display-gamut` `sRGB`, or without a gamut; `ColorValue.srgbFallback`) gets the new colour too,
/// clipped per channel into sRGB as iOS shows it, in that entry's own notation, so the two stay one colour.
///
/// The file is read with Foundation's `JSONSerialization` (a file it cannot read is not changed) and
/// its places with `JSONScanner`; the result is read again with Foundation and must give the new
/// texts.
enum ColorSetRewrite {
    /// One replacement: bytes and their new text.
    typealias Replacement = (range: Range<Int>, text: [UInt8])

    /// The replacements that write `changes` into the colour set `bytes` of `file`, or the problems that
    /// keep it unchanged.
    static func replacements(_ changes: [RepairPlan.Change], in bytes: [UInt8], file: String) -> (
        replacements: [Replacement], problems: [String]
    ) {
        guard (try? JSONSerialization.jsonObject(with: Data(bytes))) is [String: Any],
            let root = JSONScanner.parse(bytes)
        else {
            return ([], ["\(file): error: not a colour set JSON object Foundation reads; not changed"])
        }
        let entries = root["colors"]?.elements ?? []
        let lines = LineIndex(bytes)
        var replacements: [Replacement] = []
        var problems: [String] = []
        for change in changes {
            let location = change.location
            // The entry whose `color` object starts at the change's place; else the only one on its line.
            let starts = entries.map { $0["color"].map { lines.position(of: $0.range.lowerBound) } }
            var index = starts.firstIndex { $0?.line == location.line && $0?.column == location.column }
            if index == nil {
                let onLine = starts.indices.filter { starts[$0]?.line == location.line }
                if onLine.count == 1 { index = onLine[0] }
            }
            guard let index else {
                problems.append(
                    "\(location): error: \(change.token): no colour entry of the colour set here; not changed")
                continue
            }
            let entry = entries[index]
            guard let notation = ColorSetNotation(source: change.replacement),
                let parts = ColorSetNotation.parts(of: change.replacement)
            else {
                problems.append(
                    "\(location): error: \(change.token): '\(change.replacement)' is not a colour set value; not changed"
                )
                continue
            }
            switch componentEdits(entry, space: notation.space, texts: parts.components, in: bytes) {
            case .success(let edits):
                replacements += edits
            case .failure(let reason):
                problems.append("\(location): error: \(change.token): \(reason); not changed")
                continue
            }
            // The sRGB rendering of a Display P3 entry follows it.
            guard entry["display-gamut"]?.string?.lowercased() == "display-p3" else { continue }
            // Rounded the way the change moved the colour (darker stays at least as dark), so the sRGB
            // rendering keeps the contrast the change gained.
            let rendering = change.after.isInGamut(.srgb) ? change.after : change.after.clippedToSRGB
            let darker = RelativeLuminance.of(change.after) < RelativeLuminance.of(change.before)
            let rounding: FloatingPointRoundingRule = darker ? .down : .up
            for sibling in entries.indices where sibling != index && isFallback(entries[sibling], of: entry) {
                guard let (written, bare) = sourceText(of: entries[sibling], in: bytes),
                    let own = ColorSetNotation(source: written, bareNumbers: bare),
                    let (_, source) = own.written(rendering, rounding: rounding),
                    let texts = ColorSetNotation.parts(of: source)?.components,
                    case .success(let edits) = componentEdits(
                        entries[sibling], space: own.space, texts: texts, in: bytes)
                else {
                    problems.append(
                        "\(location): error: \(change.token): its sRGB entry cannot be written with the new colour; "
                            + "not changed")
                    continue
                }
                replacements += edits
            }
        }
        // A component written twice (two changes, or a change and an sRGB rendering) must get one text.
        var unique: [Replacement] = []
        for edit in replacements {
            guard let same = unique.first(where: { $0.range.overlaps(edit.range) }) else {
                unique.append(edit)
                continue
            }
            if same.range != edit.range || same.text != edit.text {
                problems.append("\(file): error: two changes write one colour component differently; not changed")
                break
            }
        }
        guard problems.isEmpty else { return ([], problems) }
        return (unique, [])
    }

    /// The replacements of the colour components of `entry` by `texts` (red, green, blue or white), or
    /// why they cannot be made.
    static func componentEdits(_ entry: JSONScanner.Node, space: String, texts: [String], in bytes: [UInt8]) -> Result<
        [Replacement], RewriteError
    > {
        guard let color = entry["color"], let components = color["components"] else {
            return .failure(RewriteError("the entry has no colour components"))
        }
        guard let written = color["color-space"]?.string, written == space else {
            return .failure(RewriteError("the entry's color-space is not \(space)"))
        }
        let names = space == "gray-gamma-22" || space == "extended-gray" ? ["white"] : ["red", "green", "blue"]
        var edits: [Replacement] = []
        for (name, text) in zip(names, texts) {
            switch components[name] {
            case .string(_, let content, _)?:
                guard let range = readText(content, in: bytes) else {
                    return .failure(RewriteError("its '\(name)' component is written with escapes"))
                }
                edits.append((range, Array(text.utf8)))
            case .scalar(let range)? where text.contains("."):
                // A bare JSON number is a float in Xcode: it takes a float only (`ColorSetNotation` writes
                // a bare component so, with a decimal point).
                edits.append((range, Array(text.utf8)))
            default:
                return .failure(RewriteError("its '\(name)' component is not written as a string or a float"))
            }
        }
        return .success(edits)
    }

    /// The bytes of a string's content that `ColorSetComponents` reads as the component: without the
    /// white space around it (`" 0.5 "`), which is kept; `nil` when the content has escapes.
    static func readText(_ content: Range<Int>, in bytes: [UInt8]) -> Range<Int>? {
        guard !bytes[content].contains(UInt8(ascii: "\\")) else { return nil }
        let scalars = String(decoding: bytes[content], as: UTF8.self).unicodeScalars
        func length(_ run: some Sequence<Unicode.Scalar>) -> Int { run.reduce(0) { $0 + $1.utf8.count } }
        let leading = length(scalars.prefix { CharacterSet.whitespaces.contains($0) })
        let trailing = length(scalars.reversed().prefix { CharacterSet.whitespaces.contains($0) })
        guard leading + trailing < content.count else { return nil }
        return content.lowerBound + leading..<content.upperBound - trailing
    }

    /// Why an entry cannot be written.
    struct RewriteError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Whether `candidate` is the sRGB rendering of the Display P3 entry `entry`: the same idiom and
    /// appearances, `display-gamut` `sRGB` or none, and a colour of components.
    static func isFallback(_ candidate: JSONScanner.Node, of entry: JSONScanner.Node) -> Bool {
        let gamut = candidate["display-gamut"]?.string?.lowercased()
        guard gamut == nil || gamut == "srgb", candidate["color"]?["components"] != nil else { return false }
        return (candidate["idiom"]?.string ?? "universal") == (entry["idiom"]?.string ?? "universal")
            && appearances(candidate) == appearances(entry)
    }

    /// The appearances of an entry (`luminosity=dark`, `contrast=high`), as a set.
    static func appearances(_ entry: JSONScanner.Node) -> Set<String> {
        Set(
            (entry["appearances"]?.elements ?? []).map {
                "\($0["appearance"]?.string ?? "")=\($0["value"]?.string ?? "")"
            })
    }

    /// The source text of an entry's colour as `ColorSetComponents` writes it, and the components written
    /// as bare JSON numbers; `nil` when it has none.
    static func sourceText(of entry: JSONScanner.Node, in bytes: [UInt8]) -> (String, bareNumbers: Set<String>)? {
        guard let color = entry["color"], let space = color["color-space"]?.string, let components = color["components"]
        else { return nil }
        let names = space == "gray-gamma-22" || space == "extended-gray" ? ["white"] : ["red", "green", "blue"]
        var bare = Set<String>()
        func text(_ name: String) -> String? {
            switch components[name] {
            case .string(let value, _, _)?: return value.trimmingCharacters(in: .whitespaces)
            case .scalar(let range)?:
                if name != "alpha" { bare.insert(name) }
                return String(decoding: bytes[range], as: UTF8.self)
            default: return nil
            }
        }
        let texts = names.compactMap(text)
        guard texts.count == names.count else { return nil }
        return (ColorSetNotation.source(space: space, components: texts, alpha: text("alpha")), bare)
    }

    /// Whether `bytes` is a JSON object Foundation reads.
    static func isReadable(_ bytes: [UInt8]) -> Bool {
        (try? JSONSerialization.jsonObject(with: Data(bytes))) is [String: Any]
    }

    /// Line and column (1-based, columns in Unicode scalars, as the importers count) of byte offsets.
    struct LineIndex {
        let bytes: [UInt8]
        var starts: [Int] = [0]

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        }

        func position(of offset: Int) -> (line: Int, column: Int) {
            var low = 0
            var high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            let scalars = bytes[starts[low]..<offset].filter { $0 & 0xC0 != 0x80 }.count
            return (low + 1, scalars + 1)
        }
    }
}
