import Foundation
import Testing

/// The folders of `Sources/ColorAudit` are layers: a file may name the types of its own folder and of
/// the folders below it, not of those above (the compiler keeps ColorScience below ColorAudit; inside
/// one module only this test can). None is allowed: a reference upward fails the test (there is no list
/// of exceptions; the last three, the native palette's `roles:`/`rules:` read by the configuration's
/// readers, went when those readers moved down to `Formats/Settings/`).
@Suite struct LayerTests {
    /// Bottom first. ARCHITECTURE.md says what each holds.
    static let layers = [
        "Support", "RuleModel", "Palette", "Findings", "Formats", "Configuration", "Pairing", "Suggestions", "Rules",
        "Repair",
        "Audit",
        "Reporters", "FrontDoor",
    ]

    static var sources: URL {
        PackagePaths.root.appendingPathComponent("Sources/ColorAudit")
    }

    /// Every Swift file under `Sources/ColorAudit`: its path from there and its code without comments and
    /// string literals.
    static func files() throws -> [(path: String, code: String)] {
        let root = sources.standardizedFileURL.path
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        var files: [(String, String)] = []
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            files.append((path, code(try String(contentsOfFile: root + "/" + path, encoding: .utf8))))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// `text` without comments and the contents of string literals (a type named in a message is no
    /// reference).
    static func code(_ text: String) -> String {
        var result = ""
        var index = text.startIndex
        func starts(_ prefix: String) -> Bool { text[index...].hasPrefix(prefix) }
        while index < text.endIndex {
            if starts("//") {
                index = text[index...].firstIndex(of: "\n") ?? text.endIndex
            } else if starts("/*") {
                index = text[index...].range(of: "*/")?.upperBound ?? text.endIndex
            } else if starts("\"\"\"") {
                let after = text.index(index, offsetBy: 3)
                index = text[after...].range(of: "\"\"\"")?.upperBound ?? text.endIndex
                result += "\"\""
            } else if text[index] == "\"" {
                index = text.index(after: index)
                while index < text.endIndex, text[index] != "\"", text[index] != "\n" {
                    if text[index] == "\\" { index = text.index(after: index) }
                    if index < text.endIndex { index = text.index(after: index) }
                }
                if index < text.endIndex { index = text.index(after: index) }
                result += "\"\""
            } else {
                result.append(text[index])
                index = text.index(after: index)
            }
        }
        return result
    }

    /// The capitalised identifiers of `code`.
    static func identifiers(_ code: String) -> Set<Substring> {
        var names = Set<Substring>()
        var start: String.Index?
        for index in code.indices {
            let character = code[index]
            let isPart = character.isLetter || character.isNumber || character == "_"
            if isPart, start == nil { start = index }
            if !isPart, let first = start {
                if code[first].isUppercase { names.insert(code[first..<index]) }
                start = nil
            }
        }
        if let first = start, code[first].isUppercase { names.insert(code[first...]) }
        return names
    }

    /// The type names a file declares: at file scope (`top`) and at any depth (`all`).
    static func declarations(_ code: String) -> (top: [Substring], all: Set<Substring>) {
        var top: [Substring] = []
        var all = Set<Substring>()
        let keywords: Set<Substring> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
        for line in code.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" || $0 == "=" })
            guard let keyword = words.firstIndex(where: { keywords.contains($0) }), keyword + 1 < words.count else {
                continue
            }
            let name = words[keyword + 1]
            guard name.first?.isUppercase == true else { continue }
            all.insert(name)
            if line.first != " " { top.append(name) }
        }
        return (top, all)
    }

    static func layer(_ path: String) -> String { String(path.prefix { $0 != "/" }) }

    /// Every reference from a file to a type declared at file scope in a higher layer; a name the
    /// file's own folder also declares (a nested `Rule` of the CSS parser) does not count.
    static func upwardReferences() throws -> Set<String> {
        upwardReferences(in: try files())
    }

    /// `upwardReferences()` among `files` (paths from `Sources/ColorAudit`, code without comments).
    static func upwardReferences(in files: [(path: String, code: String)]) -> Set<String> {
        var owner: [Substring: String] = [:]
        var declaredIn: [String: Set<Substring>] = [:]
        for file in files {
            let (top, all) = declarations(file.code)
            for name in top { owner[name] = layer(file.path) }
            declaredIn[layer(file.path), default: []].formUnion(all)
        }
        var references = Set<String>()
        for file in files {
            let from = layer(file.path)
            guard let rank = layers.firstIndex(of: from) else { continue }
            for name in identifiers(file.code) {
                guard let to = owner[name], to != from, let target = layers.firstIndex(of: to), target > rank,
                    declaredIn[from]?.contains(name) != true
                else { continue }
                references.insert("\(file.path) -> \(to)/\(name)")
            }
        }
        return references
    }

    @Test func everyFolderIsALayer() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter {
            !$0.hasSuffix(".swift")
        }
        #expect(Set(folders) == Set(Self.layers), "a new folder needs its place in LayerTests.layers")
    }

    @Test func noReferenceUpward() throws {
        // `FOLDER/FILE -> FOLDER/TYPE` for each file that names a type of a higher layer.
        #expect(try Self.upwardReferences().sorted() == [], "references to a higher layer")
    }

    /// The check itself: a hand-made upward reference is found, one in a comment or a string is not.
    @Test func theCheckSeesReferencesNotComments() {
        let code = Self.code("let a = Auditor() // Finding\nlet b = \"PaletteReport\"\n/* Severity */ let c: Rule")
        #expect(Self.identifiers(code) == ["Auditor", "Rule"])
        #expect(Self.declarations("public struct Pair<T> {\n    enum Kind: String {}\n}").top == ["Pair"])
        #expect(Self.declarations("public struct Pair<T> {\n    enum Kind: String {}\n}").all == ["Pair", "Kind"])
    }

    /// A model file naming the auditor is an upward reference; the auditor naming the model is not.
    @Test func theCheckFindsAReferenceUpward() {
        let files = [
            (path: "Audit/Auditor.swift", code: "struct Auditor { let palette: Palette }"),
            (path: "Palette/Palette.swift", code: "struct Palette {}\nextension Palette { var a: Auditor }"),
        ]
        #expect(Self.upwardReferences(in: files) == ["Palette/Palette.swift -> Audit/Auditor"])
    }
}
