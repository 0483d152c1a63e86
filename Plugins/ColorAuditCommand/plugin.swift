import Foundation
import PackagePlugin

/// `swift package coloraudit [paths…] [audit options…]`: audits a package's colour palettes with the
/// `coloraudit` tool built from this package.
///
/// Without paths it audits the resources of the package's targets (or of `--target NAME`, repeatable)
/// that look like palettes: `.yaml`, `.yml` and `.json` files and `.xcassets` catalogs. Other arguments
/// are passed to `coloraudit audit` (e.g. `--format sarif --output colors.sarif`). The command fails
/// when coloraudit exits non-zero (findings at or above `--fail-on`, or broken input).
@main
struct ColorAuditCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let remaining = extractor.remainingArguments
        // Leading arguments that are not options (and exist) are paths.
        let explicit = remaining.prefix { !$0.hasPrefix("-") && FileManager.default.fileExists(atPath: $0) }
        let options = Array(remaining.dropFirst(explicit.count))
        var paths = Array(explicit)
        if paths.isEmpty {
            let targets =
                try targetNames.isEmpty ? context.package.targets : context.package.targets(named: targetNames)
            for case let target as SourceModuleTarget in targets {
                for file in target.sourceFiles where file.type == .resource {
                    let path = file.url.path
                    if [".yaml", ".yml", ".json"].contains(where: { path.hasSuffix($0) }) {
                        paths.append(path)
                    } else if let range = path.range(of: ".xcassets/") {
                        let catalog = String(path[..<range.lowerBound]) + ".xcassets"
                        if !paths.contains(catalog) { paths.append(catalog) }
                    }
                }
            }
        }
        guard !paths.isEmpty else {
            Diagnostics.error(
                "coloraudit: no palette resources (.yaml, .yml, .json, .xcassets) in the package's targets; "
                    + "give paths: swift package coloraudit PATH…")
            return
        }
        // The tool is the executable target the plugin depends on, named as that target (`ColorAuditCLI`):
        // SwiftPM builds it for the plugin as an implicit product of that name in a package that depends on
        // ColorAudit, and as the product `ColorAuditCLI` in ColorAudit's own checkout (`Package.swift`). It is the
        // `coloraudit` product's program under another file name.
        let tool = try context.tool(named: "ColorAuditCLI")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["audit"] + paths + options
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error(
                "coloraudit audit exited with status \(process.terminationStatus) "
                    + "(1: findings at or above --fail-on; 2: usage or input error)")
        }
    }
}
