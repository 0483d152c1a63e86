import Foundation
import Testing

@testable import ColorAudit

/// A `.json` token file that does not parse, met while walking a folder: an input error at its syntax
/// error (exit 2, as when the file is named) when it sits beside token files of the walk or its name says
/// "token"; otherwise (unrelated JSON) it is left out as before, the reason being its syntax error with line
/// and column — never "not recognised as a … file", which named a format the user did not write.
@Suite struct MalformedTokenJSONTests {
    /// Tokens Studio's legacy form (`type` and `value`), one text colour.
    static let tokenFile = ##"{"color":{"text":{"type":"color","value":"#333333"}}}"##
    /// The same form cut inside a string: the string `"#fff` opens at column 40 (`{"color":{"bg":{"type":`
    /// is 22 characters, `"color",` 8 more, `"value":` 8 more, then the quote).
    static let truncatedTokenFile = ##"{"color":{"bg":{"type":"color","value":"#fff"##

    @Test func besideTokenFilesItIsAnError() throws {
        let folder = try ImportTempFolder()
        try folder.write("tokens/a.json", Self.tokenFile)
        let broken = try folder.write("tokens/b.json", Self.truncatedTokenFile)
        let discovery = PaletteDiscovery()
        #expect(throws: PaletteError.self) { try discovery.discoverAll([folder.root + "/tokens"]) }
        do {
            _ = try discovery.discoverAll([folder.root + "/tokens"])
        } catch {
            #expect(error.location == SourceLocation(file: broken, line: 1, column: 40))
            #expect(error.message.hasPrefix("invalid JSON: the string opened here is never closed"))
            #expect(error.further.isEmpty)
        }
        // The command line: exit 2 with file:line:column, as when the file is named.
        let walked = try CLIRunner.run(["audit", folder.root + "/tokens"])
        let named = try CLIRunner.run(["audit", broken])
        #expect(walked.status == 2)
        #expect(named.status == 2)
        #expect(walked.stderr.contains("\(broken):1:40: error: invalid JSON: the string opened here is never closed"))
        #expect(named.stderr.contains("\(broken):1:40: error: invalid JSON: the string opened here is never closed"))
    }

    /// Adobe Spectrum's token sources are token files too: a truncated `color-aliases.json` beside a valid
    /// `color-palette.json` (adobe/spectrum-design-data `packages/tokens/src`) is an input error, not a
    /// file left out with exit 0.
    @Test func besideSpectrumTokenFilesItIsAnError() throws {
        let folder = try ImportTempFolder()
        let source = Fixture.url("Spectrum/src")
        for name in ["color-palette.json", "semantic-color-palette.json"] {
            try folder.write("src/" + name, String(contentsOf: source.appendingPathComponent(name), encoding: .utf8))
        }
        // The first eight lines of the fixture's color-aliases.json (through the `sets` object's `},`), then
        // line 9 cut inside the uuid: `    "uuid": "` opens its string at column 13 (4 spaces, `"uuid"` 6,
        // `:` and a space).
        let aliases = try String(contentsOf: source.appendingPathComponent("color-aliases.json"), encoding: .utf8)
        let head = aliases.split(separator: "\n", omittingEmptySubsequences: false).prefix(8)
        try #require(head.last == "    },")
        let broken = try folder.write("src/color-aliases.json", head.joined(separator: "\n") + "\n    \"uuid\": \"0000")
        let discovery = PaletteDiscovery()
        do {
            let result = try discovery.discoverAll([folder.root + "/src"])
            Issue.record("no error; skipped: \(result.skipped.map(\.reason))")
        } catch {
            #expect(error.location == SourceLocation(file: broken, line: 9, column: 13))
            #expect(error.message.hasPrefix("invalid JSON: the string opened here is never closed"))
        }
        let run = try CLIRunner.run(["audit", folder.root + "/src"])
        #expect(run.status == 2, "\(run.stdout)")
        #expect(run.stderr.contains("\(broken):9:13: error: invalid JSON:"), "\(run.stderr)")
    }

