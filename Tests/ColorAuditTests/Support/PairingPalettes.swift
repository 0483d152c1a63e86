import Foundation
import Testing

@testable import ColorAudit

/// What the pairing tests share: a small palette written in ColorAudit's own YAML (read as `set.yaml`),
/// its audit context, the pairs that audit checks and their (foreground, background) names. A suite
/// conforms to read its palettes this way; what it asserts stays its own.
protocol PairingPalettes {}

extension PairingPalettes {
    /// The palette `yaml` describes, read as ColorAudit's YAML from `set.yaml`.
    func palette(_ yaml: String) throws -> Palette {
        try NativePaletteImporter().importPalette(contents: Data(yaml.utf8), path: "set.yaml")
    }

    /// The audit context of the palette `yaml` describes, under `configuration`.
    func context(_ yaml: String, configuration: Configuration = Configuration()) throws -> AuditContext {
        AuditContext(palette: try palette(yaml), configuration: configuration)
    }

    /// Every pair the audit of the palette `yaml` describes checks, in order.
    func pairs(_ yaml: String) throws -> [ResolvedPair] {
        Array(try context(yaml).pairs)
    }

    /// The (foreground, background) names of `pairs`.
    func names(_ pairs: some Sequence<ResolvedPair>) -> Set<[String]> {
        Set(pairs.map { [$0.declaration.foreground, $0.declaration.background] })
    }

    /// "foreground on background usage" of every pair the audit of `palette` forms (the Radix suites
    /// compare them with the pairs each scale's documentation names).
    func pairs(_ palette: Palette) -> Set<String> {
        let context = AuditContext(palette: palette, configuration: Configuration())
        return Set(
            context.pairs.map {
                "\($0.declaration.foreground) on \($0.declaration.background) \($0.declaration.usage.rawValue)"
            })
    }

    /// The first palette read from a file named `file` holding `contents`, in a temporary folder, by the
    /// importer the name and contents choose (as `coloraudit audit FILE` reads it).
    func importedPalette(_ contents: String, file: String) throws -> Palette {
        let folder = try ImportTempFolder()
        let path = try folder.write(file, contents)
        return try #require(try importPaths([path]).first)
    }

    /// The usage of every pair the audit of `palette` forms, by "foreground on background".
    func usages(_ palette: Palette) -> [String: Usage] {
        var usages: [String: Usage] = [:]
        for pair in AuditContext(palette: palette, configuration: Configuration()).pairs {
            usages["\(pair.declaration.foreground) on \(pair.declaration.background)"] = pair.declaration.usage
        }
        return usages
    }

    /// The (foreground, background) names of every pair the audit of `palette` checks, in every
    /// appearance.
    func formed(_ palette: Palette) -> Set<[String]> {
        names(AuditContext(palette: palette, configuration: Configuration()).pairs)
    }
}
