import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Token-set status in Tokens Studio `$themes` (`selectedTokenSets: {set: enabled | source | disabled}`):
/// a `source` set "will be used to resolve references, but will be excluded from styles creation", and a
/// theme's enabled sets are resolved over its source sets whatever the set order (tokens-studio/figma-plugin,
/// `TokenSetStatus` and `getTokenSetsOrder`: source sorts before enabled). Single-file exports put `$themes`
/// and `$metadata` after the sets, so a large file has them at its end. Every expected value is a literal
/// of the fixture written here, followed through its aliases by hand.
@Suite struct TokensStudioSetStatusTests {
    /// One file of sets `core`, `scheme/light`, `scheme/dark` in that set order, each scheme theme keeping
    /// the other scheme's set as a source (the statuses Dialtone writes, dialpad/dialtone acb6a6c,
    /// `packages/dialtone-tokens/tokens/$themes.json:1275-1277`: `"base/dark": "source",
    /// "semantic/dp/dark": "enabled", "base/default": "source"`). `padding` adds a set of that many
    /// dimension tokens first, to push `$themes` past the first MiB.
    static func schemeFile(dollar: Bool = false, padding: Int = 0, lightStatus: String = "enabled") -> String {
        let (value, type) = dollar ? ("$value", "$type") : ("value", "type")
        func token(_ text: String, _ kind: String = "color") -> String {
            "{\"\(value)\": \"\(text)\", \"\(type)\": \"\(kind)\"}"
        }
        let filler = (0..<padding).map { "\"s\($0)\": \(token("\($0)px", "dimension"))" }.joined(separator: ",\n")
        return """
            {
              "sizes": {\(filler)},
              "core": {"white": \(token("#ffffff")), "black": \(token("#000000")),
                "gray": {"900": \(token("#1a1a1a")), "100": \(token("#eeeeee"))}},
              "scheme/light": {"bg": {"default": \(token("{white}"))}, "fg": {"default": \(token("{gray.900}"))}},
              "scheme/dark": {"bg": {"default": \(token("{black}"))}, "fg": {"default": \(token("{gray.100}"))}},
              "$themes": [
                {"name": "light", "group": "scheme", "selectedTokenSets": {
                  "core": "source", "scheme/dark": "source", "scheme/light": "\(lightStatus)", "sizes": "enabled"}},
                {"name": "dark", "group": "scheme", "selectedTokenSets": {
                  "core": "source", "scheme/light": "source", "scheme/dark": "enabled", "sizes": "enabled"}}
              ],
              "$metadata": {"tokenSetOrder": ["sizes", "core", "scheme/light", "scheme/dark"]}
            }
            """
    }

    /// Before, the light stack was `core, scheme/light, scheme/dark` in set order and the dark set, listed
    /// as a source, overrode the light one: light = dark for every colour.
    @Test func aThemesEnabledSetWinsOverItsSourceSets() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("tokens.json", Self.schemeFile())
        let palette = try #require(try importPaths([path]).first)
        #expect(palette.format == "tokens-studio")
        #expect(palette.appearances == [.light, .dark])
        // Light: bg.default = {white} = #ffffff, fg.default = {gray.900} = #1a1a1a (scheme/light, enabled).
        #expect(palette.value("bg.default", .light)?.color.hex == "#ffffff")
        #expect(palette.value("fg.default", .light)?.color.hex == "#1a1a1a")
        // Dark: bg.default = {black} = #000000, fg.default = {gray.100} = #eeeeee (scheme/dark, enabled).
        #expect(palette.value("bg.default", .dark)?.color.hex == "#000000")
        #expect(palette.value("fg.default", .dark)?.color.hex == "#eeeeee")
    }

    /// Tokens Studio's W3C DTCG format (`$value`) in a file over 1 MiB: `$themes` and `$metadata` come last,
    /// past the first MiB. Before, the file was read as one DTCG document: set names became groups
    /// (`scheme/light.bg.default`), `{white}` led nowhere, every value `any`.
    @Test func themesAtTheEndOfALargeFileAreRead() throws {
        let folder = try ImportTempFolder()
        let text = Self.schemeFile(dollar: true, padding: 30_000)
        let themesAt = try #require(text.range(of: "\"$themes\"")).lowerBound
        #expect(text.utf8.distance(from: text.startIndex, to: themesAt) > 1 << 20)
        let path = try folder.write("tokens.json", text)
        let palette = try #require(try importPaths([path]).first)
        #expect(palette.format == "tokens-studio")
        #expect(palette.formatReason == "token sets with $themes or $metadata at the top")
        #expect(palette.value("bg.default", .light)?.color.hex == "#ffffff")
        #expect(palette.value("bg.default", .dark)?.color.hex == "#000000")
        #expect(palette.token(named: "scheme/light.bg.default") == nil)
    }

    /// A status other than enabled, source or disabled is an error at it.
    @Test func anUnknownSetStatusIsAnError() throws {
        let folder = try ImportTempFolder()
        let text = Self.schemeFile(lightStatus: "enable")
        let path = try folder.write("tokens.json", text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("\"enable\"") }) + 1
        do {
            _ = try importPaths([path])
            Issue.record("expected an error")
        } catch let error as PaletteError {
            #expect(error.location.line == line)
            #expect(
                error.message.contains(
                    "theme 'light' set 'scheme/light': expected enabled, source or disabled, found 'enable'"),
                "\(error.message)")
        }
    }
}
