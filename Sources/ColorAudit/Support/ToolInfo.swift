import CBuildInfo
import ColorScience

/// Facts about this build of ColorAudit that reports include.
public enum ToolInfo {
    /// The tool's name, as SARIF's `tool.driver.name`.
    public static let name = "coloraudit"
    /// The names of its configuration file, in the order they are looked for in a folder
    /// (`ConfigurationFile.names`; discovery leaves files of these names out of the palettes).
    public static let configurationFileNames = [".coloraudit.yml", ".coloraudit.yaml", ".coloraudit.json"]
    /// The semantic version of the sources, used when the build baked in none.
    public static let sourceVersion = "0.1.0"
    /// The version (semantic versioning), printed by `coloraudit --version` and recorded in reports: the
    /// one `make dist` baked in from the release tag (`git describe --tags`, e.g. `1.2.0` or
    /// `1.2.0-3-gabc1234` three commits after it), else `sourceVersion`.
    public static let version: String = {
        let baked = String(cString: coloraudit_build_version())
        return baked.isEmpty ? sourceVersion : baked
    }()
}
