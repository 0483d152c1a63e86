import Foundation
import Testing

/// The library names no command-line option: its messages point to settings by what they are
/// (`ReportHint`), and the command line spells them as its options (`OverrideFlags`). This test reads
/// every string literal of `Sources/ColorAudit` and fails on a `--NAME` that is one of the options of
/// `coloraudit` (read from the `OptionSpec`s of `Sources/coloraudit`), unless `allowed` lists it with its
/// reason; a listed one that is gone fails too (strike it out). CSS custom properties (`--accent`) are
/// no options and pass.
@Suite struct OptionNameTests {
    /// `FILE: --NAME` (path from `Sources/ColorAudit`) for each option a library string still names,
    /// each with why. Empty: import notes, palette errors, skipped entries and format reasons are
    /// `HintedText` too (`ImportNote.text`, `PaletteError.text`, `Skipped.text`, `Palette.formatReasonText`).
    static let allowed: Set<String> = []

    /// The options of every `coloraudit` command, without `--`.
    static func optionNames() throws -> Set<String> {
        let root = PackagePaths.root.appendingPathComponent("Sources/coloraudit").standardizedFileURL.path
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        let pattern = try Regex(#"OptionSpec\(\s*name:\s*"([a-z0-9][a-z0-9-]*)""#)
        var names: Set<String> = []
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        return names
    }

    /// The contents of the string literals of `text` (comments skipped; interpolations read as code, their
    /// own literals included), one entry per literal.
    static func literals(_ text: String) -> [String] {
        let characters = Array(text)
        var index = 0
        var found: [String] = []

        func at(_ offset: Int) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }

        /// Reads code until an unbalanced `)` (inside an interpolation) or the end.
        func code(insideInterpolation: Bool) {
            var depth = 0
            while index < characters.count {
                let character = characters[index]
                if character == "/", at(1) == "/" {
                    while index < characters.count, characters[index] != "\n" { index += 1 }
                } else if character == "/", at(1) == "*" {
                    index += 2
                    while index < characters.count, !(characters[index] == "*" && at(1) == "/") { index += 1 }
                    index += 2
                } else if character == "#" || character == "\"" {
                    var hashes = 0
                    while at(hashes) == "#" { hashes += 1 }
                    guard at(hashes) == "\"" else {
                        index += max(hashes, 1)
                        continue
                    }
                    index += hashes
                    literal(hashes: hashes)
                } else if character == "(" {
                    depth += 1
                    index += 1
                } else if character == ")" {
                    index += 1
                    if depth == 0, insideInterpolation { return }
                    depth -= 1
                } else {
                    index += 1
                }
            }
        }

        /// Reads a literal starting at its opening quote(s); `hashes`: the `#`s of a raw string.
        func literal(hashes: Int) {
            let multiline = at(0) == "\"" && at(1) == "\"" && at(2) == "\""
            index += multiline ? 3 : 1
            let closing = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes)
            let escape = "\\" + String(repeating: "#", count: hashes)
            var contents = ""
            while index < characters.count {
                if String(characters[index..<min(index + closing.count, characters.count)]) == closing {
                    index += closing.count
                    break
                }
                if String(characters[index..<min(index + escape.count, characters.count)]) == escape {
                    index += escape.count
                    if at(0) == "(" {
                        index += 1
                        contents += " "
                        code(insideInterpolation: true)
                    } else {
                        if let escaped = at(0) { contents.append(escaped) }
                        index += 1
                    }
                    continue
                }
                contents.append(characters[index])
                index += 1
            }
            found.append(contents)
        }

        code(insideInterpolation: false)
        return found
    }

    /// Every `--NAME` of `options` in the literals of `text`.
    static func named(in text: String, options: Set<String>) throws -> Set<String> {
        let pattern = try Regex(#"(^|[^A-Za-z0-9-])--([a-z0-9][a-z0-9-]*)"#)
        var names: Set<String> = []
        for literal in literals(text) {
            for match in literal.matches(of: pattern) {
                if let name = match.output[2].substring.map(String.init), options.contains(name) {
                    names.insert("--" + name)
                }
            }
        }
        return names
    }

    @Test func theLibraryNamesNoCommandLineOption() throws {
        let options = try Self.optionNames()
        let expected: Set = ["input-format", "css-theme", "max-findings", "glare", "set", "rule", "config"]
        #expect(options.isSuperset(of: expected))
        let root = PackagePaths.root.appendingPathComponent("Sources/ColorAudit").standardizedFileURL.path
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        var found: Set<String> = []
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            for name in try Self.named(in: text, options: options) { found.insert("\(path): \(name)") }
        }
        let new = found.subtracting(Self.allowed).sorted()
        #expect(new.isEmpty, "library strings name command-line options; point to the setting with a ReportHint")
        let gone = Self.allowed.subtracting(found).sorted()
        #expect(gone.isEmpty, "no longer named: strike these out of `allowed`")
    }

    /// The scanner reads literals, not comments, and finds options inside interpolations' literals.
    @Test func theScannerReadsLiteralsOnly() throws {
        let options: Set<String> = ["glare", "rule"]
        let text = #"""
            // a comment naming --glare
            let a = "pairs under \(hint: .glare, "x") --rule" + #"raw --glare"#
            let b = "--accent: #fff; \("--rule")"
            """#
        #expect(Self.literals(text).contains("pairs under   --rule"))
        #expect(try Self.named(in: text, options: options) == ["--rule", "--glare"])
        #expect(try Self.named(in: "let c = \"--glare-like --accent\"", options: options).isEmpty)
    }
}
