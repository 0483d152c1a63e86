import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Which selectors name a theme (`SelectorScan`): only a compound that can match the document's root,
/// never a descendant's class, and never what `:not()` holds. The stylesheets are hand-made in the
/// conventions of real design systems (Radix Themes `tokens/colors/gray.css`; Shoelace
/// `src/themes/light.css` and `dark.css`; Pico CSS `scss/themes/default`), with values chosen here.
@Suite struct CSSThemeSelectorTests {
    func palette(_ css: String, name: String = "theme.css") throws -> Palette {
        let folder = try ImportTempFolder()
        let path = try folder.write(name, css)
        return try #require(try importPaths([path]).first)
    }

    func hex(_ palette: Palette, _ token: String, _ appearance: Appearance) -> String? {
        palette.token(named: token)?.values[appearance]?.color.hex
    }

    @Test("Radix Themes: ':root, .light, .light-theme' is light, '.dark, .dark-theme' dark")
    func radixThemes() throws {
        let palette = try self.palette(
            """
            :root {
              --gray-contrast: white;
            }
            :root,
            .light,
            .light-theme {
              --gray-surface: #ffffffcc;
            }
            .dark,
            .dark-theme {
              --gray-surface: #21212180;
            }
            """)
        // #ffffffcc: white at alpha 0xcc/255; #21212180: #212121 at alpha 0x80/255.
        #expect(hex(palette, "--gray-surface", .light) == "#ffffff")
        #expect(abs((palette.token(named: "--gray-surface")?.values[.light]?.color.alpha ?? 0) - 0xcc / 255.0) < 1e-9)
        #expect(hex(palette, "--gray-surface", .dark) == "#212121")
        #expect(abs((palette.token(named: "--gray-surface")?.values[.dark]?.color.alpha ?? 0) - 0x80 / 255.0) < 1e-9)
        #expect(palette.token(named: "--gray-surface")?.values[.any] == nil)
        // ':root' alone is the base of every appearance.
        #expect(palette.token(named: "--gray-contrast")?.isUniform == true)
    }

    @Test("Shoelace: ':root, :host, .sl-theme-light' and ':host, .sl-theme-dark'")
    func shoelace() throws {
        let palette = try self.palette(
            """
            :root,
            :host,
            .sl-theme-light {
              --sl-color-neutral-0: #ffffff;
              --sl-color-neutral-900: #18181b;
            }
            :host,
            .sl-theme-dark {
              --sl-color-neutral-0: #1a1a1e;
              --sl-color-neutral-900: #f4f4f5;
            }
            """)
        #expect(palette.appearances == [.light, .dark])
        #expect(hex(palette, "--sl-color-neutral-0", .light) == "#ffffff")
        #expect(hex(palette, "--sl-color-neutral-0", .dark) == "#1a1a1e")
        #expect(hex(palette, "--sl-color-neutral-900", .dark) == "#f4f4f5")
    }

    @Test("Pico: [data-theme] attributes, :root:not(…) as root, the dark media query's :root:not([data-theme])")
    func pico() throws {
        let palette = try self.palette(
            """
            :root:not([data-theme=dark]),
            [data-theme=light] {
              --pico-background-color: #fff;
              --pico-color: #373c44;
            }
            @media only screen and (prefers-color-scheme: dark) {
              :root:not([data-theme]) {
                --pico-background-color: #13171f;
                --pico-color: #c2c7d0;
              }
            }
            [data-theme=dark] {
              --pico-background-color: #13171f;
              --pico-color: #c2c7d0;
            }
            """)
        #expect(palette.appearances == [.light, .dark])
        #expect(hex(palette, "--pico-background-color", .light) == "#ffffff")
        #expect(hex(palette, "--pico-background-color", .dark) == "#13171f")
        #expect(hex(palette, "--pico-color", .dark) == "#c2c7d0")
        // Nothing was dropped as a contradicting theme.
        #expect(palette.importNotes.filter { $0.reason.contains("slot") }.isEmpty)
    }

