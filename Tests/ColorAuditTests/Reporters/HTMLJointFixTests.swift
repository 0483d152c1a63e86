import Foundation
import Testing

/// The HTML report's "Fix first" gives one value per colour and appearance: the value `fix` writes (the
/// palette's joint repair), not each finding's own suggestion (the tester's rough edge 4: Pico's
/// `--pico-form-element-border-color` got `#636b7c` in one pair and `#5f6778` in another).
@Suite("HTML Fix first: the joint values")
struct HTMLJointFixTests {
    @Test func oneValuePerColour() throws {
        // Two grey captions on two white surfaces: each caption's pairs share one value to write.
        let folder = try ImportTempFolder()
        _ = try folder.write(
            "p.yaml",
            """
            colors:
              caption: { value: "#777777", role: text }
              hint: { value: "#7a7a7a", role: text }
              page: { value: "#ffffff", role: background }
              card: { value: "#fefefe", role: background }

            """)
        let directory = URL(fileURLWithPath: folder.root)
        _ = try CLIRunner.run(["audit", "p.yaml", "--format", "html", "-o", "r.html"], directory: directory)
        let html = try String(contentsOfFile: folder.root + "/r.html", encoding: .utf8)
        let section = try #require(html.range(of: "Fix first").map { String(html[$0.lowerBound...]) })
        let fix = try CLIRunner.run(["fix", "--dry-run", "p.yaml"], directory: directory)
        // Every value "Fix first" offers for caption is the one fix writes for it.
        let written = try #require(
            fix.stdout.split(separator: "\n").first { $0.hasPrefix("+  caption:") }.flatMap {
                $0.split(separator: "\"").dropFirst().first.map(String.init)
            })
        let offered = section.components(separatedBy: "<strong>caption</strong>: <code>#777777</code>").dropFirst().map
        {
            $0.components(separatedBy: "<code class=\"copy\">").dropFirst().first?.prefix(7) ?? ""
        }
        #expect(!offered.isEmpty)
        #expect(Set(offered.map(String.init)) == [written])
        #expect(section.contains("the value fix writes"))
    }

    /// An entry is titled by the colour its fix changes. White text is fixed (`fixed:`), on Chakra's
    /// green.600 #38a169 it is 3.24:1 (WCAG relative luminance 1 against 0.2739: 1.05/0.3239), so only
    /// the fill can move (darker, to reach 4.5:1): the entry is the fill's, its pair naming the label.
    @Test func anEntryIsTitledByTheColourItsFixChanges() throws {
        let folder = try ImportTempFolder()
        _ = try folder.write(
            "p.yaml",
            """
            fixed: [label]
            colors:
              label: { value: "#ffffff", role: text }
              fill: { value: "#38a169", role: background }

            """)
        let directory = URL(fileURLWithPath: folder.root)
        _ = try CLIRunner.run(["audit", "p.yaml", "--format", "html", "-o", "r.html"], directory: directory)
        let html = try String(contentsOfFile: folder.root + "/r.html", encoding: .utf8)
        let section = try #require(html.range(of: "Fix first").map { String(html[$0.lowerBound...]) })
        #expect(section.contains("<strong>fill</strong> <span class=\"muted\">fails in the one pair that uses it"))
        #expect(!section.contains("<strong>label</strong> <span class=\"muted\">fails in"))
        #expect(section.contains("<strong>label</strong> on <strong>fill</strong>"))
        #expect(section.contains("background <strong>fill</strong>: <code>#38a169</code> →"))
    }

    /// Above `jointRepairLimit` failing pairs in a palette "Fix first" plans no repair (its cost grows with
    /// the failing pairs: 45 s release at 91,902) and says so; each pair shows its own suggestion. 46 text
    /// greys #777777…#a4a4a4 on 44 near-white backgrounds #ffffff…#d4d4d4: every pair fails 4.5:1, since
    /// the darkest text on the lightest background, #777777 on white, is 4.48:1 (WCAG 2.2 relative
    /// luminance 0.18447: 1.05/0.23447) — 2,024 failing pairs, over the limit of 2,000.
    @Test func aPaletteOverTheLimitShowsEachPairsOwnSuggestion() throws {
        var yaml = "colors:\n"
        for level in 0x77...0xa4 { yaml += "  text\(level): { value: \"#\(hex(level))\", role: text }\n" }
        for level in 0xd4...0xff { yaml += "  surface\(level): { value: \"#\(hex(level))\", role: background }\n" }
        let folder = try ImportTempFolder()
        _ = try folder.write("p.yaml", yaml)
        let directory = URL(fileURLWithPath: folder.root)
        _ = try CLIRunner.run(["audit", "p.yaml", "--format", "html", "-o", "r.html"], directory: directory)
        let html = try String(contentsOfFile: folder.root + "/r.html", encoding: .utf8)
        let section = try #require(html.range(of: "Fix first").map { String(html[$0.lowerBound...]) })
        #expect(section.contains("more than 2000 failing pairs, more than this report plans one repair for"))
        #expect(!section.contains("the value fix writes"))
        #expect(section.contains("<code class=\"copy\">"))
    }

    private func hex(_ level: Int) -> String {
        let byte = String(level, radix: 16)
        return byte + byte + byte
    }
}
