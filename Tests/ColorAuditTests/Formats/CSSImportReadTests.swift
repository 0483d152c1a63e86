import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// `@import`s that can be read are read (`CSSImports.expand`): a relative path as part of the
/// stylesheet, a package's stylesheet from `node_modules/` of the stylesheet's folder or a folder above
/// it, as postcss-import resolves it (its README: "local files, node modules or web_modules"). Hand-made
/// folders in the layout of a Radix Themes app (radix-ui/themes 1faff10 `tokens/colors/indigo.css`:
/// `@import '@radix-ui/colors/indigo.css'` …; the scale files as radix-ui/colors 8a03dad
/// `scripts/build-css-modules.js` writes them: `:root, .light, .light-theme { --indigo-1: … }`,
/// `.dark, .dark-theme { … }`). Expected pairs from Radix Themes' "Color" page (radix-ui/website
/// `data/themes/docs/theme/color.mdx`): steps 1–2 backgrounds, 3–5 interactive components, 6–8 borders,
/// 9–10 solid colours, 11–12 accessible text; `--accent-contrast` is the text on the solid steps.
@Suite struct CSSImportReadTests {
    /// A Radix-style 12-step scale file: `selector { --NAME-1: #… ; … }` with made-up greys (step s is
    /// #xxxxxx with xx = 250 − 20 s, so the steps differ).
    static func scale(_ name: String, selector: String, dark: Bool = false) -> String {
        var lines: [String] = []
        for step in 1...12 {
            let level = String(format: "%02x", dark ? 10 + step * 20 : 250 - step * 20)
            lines.append("  --\(name)-\(step): #\(level)\(level)\(level);")
        }
        return "\(selector) {\n" + lines.joined(separator: "\n") + "\n}\n"
    }

    static let theme: String = {
        var lines = [
            "@import '@radix-ui/colors/indigo.css';", "@import '@radix-ui/colors/indigo-dark.css';", "",
            ":root {", "  --color-background: #ffffff;", "  --accent-contrast: #ffffff;",
        ]
        for step in 1...12 { lines.append("  --accent-\(step): var(--indigo-\(step));") }
        lines += ["}", ".dark { --color-background: #111111; }", ""]
        return lines.joined(separator: "\n")
    }()

    /// (foreground, background, usage) of the formed pairs.
    func pairs(_ palette: Palette) -> Set<String> {
        let context = AuditContext(palette: palette, configuration: Configuration())
        return Set(
            context.pairs.map {
                "\($0.declaration.foreground) on \($0.declaration.background) \($0.declaration.usage.rawValue)"
            })
    }

    /// An app folder: `node_modules/@radix-ui/colors/indigo{,-dark}.css` and `src/styles/theme.css`.
    func app() throws -> (folder: ImportTempFolder, theme: String) {
        let folder = try ImportTempFolder()
        try folder.write(
            "node_modules/@radix-ui/colors/indigo.css", Self.scale("indigo", selector: ":root, .light, .light-theme"))
        try folder.write(
            "node_modules/@radix-ui/colors/indigo-dark.css",
            Self.scale("indigo", selector: ".dark, .dark-theme", dark: true))
        let theme = try folder.write("src/styles/theme.css", Self.theme)
        return (folder, theme)
    }

    @Test("A package @import is read from node_modules above the stylesheet, per appearance")
    func packageFromNodeModules() throws {
        let (folder, theme) = try app()
        // The audited folder is src/styles: node_modules lies two folders above it.
        let palette = try #require(try importPaths([folder.root + "/src/styles"]).first { $0.file == theme })
        #expect(palette.importNotes.filter { $0.kind == .unresolved }.isEmpty)
        // --indigo-11 is 250 − 11·20 = 30 = 0x1e in light, 10 + 11·20 = 230 = 0xe6 in dark.
        #expect(palette.token(named: "--accent-11")?.resolve(.light)?.value.color.hex == "#1e1e1e")
        #expect(palette.token(named: "--accent-11")?.resolve(.dark)?.value.color.hex == "#e6e6e6")
        // The package's properties serve the references; they are the package's, not this palette's tokens.
        #expect(palette.token(named: "--indigo-11") == nil)
        let found = pairs(palette)
        #expect(found.contains("--accent-11 on --color-background text"))
        #expect(found.contains("--accent-12 on --color-background text"))
        #expect(found.contains("--accent-contrast on --accent-9 text"))
        #expect(found.contains("--accent-contrast on --accent-10 text"))
        let foregrounds = Set(found.map { String($0.split(separator: " ")[0]) })
        for step in 1...10 { #expect(!foregrounds.contains("--accent-\(step)")) }
    }

    @Test("A relative @import is part of the stylesheet, under its media condition")
    func relativeWithMedia() throws {
        let folder = try ImportTempFolder()
        try folder.write("parts/light.css", ":root { --ink: #222222; --paper: #fafafa; }\n")
        try folder.write("parts/dark.css", ":root { --ink: #eeeeee; --paper: #101010; }\n")
        let sheet = try folder.write(
            "site/theme.css",
            "@import url(\"../parts/light.css\");\n@import '../parts/dark.css' (prefers-color-scheme: dark);\n"
                + ":root { --text: var(--ink); }\n")
        // Named alone: the imported files are not units of the run, so their properties are this sheet's.
        let palette = try #require(try importPaths([sheet]).first)
        let ink = try #require(palette.token(named: "--ink"))
        #expect(ink.resolve(.light)?.value.color.hex == "#222222")
        #expect(ink.resolve(.dark)?.value.color.hex == "#eeeeee")
        #expect(ink.location.file.hasSuffix("parts/light.css"))
        #expect(palette.token(named: "--text")?.resolve(.dark)?.value.color.hex == "#eeeeee")
        #expect(palette.importNotes.filter { $0.reason.contains("@import") }.isEmpty)
    }

    @Test("An @import cycle is read once; a missing package is said at its @import")
    func cycleAndMissing() throws {
        let folder = try ImportTempFolder()
        try folder.write("a.css", "@import './b.css';\n:root { --ink: var(--base); }\n")
        let b = try folder.write(
            "b.css",
            "@import './a.css';\n@import '@acme/brand/brand.css';\n:root { --base: #123456; --x: var(--brand-1); }\n")
        let palettes = try importPaths([folder.root + "/a.css"])
        let palette = try #require(palettes.first)
        #expect(palette.token(named: "--ink")?.resolve(.light)?.value.color.hex == "#123456")
        let findings = UnresolvedReferenceRule().evaluate(
            AuditContext(palette: palette, configuration: Configuration()))
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.location.file == b && finding.location.line == 2)
        #expect(finding.message.contains("no node_modules/@acme/brand/brand.css"))
        #expect(finding.tokens == ["--x"])
    }