    @Test func aTokenNameMakesItAnErrorAlone() throws {
        let folder = try ImportTempFolder()
        let broken = try folder.write("design/brand-tokens.json", Self.truncatedTokenFile)
        let result = try CLIRunner.run(["audit", folder.root + "/design"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(broken):1:40: error: invalid JSON:"), "\(result.stderr)")
    }

    @Test func aloneItIsSkippedWithItsSyntaxError() throws {
        let folder = try ImportTempFolder()
        let broken = try folder.write("misc/b.json", Self.truncatedTokenFile)
        let result = try PaletteDiscovery().discoverAll([folder.root + "/misc"])
        #expect(result.units.isEmpty)
        try #require(result.skipped.count == 1)
        #expect(result.skipped[0].path == broken)
        #expect(result.skipped[0].kind == .malformed)
        #expect(result.skipped[0].reason.hasPrefix("line 1, column 40: invalid JSON: "))
        #expect(!result.skipped[0].reason.contains("not recognised"))
        // Nothing else to read: the run says so, naming the syntax error.
        let run = try CLIRunner.run(["audit", folder.root + "/misc"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(broken) (line 1, column 40: invalid JSON:"), "\(run.stderr)")
        #expect(!run.stderr.contains("not recognised"))
    }

    /// Unrelated JSON beside token files: a tool's own configuration (`PaletteDiscovery.toolConfigurationNames`)
    /// is listed as not a palette without being parsed as a possible token file, so a `tsconfig.json` with
    /// comments (JSONC, https://www.typescriptlang.org/tsconfig) or a `turbo.json` with comments (Turborepo
    /// reads it as JSON5, vercel/turbo#745) is no broken token file, and a well-formed `package.json` is left
    /// out as before.
    @Test func toolConfigurationsBesideTokensAreLeftOut() throws {
        let folder = try ImportTempFolder()
        let tokens = try folder.write("tokens/a.json", Self.tokenFile)
        let configuration = try folder.write("tokens/tsconfig.json", "{\n  // strict\n  \"compilerOptions\": {}\n}\n")
        let turbo = try folder.write("tokens/turbo.json", "{\n  // cache the build\n  \"tasks\": {\"build\": {}}\n}\n")
        let package = try folder.write("tokens/package.json", #"{"name": "tokens", "version": "1.0.0"}"#)
        let result = try PaletteDiscovery().discoverAll([folder.root + "/tokens"])
        #expect(result.units.map(\.path) == [tokens])
        let skipped = Dictionary(uniqueKeysWithValues: result.skipped.map { ($0.path, $0) })
        for (path, name) in [(configuration, "tsconfig.json"), (turbo, "turbo.json"), (package, "package.json")] {
            #expect(skipped[path]?.kind == .notPalette, "\(name)")
            #expect(skipped[path]?.reason == "a tool's configuration (\(name)), not a palette")
        }
        let run = try CLIRunner.run(["audit", folder.root + "/tokens"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("skipped 3: 3 not a palette format"), "\(run.stdout)")
    }

    /// Only a tool's own file names are left out unparsed: a broken `package-tokens.json` beside token
    /// files is still an error, and so is a broken `turbo-colors.json`.
    @Test func toolConfigurationNamesAreExact() {
        #expect(PaletteDiscovery.isToolConfiguration("package.json"))
        #expect(PaletteDiscovery.isToolConfiguration("tsconfig.app.json"))
        #expect(PaletteDiscovery.isToolConfiguration("Turbo.json"))
        #expect(!PaletteDiscovery.isToolConfiguration("package-tokens.json"))
        #expect(!PaletteDiscovery.isToolConfiguration("turbo-colors.json"))
        #expect(!PaletteDiscovery.isToolConfiguration("tsconfig.yaml"))
    }
}
