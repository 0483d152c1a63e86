import Foundation
import Testing

/// Issue 9's design-system gate: `palettes/examples/primer-style` (a palette and the `.coloraudit.yml`
/// beside it) asks 7:1 for text in the high-contrast appearances, checks a translucent fill over two
/// canvases, and limits pairs to light and dark — all in one configuration, checked in one run.
///
/// Expected ratios by hand (WCAG 2.2: channel c/255 → ((c + 0.055)/1.055)^2.4 above 0.04045, Y =
/// 0.2126 R + 0.7152 G + 0.0722 B, ratio (Y₁ + 0.05)/(Y₂ + 0.05); a translucent fill is composited over its
/// backdrop in gamma-encoded sRGB, CSS source-over):
/// - fg-muted #59636e on #ffffff: Y 0.12174 → 1.05/0.17174 = 6.114:1 (meets 4.5 in light; fails 7 in
///   light-high-contrast); #9198a1 on #0d1117 6.497:1 (dark) and on #010409 7.051:1 (meets 7 in
///   dark-high-contrast: no finding).
/// - fg-subtle on neutral-muted #818b98 at alpha 31/255 over canvas-default / canvas-inset: light
///   #656d76 over #ffffff → fill (239.68, 240.90, 242.48) → 4.635:1 (passes 4.5), over #f6f8fa →
///   (231.78, 234.75, 238.09) → 4.376:1 (fails); dark #7d8590 with #656c76 at 51/255 over #0d1117 →
///   4.223:1 (fails), over #010409 → 4.736:1 (passes).
/// - fg-onEmphasis #ffffff on bg-emphasis #8c959f is 3.037:1 in the high-contrast appearances, but the
///   pair is limited to light and dark (14.63:1 and 9.848:1): never reported.
@Suite struct PrimerStyleTests {
    static let folder = PackagePaths.root.appendingPathComponent("palettes/examples/primer-style")

    @Test func oneConfigurationOneRunEveryRequirement() throws {
        let result = try InProcessCLI.run(["audit", Self.folder.path, "--format", "json"])
        #expect(result.status == 1)
        let json = try result.json()
        let findings = try #require(json["findings"] as? [[String: Any]])
        let errors = findings.filter { $0["rule"] as? String == "contrast-minimum" }
        func ratio(_ finding: [String: Any]) -> Double {
            let measurements = finding["measurements"] as? [String: [String: Any]]
            return measurements?["ratio"]?["value"] as? Double ?? .nan
        }
        var seen: [String: Double] = [:]
        for finding in errors {
            let tokens = (finding["tokens"] as? [String] ?? []).joined(separator: " ")
            let key = "\(finding["appearance"] as? String ?? "?") \(tokens) \(finding["backdrop"] as? String ?? "-")"
            seen[key] = ratio(finding)
        }
        #expect(seen.count == 3, "\(seen.keys.sorted())")
        let highContrast = try #require(seen["light-high-contrast fg-muted canvas-default -"])
        #expect(abs(highContrast - 6.114) < 0.001)
        let inset = try #require(seen.first { $0.key.hasPrefix("light fg-subtle") && $0.key.hasSuffix("canvas-inset") })
        #expect(abs(inset.value - 4.376) < 0.001)
        let dark = try #require(seen.first { $0.key.hasPrefix("dark fg-subtle") && $0.key.hasSuffix("canvas-default") })
        #expect(abs(dark.value - 4.223) < 0.001)
        #expect(!seen.keys.contains { $0.contains("dark-high-contrast") }, "7.051:1 meets 7:1")
        #expect(!findings.contains { ($0["tokens"] as? [String] ?? []).contains("bg-emphasis") })

        let summary = try #require(json["summary"] as? [String: Any])
        // fg-muted in 4 appearances + fg-subtle over 2 canvases in 2 + emphasis in 2.
        let checks = try #require(json["checks"] as? [[String: Any]])
        #expect(checks.count == 10, "\(summary)")
    }
}
