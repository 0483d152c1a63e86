import Foundation

/// Folders of the package's source tree, for tests that read the shipped palettes, the README, the sources
/// or write golden files back (`Fixture` reads the bundled copy of `Fixtures/` instead).
enum PackagePaths {
    /// The package root, the folder holding `Package.swift` (this file is
    /// `Tests/ColorAuditTests/Support/PackagePaths.swift`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/ColorAuditTests` in the source tree (its `Fixtures/` is the one golden files are written to).
    static let tests = root.appendingPathComponent("Tests/ColorAuditTests")
}
