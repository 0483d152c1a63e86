import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// An `@import` that is not read is the cause of the `var()` references it leaves unresolved: one
/// `unresolved-reference` finding at the `@import` (tester8 B13: Radix Themes' `colors/yellow.css` imports
/// `@radix-ui/colors/yellow.css` … `yellow-dark-alpha.css`, a package not in the folder, and every
/// `--accent-N: var(--yellow-N)` of `tokens/color.css` was a warning of its own). Hand-made files in Radix
/// Themes' layout (radix-ui/themes 1faff10 `packages/radix-ui-themes/src/styles/tokens/`).
@Suite struct CSSUnreadImportTests {
    static let yellow = """
        @import '@radix-ui/colors/yellow.css';
        @import '@radix-ui/colors/yellow-dark.css';
        @import '@radix-ui/colors/yellow-alpha.css';

        :root { --yellow-contrast: #21201c; --yellow-indicator: var(--yellow-10); }

        """
    static let theme = """
        @import '@radix-ui/colors/black-alpha.css';

        :root {
          --color-overlay: var(--black-a6);
          --accent-9: var(--yellow-9);
          --accent-11: var(--yellow-11);
          --accent-a3: var(--yellow-a3);
          --focus-8: var(--yellow-8);
          --typo: var(--yelow-9);
          --ink: #111111;
        }

        """

    /// The `unresolved-reference` findings of the palette read from `file`.
    private func findings(_ palettes: [Palette], _ file: String) throws -> [Finding] {
        let palette = try #require(palettes.first { $0.file == file })
        return UnresolvedReferenceRule().evaluate(AuditContext(palette: palette, configuration: Configuration()))
    }

    @Test("One finding per unread @import family, at the @import, naming what it leaves unaudited")
    func oneFindingPerImport() throws {
        let folder = try ImportTempFolder()
        let scale = try folder.write("tokens/colors/yellow.css", Self.yellow)
        let theme = try folder.write("tokens/color.css", Self.theme)
        let palettes = try importPaths([folder.root])
        let found = try findings(palettes, theme)
        // color.css: its own black-alpha import (1 reference), yellow.css's three yellow imports as one
        // cause (4 references; said in color.css, at --accent-9 on line 5: the @import is yellow.css's to
        // report), and the typo, which no import explains, on its own.
        #expect(found.count == 3)
        let black = try #require(found.first { $0.location.file == theme && $0.location.line == 1 })
        #expect(black.tokens == ["--color-overlay"])
        #expect(black.message.contains("@import '@radix-ui/colors/black-alpha.css'"))
        #expect(black.message.contains("--black-a6"))
        let yellowCause = try #require(found.first { $0.message.hasPrefix("@import '@radix-ui/colors/yellow.css'") })
        #expect(yellowCause.location.file == theme && yellowCause.location.line == 5)
        #expect(yellowCause.message.contains("of \(scale) (line 1)"))
        #expect(Set(yellowCause.tokens) == ["--accent-9", "--accent-11", "--accent-a3", "--focus-8"])
        #expect(yellowCause.message.contains("2 more @imports of 'yellow' on lines 2, 3"))
        #expect(yellowCause.message.contains("4 var() references"))
        #expect(yellowCause.message.contains("node_modules"))
        let typo = try #require(found.first { $0.tokens == ["--typo"] })
        #expect(typo.message.contains("refers to no custom property '--yelow-9'"))
        #expect(typo.location.line == 9)
        // Every reference is still listed (coloraudit tokens, --full), with its cause.
        let palette = try #require(palettes.first { $0.file == theme })
        let explained = palette.importNotes.filter { $0.kind == .unresolved && $0.token != nil && $0.cause != nil }
        #expect(explained.count == 5)
    }

