import ColorScience
import Foundation

/// Reads GIMP palettes (`.gpl`), as GIMP writes and reads them (GIMP `app/core/gimppalette-load.c`,
/// `gimppalette-save.c`; also written by Inkscape, Krita, Aseprite and many palette sites):
///
/// ```
/// GIMP Palette
/// Name: Tango Icon Theme
/// Columns: 3
/// #
/// 252 233  79	Butter 1
/// ```
///
/// - Line 1 must be `GIMP Palette` (a UTF-8 byte-order mark and trailing white space allowed).
/// - Then, in any order: `Name: text` (the palette's name), `Columns: N` (display width, ignored),
///   comments (lines whose first non-blank character is `#`, e.g. `#Colors: 26`), blank lines, and
///   colour lines `R G B name`: three decimal integers 0…255 (sRGB, 8 bits per channel) separated by
///   spaces or tabs, then an optional name (the rest of the line, trimmed).
/// - Each colour becomes a token with one value for every appearance, located at its line and the
///   column of its red component; its source text is the three numbers (`252 233 79`). Swatches carry
///   no roles (names may still give one, see `RoleInference`).
/// - Names: a colour without a name is named by its hex value (`#fce94f`); a name used again gets
///   ` (2)`, ` (3)`… (`SwatchNames`) so every token is distinct (palettes repeat names such as `Untitled`).
///
/// Errors (`PaletteError`, exit 2) give line and column and what was expected: a missing header, a
/// component that is missing, not an integer, or outside 0…255, a `Columns:` value that is not a
/// whole number; UTF-16/32 or other non-UTF-8 bytes (`TextDecoding`). An explicitly named file with no
/// colour line is an error; one found while walking gives no palette. Every malformed line is reported
/// (`PaletteError.further`), not only the first.
public struct GIMPPaletteImporter: PaletteImporter {
    /// `gpl`.
    public let formatName = "gpl"

    /// Creates the importer.
    public init() {}

    /// `certain` when the file starts with `GIMP Palette` (after an optional UTF-8 byte-order mark);
    /// `plausible` for another `.gpl` file (named explicitly it gets this format's error); else `none`.
    public func confidence(for unit: ImportUnit) -> ImportConfidence {
        guard let contents = unit.contents else { return .none }
        var head = contents.prefix(16)
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { head = head.dropFirst(3) }
        if head.starts(with: Array("GIMP Palette".utf8)) { return .certain }
        return unit.fileExtension == "gpl" ? .plausible : .none
    }

    /// Reads the file into one palette named by its `Name:` line (else the file name without `.gpl`).
    /// - Throws: `PaletteError` as described for the type.
    public func importPalettes(_ unit: ImportUnit) throws(PaletteError) -> [Palette] {
        let path = unit.path
        let text = try TextDecoding.utf8(unit.contents ?? Data(), path: path, expected: "a GIMP palette")
        // Split on U+000A scalars: "\r\n" is one Character, so splitting the String would not find it.
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).makeIterator()
        let header = String(String.UnicodeScalarView(lines.next() ?? "".unicodeScalars[...]))
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard header == "GIMP Palette" else {
            throw PaletteError(
                kind: header.isEmpty ? .empty : .unrecognizedFormat,
                location: SourceLocation(file: path, line: 1, column: 1),
                message: header.isEmpty
                    ? "the file is empty; expected a GIMP palette starting with the line 'GIMP Palette'"
                    : "the first line is '\(Self.excerpt(header))'; expected 'GIMP Palette'")
        }
        var name: String?
        var tokens: [ColorToken] = []
        var names = SwatchNames()
        var number = 1
        // Every line is checked even when an earlier one is malformed (`PaletteError.further`).
        var errors = PaletteErrorList()
        while let raw = lines.next() {
            number += 1
            do throws(PaletteError) {
                try read(line: raw, number: number, path: path, name: &name, names: &names, into: &tokens)
            } catch {
                errors.record(error)
            }
        }
        try errors.throwIfAny()
        if tokens.isEmpty {
            guard unit.isExplicit else { return [] }
            throw PaletteError(
                kind: .empty,
                location: SourceLocation(file: path, line: number, column: 1),
                message: "the palette has no colours; expected lines 'R G B name' after the header")
        }
        let fallback = unit.name.lowercased().hasSuffix(".gpl") ? String(unit.name.dropLast(4)) : unit.name
        return [Palette(name: name.flatMap { $0.isEmpty ? nil : $0 } ?? fallback, file: path, tokens: tokens)]
    }

    /// Reads line `number` (without its `\n`): a comment, `Name:`, `Columns:` or `R G B name`.
    private func read(
        line raw: Substring.UnicodeScalarView.SubSequence, number: Int, path: String, name: inout String?,
        names: inout SwatchNames, into tokens: inout [ColorToken]
    ) throws(PaletteError) {
        let line = Array(raw.last == "\r" ? raw.dropLast() : raw)
        var column = 0
        func skipBlanks() { while column < line.count, line[column] == " " || line[column] == "\t" { column += 1 } }
        skipBlanks()
        if column == line.count || line[column] == "#" { return }
        let rest = String(String.UnicodeScalarView(line[column...]))
        if rest.hasPrefix("Name:") {
            name = rest.dropFirst(5).trimmingCharacters(in: .whitespaces)
            return
        }
        if rest.hasPrefix("Columns:") {
            let value = rest.dropFirst(8).trimmingCharacters(in: .whitespaces)
            guard !value.isEmpty, value.count <= 9, value.allSatisfy(\.isASCII), value.allSatisfy(\.isNumber)
            else {
                throw PaletteError(
                    kind: .invalidValue,
                    location: SourceLocation(file: path, line: number, column: column + 9),
                    message: "Columns: '\(Self.excerpt(value))'; expected a whole number of columns")
            }
            return
        }
        var components: [Double] = []
        let start = column
        for channel in ["red", "green", "blue"] {
            skipBlanks()
            let begin = column
            while column < line.count, line[column] != " ", line[column] != "\t" { column += 1 }
            let written = String(String.UnicodeScalarView(line[begin..<column]))
            guard !written.isEmpty else {
                throw PaletteError(
                    kind: .syntax,
                    location: SourceLocation(file: path, line: number, column: begin + 1),
                    message: "found the end of the line; expected the \(channel) component (an integer 0…255)")
            }
            guard written.count <= 3, written.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }),
                let value = Int(written), (0...255).contains(value)
            else {
                throw PaletteError(
                    kind: .invalidColor,
                    location: SourceLocation(file: path, line: number, column: begin + 1),
                    message: "\(channel) component '\(Self.excerpt(written))'; expected an integer 0…255")
            }
            components.append(Double(value))
        }
        skipBlanks()
        let color = Color(.srgb, components[0] / 255, components[1] / 255, components[2] / 255)
        var tokenName = String(String.UnicodeScalarView(line[column...])).trimmingCharacters(in: .whitespaces)
        if tokenName.isEmpty { tokenName = color.hex }
        tokenName = names.unique(tokenName)
        let location = SourceLocation(file: path, line: number, column: start + 1)
        let source = components.map { String(Int($0)) }.joined(separator: " ")
        tokens.append(
            ColorToken(
                name: tokenName, role: nil, roleSource: .unknown,
                values: [.any: ColorValue(color: color, source: source, location: location)], location: location))
    }

    /// At most 40 characters of `text`, with `…` when cut.
    static func excerpt(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(40)) + "…"
    }
}
