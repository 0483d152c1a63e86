import ColorScience
import Foundation

/// Writes a repair's changes into the text of the files they are written in, touching only the bytes
/// of each changed value: every other byte (white space, comments, line ends, a byte-order mark, key
/// order) is kept.
///
/// A value is found on its line (`SourceLocation.line`, 1-based): the occurrence of its text as written
/// (`RepairPlan.Change.original`) at or after its column (columns counted in Unicode scalars), else the
/// only occurrence on the line, standing alone (not part of a longer name or hex number). A value that
/// cannot be found so, or a file that is not UTF-8 text, is reported and its file left unchanged.
public enum SourceRewrite {
    /// The formats whose values can be written (`Palette.format`): our palette YAML/JSON, CSS custom
    /// properties, DTCG, Tokens Studio, Style Dictionary, Adobe Spectrum's token JSON and Android resources
    /// (values as text at their line), and Xcode asset catalogs (a colour set's components,
    /// `ColorSetRewrite`). Swatch files and images are not written.
    public static let writableFormats: Set<String> = [
        "coloraudit", "css", "dtcg", "tokens-studio", "style-dictionary", "spectrum", "android", "xcassets",
    ]

    /// One file's new text, or why it cannot be written.
    public struct FileEdit: Sendable {
        /// The path as given.
        public var file: String
        /// The file's bytes before.
        public var before: [UInt8]
        /// The file's bytes after.
        public var after: [UInt8]
        /// Changes that could not be placed, each with the reason.
        public var problems: [String]
    }

    /// The edits of `changes`, grouped per file, in path order; `read` gives a file's bytes (`nil` when it
    /// cannot be read).
    public static func edits(_ changes: [RepairPlan.Change], read: (String) -> [UInt8]?) -> [FileEdit] {
        let byFile = Dictionary(grouping: changes, by: \.location.file)
        return byFile.keys.sorted().map { file in
            guard let bytes = read(file) else {
                return FileEdit(file: file, before: [], after: [], problems: ["\(file): error: cannot read the file"])
            }
            return apply(byFile[file]!, to: bytes, file: file)
        }
    }

