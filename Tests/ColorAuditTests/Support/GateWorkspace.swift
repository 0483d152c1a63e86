import Foundation

/// A scratch repository for end-to-end tests of the CI outputs: a temporary folder with a `.git`
/// folder (so it is the repository root), the gate fixture palette in it, and `coloraudit` run there.
struct GateWorkspace {
    /// The folder (the repository root).
    let root: URL

    /// A new workspace holding `Fixtures/Gate/palette.yaml` as `palette.yaml`.
    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("coloraudit-gate-\(UUID())")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write("palette.yaml", try String(contentsOf: Fixture.url("Gate/palette.yaml"), encoding: .utf8))
    }

    /// Writes `text` to `name` in the workspace.
    func write(_ name: String, _ text: String) throws {
        let url = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// The text of `name` in the workspace.
    func read(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
    }

    /// Runs `coloraudit` in the workspace with `environment` added.
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments, directory: root, environment: environment)
    }

    /// Writes the fixture as `base/palette.yaml` and `edit` of it as `head/palette.yaml`, for
    /// `audit --compare base head`.
    func writeVersions(_ edit: (String) -> String) throws {
        let original = try read("palette.yaml")
        try write("base/palette.yaml", original)
        try write("head/palette.yaml", edit(original))
    }

    /// Removes the workspace.
    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
