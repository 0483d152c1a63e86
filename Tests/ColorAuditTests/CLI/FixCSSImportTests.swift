import Foundation
import Testing

@testable import ColorAudit

/// `coloraudit audit` and `fix` on stylesheets whose `@import`s read other files (`CSSImports.expand`):
/// a file is audited, and so repaired, by one palette at most, and never when it is a package's or the
/// configuration leaves it out. #999999 on white is 2.85:1, #767676 (the lightest grey reaching 4.5:1)
/// 4.54:1 and #777777 4.48:1 (WCAG relative luminance; `PaletteRepairTests.greyOnWhite`).
@Suite("coloraudit fix: the files a stylesheet's @imports read")
struct FixCSSImportTests: FixCommandRuns {
    /// The files of the findings of an `audit --format json` result, each as often as it is reported.
    func findingFiles(_ result: CLIRunner.Result) throws -> [String] {
        let findings = try cast(try result.json()["findings"], "findings", as: [[String: Any]].self)
        return findings.compactMap { ($0["location"] as? [String: Any])?["file"] as? String }
    }

    @Test("A package's file and an excluded file serve var() references; they are not audited nor written")
    func packageAndExcludedFiles() throws {
        let folder = try ImportTempFolder()
        try folder.write(".coloraudit.yml", "exclude: [\"vendor/**\"]\n")
        let vend = ":root { --vend-gray: #999999; --vend-bg: #ffffff; --vend-text: #aaaaaa; }\n"
        let lib = ":root { --lib-gray: #767676; --lib-text: #cccccc; --lib-bg: #ffffff; }\n"
        let vendPath = try folder.write("node_modules/vend/vend.css", vend)
        let libPath = try folder.write("vendor/lib.css", lib)
        // Both written as relative paths: the package's by its node_modules/ folder, the other excluded.
        try folder.write(
            "app/app.css",
            """
            @import "../node_modules/vend/vend.css";
            @import "../vendor/lib.css";
            :root { --text: var(--vend-gray); --page: #ffffff; --muted: var(--lib-gray); }

            """)
        let run = try runFix("app/app.css", in: folder, written: [vendPath: vend, libPath: lib])
        #expect(run.after[vendPath] == vend)
        #expect(run.after[libPath] == lib)
        #expect(!run.dry.stdout.contains("node_modules/vend/vend.css:"), "\(run.dry.stdout)")
        #expect(!run.dry.stdout.contains("vendor/lib.css:"), "\(run.dry.stdout)")
        // Their own pairs (--vend-text on --vend-bg, 2.32:1; --lib-text on --lib-bg, 1.61:1) are not the
        // app's findings; the app's colours are, read through the references.
        let files = try findingFiles(run.audit)
        #expect(files.allSatisfy { $0 == "app/app.css" }, "\(files)")
        let loaded = try PaletteLoader(filter: PathFilter(exclude: [try Glob("vendor/**")], base: folder.root))
            .load([folder.root + "/app/app.css"])
        let names = Set(try #require(loaded.palettes.first).tokens.map(\.name))
        #expect(names == ["--text", "--page", "--muted"])
    }

    @Test("A stylesheet two stylesheets import is audited once, by the first, and repaired with one value")
    func sharedImport() throws {
        let folder = try ImportTempFolder()
        let base = ":root { --base-text: #999999; --base-page: #ffffff; }\n"
        let basePath = try folder.write("shared/base.css", base)
        let a = try folder.write("a.css", "@import './shared/base.css';\n:root { --a-accent: #0a58ca; }\n")
        let b = try folder.write(
            "b.css", "@import './shared/base.css';\n:root { --b-accent: #6a1b9a; --b-page: #f0f0f0; }\n")
        // a.css, first in the run, has base.css's colours as its own; for b.css they only serve references.
        let palettes = try importPaths([a, b])
        let first = try #require(palettes.first { $0.file == a })
        let second = try #require(palettes.first { $0.file == b })
        #expect(first.token(named: "--base-text") != nil && first.token(named: "--base-page") != nil)
        #expect(Set(second.tokens.map(\.name)) == ["--b-accent", "--b-page"])
        let directory = URL(fileURLWithPath: folder.root)
        let audit = try CLIRunner.run(["audit", "--format", "json", "a.css", "b.css"], directory: directory)
        let findings = try cast(try audit.json()["findings"], "findings", as: [[String: Any]].self)
        let fingerprints = findings.compactMap { $0["fingerprint"] as? String }
        #expect(fingerprints.count == findings.count && Set(fingerprints).count == fingerprints.count)
        // --base-text on --base-page (2.85:1), once.
        #expect(try findingFiles(audit).filter { $0 == "shared/base.css" }.count == 1)
        let fixed = try CLIRunner.run(["fix", "a.css", "b.css"], directory: directory)
        #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
        #expect(
            try String(contentsOfFile: basePath, encoding: .utf8)
                == base.replacingOccurrences(of: "#999999", with: "#767676"))
    }
}
