import Foundation
import Testing

@testable import ColorAudit

/// `PaletteError.kind` sorts every problem of reading palettes so that a program can act on it without
/// reading the message: one hand-made broken input per kind, each read as `coloraudit audit` reads it.
@Suite struct PaletteErrorKindTests {
    /// The kinds of the problems listed when loading `paths`, in the order listed; none when they load.
    static func kinds(loading paths: [String], format: String? = nil) -> [PaletteError.Kind] {
        do {
            _ = try PaletteLoader(inputFormat: format).load(paths)
            return []
        } catch {
            return error.errors.flatMap(\.listed).map(\.kind)
        }
    }

    /// The kinds of the problems of a file `name` holding `contents`.
    static func kinds(_ name: String, _ contents: String) throws -> [PaletteError.Kind] {
        try kinds(name, Data(contents.utf8))
    }

    /// The kinds of the problems of a file `name` holding `bytes`.
    static func kinds(_ name: String, _ bytes: Data) throws -> [PaletteError.Kind] {
        let folder = try ImportTempFolder()
        return kinds(loading: [try folder.write(name, bytes)])
    }

    /// The kind of the error `body` throws, or `nil` when it throws none.
    static func kind(_ body: () throws(PaletteError) -> Void) -> PaletteError.Kind? {
        do {
            try body()
            return nil
        } catch {
            return error.kind
        }
    }

    /// A name for each kind, by an exhaustive switch: a new kind does not compile here until it is named
    /// (and then `everyKindHasABrokenInput` asks for an input of it).
    static func name(_ kind: PaletteError.Kind) -> String {
        switch kind {
        case .unreadable: "unreadable"
        case .notAFile: "notAFile"
        case .limitExceeded: "limitExceeded"
        case .unknownFormatName: "unknownFormatName"
        case .unrecognizedFormat: "unrecognizedFormat"
        case .encoding: "encoding"
        case .syntax: "syntax"
        case .empty: "empty"
        case .structure: "structure"
        case .unknownKey: "unknownKey"
        case .unknownRule: "unknownRule"
        case .unknownParameter: "unknownParameter"
        case .invalidLevel: "invalidLevel"
        case .invalidParameterValue: "invalidParameterValue"
        case .invalidValue: "invalidValue"
        case .invalidColor: "invalidColor"
        case .unsupported: "unsupported"
        case .duplicate: "duplicate"
        case .unresolvedReference: "unresolvedReference"
        case .referenceCycle: "referenceCycle"
        case .invalidSuppression: "invalidSuppression"
        }
    }

    /// Native palettes (YAML), each with one problem, and the kind it is.
    static let nativeCases: [(yaml: String, kind: PaletteError.Kind)] = [
        ("colors: [\n", .syntax),
        ("colors: [a, b]\n", .structure),
        ("colors:\n  a: { value: '#ffffff', colour: red }\n", .unknownKey),
        ("colors:\n  a: { value: '#ffffff', role: sparkly }\n", .invalidValue),
        ("colors:\n  a: '#12345g'\n", .invalidColor),
        ("colors:\n  a: 'color-mix(in srgb, red, blue)'\n", .unsupported),
        (
            "colors:\n  a: '#ffffff'\n  b: '#000000'\npairs:\n"
                + "  - { foreground: a, background: b, appearances: [light, light] }\n", .duplicate
        ),
        ("colors:\n  a: '{b}'\n", .unresolvedReference),
        ("colors:\n  a: '{b}'\n  b: '{a}'\n", .referenceCycle),
        ("colors:\n  a: '#ffffff'\nrules:\n  contrast-minimum: loud\n", .invalidLevel),
        ("colors:\n  a: '#ffffff'\nrules:\n  no-such-rule: error\n", .unknownRule),
        ("colors:\n  a: '#ffffff'\nrules:\n  contrast-minimum:\n    loudness: 3\n", .unknownParameter),
        ("colors:\n  a: '#ffffff'\nrules:\n  contrast-minimum:\n    normal: loud\n", .invalidParameterValue),
    ]

    @Test(arguments: nativeCases)
    func aNativePaletteProblemHasItsKind(yaml: String, kind: PaletteError.Kind) throws {
        let kinds = try Self.kinds("palette.yaml", yaml)
        #expect(kinds.first == kind, "\(yaml)")
    }

    @Test func aMissingFileIsUnreadable() throws {
        let folder = try ImportTempFolder()
        #expect(Self.kinds(loading: [folder.root + "/missing.yaml"]) == [.unreadable])
    }

    @Test func aFolderReadAsAFileIsNotAFile() throws {
        let folder = try ImportTempFolder()
        #expect(Self.kind { () throws(PaletteError) in _ = try InputReading.readFile(folder.root) } == .notAFile)
    }

    @Test func aFileOverTheSizeLimitPassesALimit() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("palette.yaml", "colors:\n  a: '#ffffff'\n")
        #expect(
            Self.kind { () throws(PaletteError) in _ = try InputReading.readFile(path, limit: 8) } == .limitExceeded)
    }

    @Test func anUnknownFormatNameIsAskedForByName() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("palette.yaml", "colors:\n  a: '#ffffff'\n")
        let kind = Self.kind { () throws(PaletteError) in
            _ = try PaletteDiscovery(inputFormat: "no-such-format").discover([path])
        }
        #expect(kind == .unknownFormatName)
    }

    @Test func aFileOfNoKnownFormatIsUnrecognized() throws {
        #expect(try Self.kinds("notes.txt", "nothing but words\n") == [.unrecognizedFormat])
    }

    @Test func aByteThatIsNotUTF8IsAnEncodingProblem() throws {
        let bytes = Data("GIMP Palette\n255 255 255 white ".utf8) + Data([0xFF, 0x0A])
        #expect(try Self.kinds("palette.gpl", bytes) == [.encoding])
    }

    @Test func aGIMPPaletteWithoutColoursIsEmpty() throws {
        #expect(try Self.kinds("palette.gpl", "GIMP Palette\nName: nothing\n") == [.empty])
    }

    @Test func anIgnoreCommentWithoutARuleIsAnInvalidSuppression() throws {
        let css = ":root {\n  /* coloraudit-ignore */\n  --accent: #0a84ff;\n}\n"
        #expect(try Self.kinds("style.css", css).first == .invalidSuppression)
    }

    /// Every kind is given a broken input above (`name(_:)` switches over them all).
    @Test func everyKindHasABrokenInput() {
        let tested: [PaletteError.Kind] =
            Self.nativeCases.map(\.kind) + [
                .unreadable, .notAFile, .limitExceeded, .unknownFormatName, .unrecognizedFormat, .encoding, .empty,
                .invalidSuppression,
            ]
        let all: Set<String> = [
            "unreadable", "notAFile", "limitExceeded", "unknownFormatName", "unrecognizedFormat", "encoding",
            "syntax", "empty", "structure", "unknownKey", "invalidValue", "invalidColor", "unsupported",
            "duplicate", "unresolvedReference", "referenceCycle", "invalidSuppression", "unknownRule",
            "unknownParameter", "invalidLevel", "invalidParameterValue",
        ]
        #expect(Set(tested.map(Self.name)) == all)
    }

    /// Problems listed together keep each its own kind (`further`), in file order.
    @Test func severalProblemsKeepTheirKinds() throws {
        let yaml = "colors:\n  a: '#12345g'\n  b: '{nothing}'\n  c: { value: '#ffffff', colour: red }\n"
        #expect(try Self.kinds("palette.yaml", yaml) == [.invalidColor, .unresolvedReference, .unknownKey])
    }
}
