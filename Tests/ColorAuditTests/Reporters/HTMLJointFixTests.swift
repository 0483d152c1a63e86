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
}
