// swift-tools-version:6.0
import PackageDescription

// `make dist` bakes the release's version (from `git describe --tags`) into the binary through this
// environment variable: a C define of the CBuildInfo target alone, so only its one file recompiles.
// Unset (every other build), `coloraudit --version` prints ToolInfo's semantic version.
let bakedVersion = Context.environment["COLORAUDIT_VERSION"].flatMap { $0.isEmpty ? nil : $0 }

let package = Package(
    name: "ColorAudit",
    products: [
        .library(name: "ColorAudit", targets: ["ColorAudit"]),
        .executable(name: "coloraudit", targets: ["ColorAuditCLI"]),
        // The same program under its target's name: the command plugin's tool (`context.tool(named:)`), which
        // SwiftPM builds as the product named as the target; without it `swift package coloraudit` in this
        // checkout stops at "no product named 'ColorAuditCLI'" (a package depending on ColorAudit gets it
        // implicitly).
        .executable(name: "ColorAuditCLI", targets: ["ColorAuditCLI"]),
        .plugin(name: "ColorAuditCommand", targets: ["ColorAuditCommand"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLCMS",
            path: "Sources/CLCMS",
            pkgConfig: "lcms2",
            providers: [.apt(["liblcms2-dev"]), .brew(["little-cms2"])]
        ),
        .systemLibrary(
            name: "CYAML",
            path: "Sources/CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .systemLibrary(
            name: "CZlib",
            path: "Sources/CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        .target(
            name: "CBuildInfo",
            cSettings: bakedVersion.map { [.define("COLORAUDIT_VERSION", to: "\"\($0)\"")] } ?? []
        ),
        .target(name: "ColorScience", dependencies: ["CLCMS"]),
        .target(name: "ColorAudit", dependencies: ["ColorScience", "CLCMS", "CYAML", "CZlib", "CBuildInfo"]),
        // The command line. Its target is not named `coloraudit`: a module that differs from `ColorAudit` only
        // in case collides on case-insensitive file systems (Xcode's build folders). The product, and so the
        // binary (`.build/debug/coloraudit`), keeps the tool's name.
        .executableTarget(name: "ColorAuditCLI", dependencies: ["ColorAudit"], path: "Sources/coloraudit"),
        .plugin(
            name: "ColorAuditCommand",
            capability: .command(
                intent: .custom(verb: "coloraudit", description: "Audit the package's colour palettes")),
            dependencies: ["ColorAuditCLI"],
            path: "Plugins/ColorAuditCommand"
        ),
        .executableTarget(
            name: "coloraudit-bench",
            dependencies: ["ColorAudit"],
            path: "Benchmarks/coloraudit-bench"
        ),
        .testTarget(
            name: "ColorAuditTests",
            dependencies: ["ColorAudit", "ColorScience", "ColorAuditCLI", "CLCMS", "CZlib"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
