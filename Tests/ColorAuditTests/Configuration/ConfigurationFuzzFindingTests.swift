import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// FuzzConfiguration, 2026-12-06: a timeout (past the 60 s wall-clock limit per input) on its own seed
/// `themes.yml`, kept as `Fuzz/FuzzConfiguration-timeout-65bb8521.yml`. The target read it as `fuzz.yml` in
/// libFuzzer's working folder, `Fuzz/.build`, whose 16,000 files (corpora, build products) the `**` pattern
/// walked: 2.8 s of CPU in the fuzz build, more than 60 s of wall time at nice 19 under a load of 22; read in
/// the repository's root it takes 0.23 s. Not a hang: the target now reads it in a scratch folder holding
/// only the files its seeds name. What it must mean wherever it is read: the themes' files are the ones
/// its patterns name (listed by hand from the Primer fixture's tree), whatever else the folder holds.
@Suite struct ConfigurationFuzzFindingTests {
    @Test func themesSeedMatchesItsFilesBesideAFuzzerCorpus() throws {
        let folder = try ImportTempFolder()
        let tokens = "Tests/ColorAuditTests/Fixtures/Primer/src/tokens/"
        for file in [
            "base/color/dark/dark.dimmed.json5", "base/color/dark/dark.high-contrast.json5",
            "base/color/dark/dark.json5", "base/color/light/light.high-contrast.json5",
            "base/color/light/light.json5", "functional/color/bgColor.json5", "functional/color/fgColor.json5",
            "removed/removed.json5",
        ] {
            try folder.write(tokens + file, "{}")
        }
        // A corpus beside them, as in Fuzz/.build: none of its files is a theme's.
        for index in 0..<500 { try folder.write("corpus/FuzzConfiguration/\(index)", "dark") }
        let data = try Fixture.data("Fuzz/FuzzConfiguration-timeout-65bb8521.yml")
        let file = try ConfigurationFile.parse(data, path: folder.root + "/fuzz.yml")
        #expect(file.themes.map(\.name) == ["light", "midnight"])
        let light = try #require(file.themes.first)
        let midnight = try #require(file.themes.last)
        let prefix = folder.root + "/" + tokens
        #expect(light.matched == [prefix + "base/color/light/light.json5"])
        // `**/dark*.json5`: the three files of base/color/dark, in name order; then functional/color/*.json5.
        #expect(
            midnight.matched
                == [
                    "base/color/dark/dark.dimmed.json5", "base/color/dark/dark.high-contrast.json5",
                    "base/color/dark/dark.json5", "functional/color/bgColor.json5", "functional/color/fgColor.json5",
                ].map { prefix + $0 })
        #expect(midnight.overrides == "dark" && midnight.base == .dark && midnight.increasedContrast)
    }
}