    @Test("An unread @import is reported once, in the palette of the stylesheet that writes it")
    func reportedInItsOwnPalette() throws {
        let folder = try ImportTempFolder()
        let a = try folder.write(
            "a.css", "@import '@radix-ui/colors/yellow.css';\n:root { --warn: var(--yellow-9); --page: #ffffff; }\n")
        let b = try folder.write("b.css", "\n:root { --caution: var(--yellow-11); --surface: #ffffff; }\n")
        let palettes = try importPaths([folder.root])
        let inA = try findings(palettes, a)
        let inB = try findings(palettes, b)
        // a.css: its @import, explaining --warn.
        #expect(inA.map { "\($0.location.file):\($0.location.line) \($0.tokens)" } == ["\(a):1 [\"--warn\"]"])
        // b.css: the reference a.css's @import explains, said at b.css's own line 2, naming that @import.
        let caution = try #require(inB.first)
        #expect(inB.count == 1)
        #expect(caution.location.file == b && caution.location.line == 2)
        #expect(caution.tokens == ["--caution"])
        #expect(caution.message.hasPrefix("@import '@radix-ui/colors/yellow.css' of \(a) (line 1) is not read"))
        #expect((inA + inB).filter { $0.location.file == a }.count == 1)
    }

    @Test("The advice fits the kind of file the @import names")
    func adviceByKind() throws {
        let folder = try ImportTempFolder()
        let references = "\n:root { --ink: var(--brand-9); --paper: #ffffff; }\n"
        // Each stylesheet in a folder of its own, read alone: one @import of a 'brand' file, not read.
        let cases: [(file: String, import: String, says: String, advice: String)] = [
            ("missing/theme.css", "./brand.css", "no file", "correct the path the @import names"),
            ("remote/theme.css", "https://cdn.example/brand.css", "a remote stylesheet", "a local copy"),
            ("latin1/theme.css", "./brand.css", "cannot be read as a UTF-8 stylesheet", "as UTF-8 text"),
            ("package/theme.css", "@acme/brand.css", "a package that is not installed", "node_modules/"),
        ]
        // latin1/brand.css: '/* Café */' in ISO 8859-1 (é = 0xE9), not UTF-8.
        try folder.write("latin1/brand.css", Data("/* Caf".utf8) + Data([0xE9]) + Data(" */\n".utf8))
        for (file, target, says, advice) in cases {
            let sheet = try folder.write(file, "@import '\(target)';" + references)
            let found = try findings(try importPaths([sheet]), sheet)
            #expect(found.count == 1, "\(file)")
            let message = found.first?.message ?? ""
            #expect(message.contains(says), "\(file): \(message)")
            #expect(message.contains("to audit them, ") && message.contains(advice), "\(file): \(message)")
            // Only a package is installed in node_modules/.
            #expect(message.contains("node_modules") == (target == "@acme/brand.css"), "\(file): \(message)")
        }
    }

    @Test("An unread @import that explains nothing stays a skipped entry, not a warning")
    func importExplainingNothing() throws {
        let folder = try ImportTempFolder()
        let sheet = try folder.write(
            "theme.css", "@import 'https://fonts.example/inter.css';\n:root { --ink: #111111; --paper: #ffffff; }\n")
        let palettes = try importPaths([sheet])
        #expect(try findings(palettes, sheet).isEmpty)
        let palette = try #require(palettes.first)
        let skipped = palette.importNotes.filter { $0.kind == .skipped && $0.reason.contains("@import") }
        #expect(skipped.count == 1)
    }

    @Test("The file name's first word is the family it explains")
    func family() {
        #expect(CSSImports.family(of: "@radix-ui/colors/yellow-dark-alpha.css") == "yellow")
        #expect(CSSImports.family(of: "./brand.css") == "brand")
        let unread = CSSImports.Unread(
            specifier: "@radix-ui/colors/black-alpha.css", location: SourceLocation(file: "a.css"), isExternal: false)
        #expect(unread.explains("--black-a6"))
        #expect(unread.explains("--blackish") == false)
        #expect(unread.explains("--white-a6") == false)
        // The index the grouping looks names up in holds the same families `explains` accepts.
        #expect(CSSImports.families(defining: "--Black-a6") == ["black", "black-a6"])
        #expect(CSSImports.families(defining: "black-a6").isEmpty)
    }
}
