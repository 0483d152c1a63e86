// swift-tools-version:6.0
// libFuzzer targets for ColorAudit, kept out of the main package so that `swift build` and `swift test`
// never see them. Build and run them with scripts/fuzz.sh (which passes `--sanitize fuzzer`).
import PackageDescription

/// One fuzz target: an executable whose `@_cdecl("LLVMFuzzerTestOneInput")` function libFuzzer calls, with the
/// helpers the targets share (`Harness`).
func fuzzTarget(_ name: String) -> Target {
    .executableTarget(name: name, dependencies: [.product(name: "ColorAudit", package: "ColorAudit"), "Harness"])
}

let package = Package(
    name: "ColorAuditFuzz",
    dependencies: [.package(name: "ColorAudit", path: "..")],
    targets: [
        // Not named Fuzz…: scripts/fuzz.sh runs every Fuzz/Sources/Fuzz* folder as a target.
        .target(name: "Harness", dependencies: [.product(name: "ColorAudit", package: "ColorAudit")]),
        fuzzTarget("FuzzColorParser"),
        fuzzTarget("FuzzYAMLPalette"),
        fuzzTarget("FuzzJSONPalette"),
        fuzzTarget("FuzzAudit"),
        fuzzTarget("FuzzRepair"),
        fuzzTarget("FuzzColorSetRepair"),
        fuzzTarget("FuzzDTCG"),
        fuzzTarget("FuzzCSS"),
        fuzzTarget("FuzzTokensStudio"),
        fuzzTarget("FuzzStyleDictionary"),
        fuzzTarget("FuzzPrimer"),
        fuzzTarget("FuzzSpectrum"),
        fuzzTarget("FuzzProcreate"),
        fuzzTarget("FuzzImageProfile"),
        fuzzTarget("FuzzGIMP"),
        fuzzTarget("FuzzASE"),
        fuzzTarget("FuzzSketch"),
        fuzzTarget("FuzzAssetCatalog"),
        fuzzTarget("FuzzAndroid"),
        fuzzTarget("FuzzBaseline"),
        fuzzTarget("FuzzConfiguration"),
    ],
    swiftLanguageModes: [.v6]
)