    @Test("':root:not([data-theme=light])' inside the dark media query is the dark root")
    func negatedRootInsideDarkMedia() throws {
        let palette = try self.palette(
            """
            :root { --bg: #ffffff; --fg: #222222; }
            @media (prefers-color-scheme: dark) {
              :root:not([data-theme=light]) { --bg: #101010; }
            }
            @media (prefers-color-scheme: dark) and (prefers-contrast: more) {
              :root:not([data-theme=light]) { --fg: #ffffff; }
            }
            """)
        #expect(hex(palette, "--bg", .any) == "#ffffff")
        #expect(hex(palette, "--bg", .dark) == "#101010")
        #expect(hex(palette, "--fg", .darkHighContrast) == "#ffffff")
        // ':root:not(.light)' outside any condition is the root: the base.
        let negated = try self.palette(":root:not(.light) { --bg: #fafafa; }")
        #expect(negated.token(named: "--bg")?.isUniform == true)
    }

    @Test("A descendant's class and other elements' classes name no theme")
    func componentClasses() throws {
        let palette = try self.palette(
            """
            :root { --text: #111111; --surface: #ffffff; }
            .card .dark-text { --text: #000000; }
            div.dark { --surface: #000000; }
            """)
        // Neither rule is a theme: no 'dark-text' or dark appearance, and the root values stand.
        #expect(palette.appearances == [.any])
        #expect(hex(palette, "--text", .any) == "#111111")
        #expect(hex(palette, "--surface", .any) == "#ffffff")
        #expect(palette.importNotes.filter { $0.reason.contains("neither a theme nor a root selector") }.count == 2)
    }

    @Test("Theme classes on the root element, and as an ancestor of the rule's subject")
    func rootCompounds() throws {
        let palette = try self.palette(
            """
            :root { --bg: #ffffff; --fg: #111111; --link: #0055cc; }
            html.theme-dark { --bg: #0b0b0b; }
            :root.dark { --fg: #eeeeee; }
            .dark .prose { --link: #88bbff; }
            """)
        #expect(hex(palette, "--bg", .dark) == "#0b0b0b")
        #expect(hex(palette, "--fg", .dark) == "#eeeeee")
        #expect(hex(palette, "--link", .dark) == "#88bbff")
    }

    /// Bulma's selectors (hand-made, values chosen here): its themes are `:root`, `@media
    /// (prefers-color-scheme: dark) { :root }` and `[data-theme=dark], .theme-dark`
    /// (bulma.io/documentation/features/dark-mode, "This is how Bulma defines its dark theme"); its
    /// `.is-$color` classes are "modifiers" giving "elements and components … color variations"
    /// (bulma.io/documentation/overview/colors), and `.has-text-*`, `.has-background-*` colour helpers.
    /// Only the themes give the dark appearance its values: `.button.is-dark`, `.notification.is-light`
    /// and `.has-background-dark` are components' rules, not themes.
    @Test("Component modifiers (.button.is-dark, .has-background-dark) are no themes; Bulma's themes are")
    func componentModifiersAreNoThemes() throws {
        let palette = try self.palette(
            """
            :root { --x-scheme-main: #ffffff; --x-text: #4a4a4a; --x-button-bg: #ffffff; }
            @media (prefers-color-scheme: dark) { :root { --x-scheme-main: #14161a; --x-text: #b5b5b5; } }
            [data-theme=dark], .theme-dark { --x-scheme-main: #14161a; --x-text: #b5b5b5; }
            .button.is-dark { --x-button-bg: #363636; }
            .notification.is-light { --x-notification-bg: #f5f5f5; }
            .tag.is-dark { --x-tag-bg: #363636; }
            .has-background-dark { --x-helper-bg: #363636; }
            """)
        #expect(palette.appearances == [.light, .dark])
        #expect(hex(palette, "--x-scheme-main", .dark) == "#14161a")
        #expect(hex(palette, "--x-text", .dark) == "#b5b5b5")
        // The button's modifier gives no theme a value: the root's stands in every appearance.
        #expect(palette.token(named: "--x-button-bg")?.isUniform == true)
        #expect(hex(palette, "--x-button-bg", .any) == "#ffffff")
        // Properties only a modifier sets keep its value, as any unmapped rule's, in no theme of their own.
        #expect(palette.token(named: "--x-notification-bg")?.isUniform == true)
        #expect(palette.token(named: "--x-tag-bg")?.isUniform == true)
        #expect(palette.token(named: "--x-helper-bg")?.isUniform == true)
    }