    /// `changes` (all in `file`) applied to `bytes`.
    public static func apply(_ changes: [RepairPlan.Change], to bytes: [UInt8], file: String) -> FileEdit {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            return FileEdit(
                file: file, before: bytes, after: bytes, problems: ["\(file): error: not UTF-8 text; nothing written"])
        }
        var replacements: [(range: Range<Int>, text: [UInt8])] = []
        var problems: [String] = []
        if AssetCatalogImporter.isColorSetContents(file) {
            (replacements, problems) = ColorSetRewrite.replacements(changes, in: bytes, file: file)
        } else {
            (replacements, problems) = textReplacements(changes, in: bytes)
        }
        guard problems.isEmpty else { return FileEdit(file: file, before: bytes, after: bytes, problems: problems) }
        var result = bytes
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(replacement.range, with: replacement.text)
        }
        if AssetCatalogImporter.isColorSetContents(file), !ColorSetRewrite.isReadable(result) {
            return FileEdit(
                file: file, before: bytes, after: bytes,
                problems: ["\(file): error: the colour set would not read as JSON after the changes; not changed"])
        }
        return FileEdit(file: file, before: bytes, after: result, problems: [])
    }

    /// The replacements of `changes` written as text at their lines (every format but asset catalogs),
    /// and the changes that cannot be placed.
    static func textReplacements(_ changes: [RepairPlan.Change], in bytes: [UInt8]) -> (
        [(range: Range<Int>, text: [UInt8])], [String]
    ) {
        var lineStarts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(index + 1) }
        var replacements: [(range: Range<Int>, text: [UInt8])] = []
        var problems: [String] = []
        for change in changes {
            let location = change.location
            guard location.line >= 1, location.line <= lineStarts.count else {
                problems.append("\(location): error: \(change.token): the value has no line to write at")
                continue
            }
            let start = lineStarts[location.line - 1]
            let end = location.line < lineStarts.count ? lineStarts[location.line] : bytes.count
            if find(Array(change.original.utf8), in: bytes, line: start..<end, column: location.column) == nil,
                let object = dtcgObject(change, in: bytes, from: start, column: location.column)
            {
                for edit in object {
                    if replacements.contains(where: { $0.range.overlaps(edit.range) }) { continue }
                    replacements.append(edit)
                }
                continue
            }
            guard let range = find(Array(change.original.utf8), in: bytes, line: start..<end, column: location.column)
            else {
                problems.append(
                    "\(location): error: \(change.token): '\(change.original)' is not written on this line as read; "
                        + "not changed")
                continue
            }
            if replacements.contains(where: { $0.range.overlaps(range) }) {
                if !replacements.contains(where: { $0.range == range }) {
                    problems.append("\(location): error: \(change.token): overlaps another change; not changed")
                }
                continue
            }
            replacements.append((range, Array(change.replacement.utf8)))
        }
        return (replacements, problems)
    }

    /// The edits that write `change.after` into a DTCG colour object (`{"colorSpace": "srgb", "components":
    /// […], "alpha": 1, "hex": "#…"}`) starting on the value's line at or after its column: the components
    /// in the object's colour space (`srgb`, `display-p3`, `srgb-linear`), separated as written, its `alpha`
    /// when it changes (added when the object has none), and `hex` (when present) in its case and length,
    /// so the three stay one colour; `nil` when no such object is there or its space is another.
    static func dtcgObject(_ change: RepairPlan.Change, in bytes: [UInt8], from lineStart: Int, column: Int) -> [(
        range: Range<Int>, text: [UInt8]
    )]? {
        var index = lineStart + max(column - 1, 0)
        while index < bytes.count && bytes[index] != UInt8(ascii: "{") {
            if bytes[index] == UInt8(ascii: "\n") { return nil }
            index += 1
        }
        guard index < bytes.count else { return nil }
        // The object's extent: braces outside strings.
        var depth = 0
        var inString = false
        var end = index
        while end < bytes.count {
            let byte = bytes[end]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    end += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { break }
            }
            end += 1
        }
        guard end < bytes.count else { return nil }
        let object = String(decoding: bytes[index...end], as: UTF8.self)
        guard object.contains("\"components\""),
            let spaceRange = object.range(of: #""colorSpace"\s*:\s*"([a-z0-9-]+)""#, options: .regularExpression)
        else { return nil }
        let spaceText = object[spaceRange].split(separator: "\"").dropFirst(2).first.map(String.init) ?? ""
        let spaces: [String: ColorSpace] = ["srgb": .srgb, "display-p3": .displayP3, "srgb-linear": .srgbLinear]
        guard let space = spaces[spaceText] else { return nil }
        var edits: [(range: Range<Int>, text: [UInt8])] = []
        func byteOffset(_ position: String.Index) -> Int {
            index + object.utf8.distance(from: object.startIndex, to: position)
        }
        guard let key = object.range(of: "\"components\""), let open = object[key.upperBound...].firstIndex(of: "["),
            let close = object[open...].firstIndex(of: "]")
        else { return nil }
        let inner = object[object.index(after: open)..<close]
        let separator = inner.contains(", ") ? ", " : ","
        let components = change.after.converted(to: space).components
        let text = [components.x, components.y, components.z].map { "\($0)" }.joined(separator: separator)
        // Components that read as the new ones already (a colour made only more opaque) keep their bytes.
        let read = inner.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        if read != [components.x, components.y, components.z] {
            edits.append((byteOffset(object.index(after: open))..<byteOffset(close), Array(text.utf8)))
        }
        // The opacity: a translucent colour's first lever (`OpacitySearch`), so its `alpha` is written too
        // (added after the components when the object has none, DTCG's default being 1).
        let alpha = change.after.alpha
        if let alphaRange = object.range(of: #""alpha"\s*:\s*[-+0-9.eE]+"#, options: .regularExpression) {
            let written = object[alphaRange]
            guard let colon = written.firstIndex(of: ":") else { return nil }
            let number = written[written.index(after: colon)...].drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            if Double(number) != alpha {
                edits.append((byteOffset(number.startIndex)..<byteOffset(written.endIndex), Array("\(alpha)".utf8)))
            }
        } else if alpha < 1 {
            let after = object.index(after: close)
            edits.append((byteOffset(after)..<byteOffset(after), Array(", \"alpha\": \(alpha)".utf8)))
        }
        if let hexRange = object.range(of: ##""hex"\s*:\s*"#[0-9A-Fa-f]+""##, options: .regularExpression) {
            let written = object[hexRange]
            guard let hashIndex = written.firstIndex(of: "#") else { return nil }
            let old = String(written[hashIndex..<written.index(before: written.endIndex)])
            var hex = change.after.hex
            if old.count == 9 { hex += String(format: "%02x", Int((change.after.alpha * 255).rounded())) }
            if old.dropFirst().contains(where: \.isUppercase) { hex = hex.uppercased() }
            edits.append((byteOffset(hashIndex)..<byteOffset(written.index(before: written.endIndex)), Array(hex.utf8)))
        }
        return edits
    }

    /// The byte range of `needle` on the line `line` of `bytes`: the first standing-alone occurrence at or
    /// after the 1-based scalar `column`, else the only one on the line.
    static func find(_ needle: [UInt8], in bytes: [UInt8], line: Range<Int>, column: Int) -> Range<Int>? {
        guard !needle.isEmpty else { return nil }
        var columnStart = line.lowerBound
        var scalars = 1
        while columnStart < line.upperBound && scalars < column {
            columnStart += 1
            while columnStart < line.upperBound && bytes[columnStart] & 0xC0 == 0x80 { columnStart += 1 }
            scalars += 1
        }
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F
                || byte == 0x2D || byte == 0x2E
        }
        var found: [Range<Int>] = []
        var index = line.lowerBound
        while index + needle.count <= line.upperBound {
            if bytes[index] == needle[0] && Array(bytes[index..<index + needle.count]) == needle {
                let before = index > line.lowerBound ? bytes[index - 1] : 0
                let after = index + needle.count < bytes.count ? bytes[index + needle.count] : 0
                let alone =
                    !(isWordByte(needle[0]) && isWordByte(before))
                    && !(isWordByte(needle[needle.count - 1]) && isWordByte(after))
                if alone { found.append(index..<index + needle.count) }
            }
            index += 1
        }
        if let atColumn = found.first(where: { $0.lowerBound >= columnStart }) { return atColumn }
        return found.count == 1 ? found[0] : nil
    }

    /// A unified diff (`diff -u`, three lines of context) from `before` to `after` of `file`, as `git apply`
    /// and `patch -p1` run in `folder` (the working folder) read it: the path written `a/…` and `b/…`
    /// relative to `folder` (`diffPath(_:in:)`), and `\ No newline at end of file` after a last line that
    /// has none. Empty when `before` and `after` are equal. Changes never add or remove lines, so lines are
    /// compared one to one.
    public static func unifiedDiff(
        file: String, before: [UInt8], after: [UInt8], folder: String = FileManager.default.currentDirectoryPath
    ) -> String {
        guard before != after else { return "" }
        func lines(_ bytes: [UInt8]) -> [String] {
            var result = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
            if result.last == "" { result.removeLast() }
            return result
        }
        let old = lines(before)
        let new = lines(after)
        let oldEndsOpen = before.last.map { $0 != UInt8(ascii: "\n") } ?? false
        let newEndsOpen = after.last.map { $0 != UInt8(ascii: "\n") } ?? false
        let path = diffPath(file, in: folder)
        var text = "--- a/\(path)\n+++ b/\(path)\n"
        /// One line of the diff: `prefix` and the line, then the marker when it is the last line of a side
        /// that ends without a newline.
        func line(_ prefix: String, _ content: String, last: Bool, open: Bool) -> String {
            prefix + content + "\n" + (last && open ? "\\ No newline at end of file\n" : "")
        }
        guard old.count == new.count else {
            text += "@@ -\(hunkRange(start: 0, count: old.count)) +\(hunkRange(start: 0, count: new.count)) @@\n"
            for (index, content) in old.enumerated() {
                text += line("-", content, last: index == old.count - 1, open: oldEndsOpen)
            }
            for (index, content) in new.enumerated() {
                text += line("+", content, last: index == new.count - 1, open: newEndsOpen)
            }
            return text
        }
        let changed = old.indices.filter { old[$0] != new[$0] }
        let lastIndex = old.count - 1
        var hunkStart = 0
        while hunkStart < changed.count {
            var hunkEnd = hunkStart
            while hunkEnd + 1 < changed.count && changed[hunkEnd + 1] - changed[hunkEnd] <= 6 { hunkEnd += 1 }
            let first = max(changed[hunkStart] - 3, 0)
            let last = min(changed[hunkEnd] + 3, lastIndex)
            let count = last - first + 1
            text += "@@ -\(hunkRange(start: first, count: count)) +\(hunkRange(start: first, count: count)) @@\n"
            var removed: [Int] = []
            var added: [Int] = []
            func flush() {
                for index in removed { text += line("-", old[index], last: index == lastIndex, open: oldEndsOpen) }
                for index in added { text += line("+", new[index], last: index == lastIndex, open: newEndsOpen) }
                removed = []
                added = []
            }
            for index in first...last {
                if old[index] == new[index] && (index != lastIndex || oldEndsOpen == newEndsOpen) {
                    flush()
                    text += line(" ", old[index], last: index == lastIndex, open: oldEndsOpen)
                } else {
                    removed.append(index)
                    added.append(index)
                }
            }
            flush()
            hunkStart = hunkEnd + 1
        }
        return text
    }

    /// A hunk's range as `diff -u` writes it: `start,count` counted from 1, or `0,0` for no lines.
    private static func hunkRange(start: Int, count: Int) -> String {
        count == 0 ? "0,0" : "\(start + 1),\(count)"
    }

    /// `file` as a diff names it after `a/` and `b/` for `git apply` and `patch -p1` run in `folder`: made
    /// absolute against `folder`, `.` and `..` segments resolved and repeated `/` dropped (`git apply`
    /// refuses a path with a `.` or `..` segment), then relative to `folder` (`/tmp/x/sub/../sub/p.yaml` in
    /// `/tmp/x` → `sub/p.yaml`). The working folder, not the repository's root: the diff has no
    /// `diff --git` line, so `git apply` reads its paths from the folder it runs in, inside a repository
    /// too, as `patch` does. A file outside `folder` (also once symbolic links are resolved, as `/tmp`
    /// on macOS) keeps its absolute path without the leading `/` (`/etc/x.css` → `etc/x.css`, as
    /// `git diff --no-index` writes it): it applies from `/`. Segments are resolved as written (`a/..` is
    /// `.` even when `a` is a symbolic link).
    static func diffPath(_ file: String, in folder: String = FileManager.default.currentDirectoryPath) -> String {
        let base = resolvedSegments(folder, in: "/")
        let path = resolvedSegments(file, in: folder)
        if path.starts(with: base) { return path.dropFirst(base.count).joined(separator: "/") }
        // The same folder under another name: its real path and the real path of the file's folder.
        if let realBase = realPath("/" + base.joined(separator: "/")),
            let realFolder = realPath("/" + path.dropLast().joined(separator: "/"))
        {
            let real = resolvedSegments(realFolder, in: "/") + path.suffix(1)
            let realBaseSegments = resolvedSegments(realBase, in: "/")
            if real.starts(with: realBaseSegments) {
                return real.dropFirst(realBaseSegments.count).joined(separator: "/")
            }
        }
        return path.joined(separator: "/")
    }

    /// The segments of `path` made absolute against `folder`, without `.`, empty segments and the `..`
    /// that undo them (`..` at the root stays at the root).
    private static func resolvedSegments(_ path: String, in folder: String) -> [Substring] {
        let joined = path.hasPrefix("/") ? path : folder + "/" + path
        var segments: [Substring] = []
        for segment in joined.split(separator: "/") where segment != "." {
            if segment == ".." {
                if !segments.isEmpty { segments.removeLast() }
            } else {
                segments.append(segment)
            }
        }
        return segments
    }

    /// The absolute `path` with every symbolic link resolved, or `nil` when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
