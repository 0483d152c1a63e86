import ColorScience

/// Facts about this build of ColorAudit that reports include.
public enum ToolInfo {
    /// The tool's name, as SARIF's `tool.driver.name`.
    public static let name = "coloraudit"
    /// The version (semantic versioning), printed by `coloraudit --version` and recorded in reports.
    public static let version = "0.1.0"
}