    @Test("Selector scans")
    func scans() throws {
        func scan(_ text: String) throws -> SelectorScan {
            let items = try CSSParser.parse(text + " {}")
            guard case .rule(let rule)? = items.first else {
                Issue.record("no rule in \(text)")
                return SelectorScan([])
            }
            return SelectorScan(rule.prelude)
        }
        #expect(try scan(":root:not(.light)").isRoot)
        #expect(try scan(":root:not(.light)").appearance == nil)
        #expect(try scan(":where(:root)").isRoot)
        #expect(try scan("html").isRoot)
        #expect(try scan("html.dark").appearance == .dark)
        #expect(try scan("html.dark").isRoot == false)
        #expect(try scan(".radix-themes:where(.dark, .dark-theme)").appearance == .dark)
        #expect(try scan(":is(.dark, .dark-theme) :where(.radix-themes:not(.light, .light-theme))").appearance == .dark)
        #expect(try scan(".card .dark-text").appearance == nil)
        #expect(try scan(".card > .theme-dark").appearance == nil)
        #expect(try scan("button.dark").appearance == nil)
        #expect(try scan("#app.dark").appearance == nil)
        #expect(try scan("[data-theme='dark']").appearance == .dark)
        #expect(try scan(":host(.sl-theme-dark)").appearance == .dark)
        #expect(try scan("[data-color-mode=light][data-light-theme=dark]").appearance == .dark)
        // A component's modifier or variant (Bulma's `.is-$color`, its `.has-*` helpers) names no theme;
        // a class or attribute that says it is one does, on a component too.
        #expect(try scan(".button.is-dark").appearance == nil)
        #expect(try scan(".notification.is-light").appearance == nil)
        #expect(try scan(".tag.is-dark").appearance == nil)
        #expect(try scan(".is-dark").appearance == nil)
        #expect(try scan(".has-background-dark").appearance == nil)
        #expect(try scan(".has-text-light").appearance == nil)
        #expect(try scan(".card.dark").appearance == nil)
        #expect(try scan(".button.is-dark .icon").appearance == nil)
        #expect(try scan(".section.theme-dark").appearance == .dark)
        #expect(try scan(".navbar[data-theme=dark]").appearance == .dark)
        #expect(try scan(".theme-dark .button.is-light").appearance == .dark)
        #expect(try scan("html.dark.is-clipped").appearance == .dark)
        #expect(try scan(".radix-themes.dark").appearance == .dark)
        #expect(try scan(".dark").appearance == .dark)
        #expect(try scan(".theme-dark").appearance == .dark)
        // A high-contrast class beside a scheme class raises that scheme, in either order; alone it is
        // light high contrast (the type's rule). So `.dark.high-contrast` no longer takes `.dark`'s slot.
        #expect(try scan(".dark.high-contrast").appearance == .darkHighContrast)
        #expect(try scan(".high-contrast.dark").appearance == .darkHighContrast)
        #expect(try scan(".light.high-contrast").appearance == .lightHighContrast)
        #expect(try scan(".high-contrast").appearance == .lightHighContrast)
        #expect(try scan(".button.dark.high-contrast").appearance == nil)
    }
}
