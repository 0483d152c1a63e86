import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// CSS files audited together are one cascade: a theme file's `var()` references resolve from a scale
/// file of the same audit, as a page that links both stylesheets does (CSS Custom Properties 1 §3: `var()`
/// substitutes the property's computed value, wherever it was declared). Hand-made files in the layout of
/// Open Props (`props.colors.css` holds the `--gray-N` scale, theme files alias it) and Radix Themes
/// (`tokens/color.css` aliases `tokens/colors/gray.css`), values chosen here.
@Suite struct CSSCascadeTests {
    static let scale = """
        :root { --gray-0: #f8f9fa; --gray-12: #030507; }
        .dark { --gray-0: #101113; --gray-12: #f1f3f5; }

        """
    static let theme = """
        :root { --surface-1: var(--gray-0); --text-1: var(--gray-12); }

        """

    @Test("Named together, the theme's var() resolve from the scale, per appearance")
    func namedTogether() throws {
        let folder = try ImportTempFolder()
        let scale = try folder.write("scale.css", Self.scale)
        let theme = try folder.write("theme.css", Self.theme)
        let palettes = try importPaths([theme, scale])
        let palette = try #require(palettes.first { $0.file == theme })
        #expect(palette.token(named: "--text-1")?.resolve(.light)?.value.color.hex == "#030507")
        #expect(palette.token(named: "--text-1")?.resolve(.dark)?.value.color.hex == "#f1f3f5")
        #expect(palette.token(named: "--surface-1")?.resolve(.dark)?.value.color.hex == "#101113")
        // The scale's properties are the scale file's tokens, not the theme's.
        #expect(palette.token(named: "--gray-12") == nil)
        #expect(palette.importNotes.filter { $0.kind == .unresolved }.isEmpty)
    }

    @Test("In one folder, and the nearer stylesheet's definition wins")
    func folderNearestWins() throws {
        let folder = try ImportTempFolder()
        try folder.write("tokens/colors/gray.css", Self.scale)
        try folder.write("tokens/color.css", Self.theme)
        // Farther (two folders apart) and later in path order: it would win if order alone decided.
        try folder.write("vendor/gray.css", ":root { --gray-12: #ff0000; }\n")
        let palettes = try importPaths([folder.root])
        let palette = try #require(palettes.first { $0.file.hasSuffix("tokens/color.css") })
        #expect(palette.token(named: "--text-1")?.resolve(.light)?.value.color.hex == "#030507")
    }

    @Test("A property the file defines keeps its own declarations; another file's are not merged in")
    func ownPropertyStaysOwn() throws {
        let folder = try ImportTempFolder()
        // `--accent` is declared by both; only the other file has a dark rule for it. `--text` needs the cascade.
        let other = try folder.write("other.css", ":root { --ink: #111111; }\n.dark { --accent: #ff0000; }\n")
        let own = try folder.write("own.css", ":root { --accent: #0000ff; --text: var(--ink); }\n")
        let palettes = try importPaths([own, other])
        let palette = try #require(palettes.first { $0.file == own })
        #expect(palette.token(named: "--text")?.resolve(.light)?.value.color.hex == "#111111")
        // Alone, own.css's `--accent` is #0000ff in every appearance; its companion does not change that.
        #expect(palette.token(named: "--accent")?.resolve(.dark)?.value.color.hex == "#0000ff")
        #expect(palette.token(named: "--accent")?.resolve(.light)?.value.color.hex == "#0000ff")
    }

    @Test("A reference left undefined inside another file is noted where that file writes it")
    func undefinedInCompanionLocated() throws {
        let folder = try ImportTempFolder()
        // Radix Themes' layout: `--yellow-indicator: var(--yellow-10)`, the scale coming from an @import.
        let scale = try folder.write(
            "yellow.css", "\n:root { --yellow-indicator: var(--yellow-10); --yellow-surface: #fefbe4cc; }\n")
        let theme = try folder.write(
            "color.css", ":root { --accent-indicator: var(--yellow-indicator); --accent-9: #ffe629; }\n")
        let palettes = try importPaths([theme, scale])
        let palette = try #require(palettes.first { $0.file == theme })
        let notes = palette.importNotes.filter { $0.kind == .unresolved }
        #expect(notes.count == 1)
        let note = try #require(notes.first)
        #expect(note.token == "--accent-indicator")
        #expect(note.location.file == scale)
        #expect(note.location.line == 2)
        // `:root { --yellow-indicator: ` is 28 characters: the var() is at column 29.
        #expect(note.location.column == 29)
    }

    @Test("Alone, the error says the references are undefined and how to fix it")
    func aloneNamesTheFix() throws {
        let folder = try ImportTempFolder()
        let theme = try folder.write("theme.css", Self.theme)
        do {
            _ = try importPaths([theme])
            Issue.record("expected an error")
        } catch let error as PaletteError {
            #expect(error.message.hasPrefix("no colour custom properties resolved: 2 var() references are defined"))
            #expect(error.message.contains("'var(--gray-0)' refers to no custom property '--gray-0'"))
            #expect(
                error.message.hasSuffix(
                    "audit the stylesheet that defines them together with this one (name both files, or their folder)"))
            // `:root { --surface-1: ` is 21 characters: the first var() is at column 22.
            #expect(error.location.line == 1)
            #expect(error.location.column == 22)
        }
    }
}
