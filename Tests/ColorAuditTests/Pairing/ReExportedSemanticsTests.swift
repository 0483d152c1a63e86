import Testing

@testable import ColorAudit

/// A semantic colour that a layer of component colours re-exports (`PostImport.reExportedSemantics`) is
/// drawn directly and keeps its role; an input aliased with another role, or in one appearance only,
/// stays a primitive. The stylesheets are written for this test in the shape the rule describes (a
/// documentation theme's base text and page colours behind its buttons', blocks' and ads' colours).
@Suite struct ReExportedSemanticsTests {
    func formed(_ css: String) throws -> (roles: [String: Role], pairs: Set<String>) {
        let folder = try ImportTempFolder()
        let path = try folder.write("vars.css", css)
        let palette = try #require(try importPaths([path]).first)
        var roles: [String: Role] = [:]
        for token in palette.tokens { roles[token.name] = token.role }
        let context = AuditContext(palette: palette, configuration: Configuration())
        let pairs = Set(context.pairs.map { "\($0.declaration.foreground) on \($0.declaration.background)" })
        return (roles, pairs)
    }

    /// Text and page colours that component colours alias with the same role (or none: the ads' link
    /// colour says nothing) are drawn: the base text is paired on the page.
    @Test func aReExportedSemanticColourIsPaired() throws {
        let (roles, pairs) = try formed(
            """
            :root {
              --x-c-bg: #ffffff;
              --x-c-text-1: #3c3c43;
              --x-button-alt-text: var(--x-c-text-1);
              --x-block-info-text: var(--x-c-text-1);
              --x-ads-poweredby-color: var(--x-c-text-1);
              --x-nav-bg-color: var(--x-c-bg);
            }
            .dark {
              --x-c-bg: #1b1b1f;
              --x-c-text-1: #dfdfd6;
            }
            """)
        #expect(roles["--x-c-text-1"] == .text)
        #expect(roles["--x-c-bg"] == .background)
        #expect(pairs.contains("--x-c-text-1 on --x-c-bg"))
    }

    /// An input aliased by a background and by a text (Compound's `color.theme.bg`, behind
    /// `color.bg.canvas.default` and `color.text.on-solid.primary`) is no colour drawn as such.
    @Test func anInputAliasedWithTwoRolesStaysAPrimitive() throws {
        let (roles, pairs) = try formed(
            """
            :root {
              --theme-bg: #ffffff;
              --theme-text: #1b1d22;
              --bg-canvas-default: var(--theme-bg);
              --text-on-solid-primary: var(--theme-bg);
              --text-primary: var(--theme-text);
            }
            """)
        #expect(roles["--theme-bg"] == nil)
        #expect(!pairs.contains { $0.contains("--theme-bg") })
        #expect(pairs.contains("--text-primary on --bg-canvas-default"))
    }

    /// A light source aliased in light only (typedoc's `--light-color-background` behind
    /// `--color-background`, which dark points at `--dark-color-background`) stays a primitive.
    @Test func anAppearanceSourceStaysAPrimitive() throws {
        let (roles, _) = try formed(
            """
            :root {
              --light-color-background: #f2f4f8;
              --dark-color-background: #2b2e33;
              --light-color-text: #222222;
              --dark-color-text: #f5f5f5;
              --color-background: var(--light-color-background);
              --color-text: var(--light-color-text);
            }
            @media (prefers-color-scheme: dark) {
              :root {
                --color-background: var(--dark-color-background);
                --color-text: var(--dark-color-text);
              }
            }
            """)
        #expect(roles["--light-color-background"] == nil)
        #expect(roles["--light-color-text"] == nil)
        #expect(roles["--color-text"] == .text)
    }
}

extension ReExportedSemanticsTests {
    /// Steps of a long numbered run (more than `ScaleSteps.maximumLevels`: here 1 … 8) that semantic
    /// colours alias stay inputs, while three numbered text levels behind components are drawn.
    @Test func aLongNumberedRunStaysInputsLevelsAreDrawn() throws {
        let steps = (1...8).map { "  --x-accent-\($0): #\(String(repeating: String($0), count: 6));" }
        let (roles, _) = try formed(
            """
            :root {
            \(steps.joined(separator: "\n"))
              --x-accent-text: var(--x-accent-8);
              --x-accent-link: var(--x-accent-7);
              --x-c-text-1: #222222;
              --x-c-text-2: #444444;
              --x-c-text-3: #666666;
              --x-c-bg: #ffffff;
              --x-button-text: var(--x-c-text-2);
            }
            """)
        #expect(roles["--x-accent-8"] == nil)
        #expect(roles["--x-accent-7"] == nil)
        #expect(roles["--x-c-text-2"] == .text)
    }
}
