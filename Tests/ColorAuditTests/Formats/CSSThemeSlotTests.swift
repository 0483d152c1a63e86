import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// A theme that a stylesheet's selectors serve in several slots is judged once, under its own name.
///
/// The file is shaped as Primer's built theme CSS (`@primer/primitives` `dist/css/functional/themes/
/// dark.css`): the dark theme's rule names the dark slot (`[data-color-mode=dark][data-dark-theme=dark]`)
/// and the light slot (`[data-color-mode=light][data-light-theme=dark]`, a user who picks the dark theme
/// for day time), and is repeated under `@media (prefers-color-scheme: …)` for `data-color-mode=auto`.
/// Every one of these holds the dark theme's values; none is a light theme.
@Suite struct CSSThemeSlotTests {
    static func primerShaped(theme: String, values: String) -> String {
        """
        [data-color-mode=dark][data-dark-theme=\(theme)], [data-color-mode=light][data-light-theme=\(theme)] {
          \(values)
        }
        @media (prefers-color-scheme: light) { [data-color-mode=auto][data-light-theme=\(theme)] {
          \(values)
        }}
        @media (prefers-color-scheme: dark) { [data-color-mode=auto][data-dark-theme=\(theme)] {
          \(values)
        }}
        """
    }

    static let darkValues = "--fgColor-default: #f0f6fc; --fgColor-muted: #9198a1; --bgColor-default: #0d1117;"

    @Test func theDarkThemeIsJudgedOnceAsDark() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write("dark.css", Self.primerShaped(theme: "dark", values: Self.darkValues))
        let palette = try #require(try importPaths([path]).first)
        #expect(palette.appearances == [.dark])
        let token = try #require(palette.tokens.first { $0.name == "--fgColor-default" })
        #expect(token.values.keys.sorted() == [.dark])
        var auditor = Auditor()
        auditor.recordsChecks = true
        let checks = try #require(auditor.audit(palette).checks)
        let pairs = checks.map { "\($0.appearance.rawValue) \($0.tokens.joined(separator: " on "))" }
        #expect(pairs.count == Set(pairs).count, "each pair judged once: \(pairs)")
        #expect(checks.allSatisfy { $0.appearance == .dark })
        #expect(checks.count == 2, "fgColor-default and fgColor-muted on bgColor-default")
        // The slot the dark theme also serves is listed, at its rule (line 4).
        let slots = palette.importNotes.filter { $0.reason.contains("slot") }
        #expect(slots.map(\.location.line) == [4])
        #expect(slots.first?.reason.contains("serves the light slot with the theme dark: judged once, as dark") == true)
    }

    @Test func theDimmedThemeIsItsOwnAppearance() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "dark_dimmed.css", Self.primerShaped(theme: "dark_dimmed", values: Self.darkValues))
        let palette = try #require(try importPaths([path]).first)
        #expect(palette.appearances.map(\.rawValue) == ["dark-dimmed"])
    }

    @Test func theLightThemeServingTheDarkSlotStaysLight() throws {
        let folder = try ImportTempFolder()
        let values = "--fgColor-default: #1f2328; --bgColor-default: #ffffff;"
        let path = try folder.write("light.css", Self.primerShaped(theme: "light", values: values))
        let palette = try #require(try importPaths([path]).first)
        #expect(palette.appearances == [.light])
    }
}