    /// The @imports, named `file:line`, that the palette's notes say are not read.
    private func unreadImports(_ palette: Palette) -> Set<String> {
        Set(
            palette.importNotes.filter { $0.reason.hasPrefix("@import") && $0.reason.contains("is not read") }.map {
                "\(URL(fileURLWithPath: $0.location.file).lastPathComponent):\($0.location.line)"
            })
    }

    @Test("Each @import of a file that cannot be read is said, not only the first")
    func unreadableImportedTwice() throws {
        let folder = try ImportTempFolder()
        // ':root { --bad: #000000; }' with a Latin-1 'é' (0xE9) in a comment: not UTF-8.
        try folder.write("bad.css", Data(":root { /* caf".utf8) + Data([0xE9]) + Data(" */ --bad: #000000; }\n".utf8))
        try folder.write("x.css", "@import './bad.css';\n:root { --x-ink: #111111; }\n")
        try folder.write("y.css", "@import './bad.css';\n:root { --y-ink: #222222; }\n")
        let sheet = try folder.write(
            "theme.css", "@import './x.css';\n@import './y.css';\n:root { --page: #ffffff; }\n")
        let palette = try #require(try importPaths([sheet]).first)
        #expect(unreadImports(palette) == ["x.css:1", "y.css:1"])
        #expect(palette.token(named: "--bad") == nil)
        #expect(palette.token(named: "--y-ink") != nil)
    }

    @Test("A file too deep for one @import is read through a shallower one")
    func tooDeepThenShallow() throws {
        let folder = try ImportTempFolder()
        // d1.css imports d2.css … d16.css imports deep.css: d16's @import is the 17th level (more than
        // CSSImports.maximumDepth, 16), so it is not read there; theme.css's own @import of it is.
        for level in 1...16 {
            let next = level == 16 ? "deep" : "d\(level + 1)"
            try folder.write("d\(level).css", "@import './\(next).css';\n:root { --d\(level): #101010; }\n")
        }
        try folder.write("deep.css", ":root { --deep-ink: #333333; }\n")
        let sheet = try folder.write(
            "theme.css", "@import './d1.css';\n@import './deep.css';\n:root { --page: #ffffff; }\n")
        let palette = try #require(try importPaths([sheet]).first)
        #expect(palette.token(named: "--deep-ink")?.resolve(.light)?.value.color.hex == "#333333")
        #expect(palette.token(named: "--d16") != nil)
        #expect(unreadImports(palette) == ["d16.css:1"])
    }

    @Test("Where an @import leads")
    func targets() {
        #expect(
            CSSImports.target("https://fonts.example/x.css", from: "a/t.css")
                == .none(.remote))
        if case .none = CSSImports.target("//cdn.example/x.css", from: "t.css") {
        } else {
            Issue.record("protocol-relative")
        }
        if case .none = CSSImports.target("/x.css", from: "t.css") {} else { Issue.record("site root") }
        // A package's file however it is named, unless the importing stylesheet is in the same package.
        #expect(CSSImports.isInPackage("app/../node_modules/vend/vend.css", from: "app/app.css"))
        #expect(CSSImports.isInPackage("/p/node_modules/vend/b.css", from: "/p/node_modules/vend/a.css") == false)
        #expect(
            CSSImports.isInPackage("/p/node_modules/vend/node_modules/dep/x.css", from: "/p/node_modules/vend/a.css"))
        #expect(CSSImports.isInPackage("app/parts/x.css", from: "app/app.css") == false)
        #expect(CSSImports.normalized("a/b/../c/./d.css") == "a/c/d.css")
        #expect(CSSImports.normalized("../x/../y.css") == "../y.css")
    }
}
