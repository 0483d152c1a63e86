import ColorScience

/// Everything one `coloraudit audit` run produced and was run with, so that a reporter can say all of it
/// without reaching into the command line: the palette reports, the descriptors of the rules that could
/// run, the effective configuration, the tool version and the repository root that finding paths are
/// made relative to.
public struct AuditRun: Sendable {
    /// The reports, one per palette, in the order the palettes were read.
    public var reports: [PaletteReport]
    /// The descriptors of every rule the auditor had (also those that were off), in catalogue order.
    public var rules: [RuleDescriptor]
    /// The configuration the audit ran with (command line over configuration file over defaults; each
    /// palette's own `rules:` are merged in per palette, see `AuditContext.settings`).
    public var configuration: Configuration
    /// The tool version (`ToolInfo.version`).
    public var toolVersion: String
    /// The repository root as an absolute directory path (`RepositoryRoot.find`), or `nil` when unknown:
    /// finding identities and SARIF URIs are relative to it.
    public var repositoryRoot: String?
    /// The comparison with a baseline or an older version (`--baseline`, `--compare`), or `nil`. When
    /// set, `reports` hold only the findings it reports (new and worsened ones); see `comparing(with:)`.
    public var comparison: FindingComparison?
    /// What the run read and left out (`InputSummary`: files and folders read with their format and
    /// colour count, skipped paths, unresolved references, skipped entries), or `nil` for a run built
    /// from palettes in code (reporters then say nothing about inputs).
    public var inputs: InputSummary?

    /// Creates a run value.
    public init(
        reports: [PaletteReport], rules: [RuleDescriptor] = RuleDescriptors.all,
        configuration: Configuration = Configuration(), toolVersion: String = ToolInfo.version,
        repositoryRoot: String? = nil
    ) {
        self.reports = reports
        self.rules = rules
        self.configuration = configuration
        self.toolVersion = toolVersion
        self.repositoryRoot = repositoryRoot
    }

    /// Counts over every report.
    public var summary: AuditSummary { AuditSummary(reports) }

    /// Every finding of every report, in report order.
    public var findings: [Finding] { reports.flatMap(\.findings) }

    /// The stable identity of `finding`, its file relative to `repositoryRoot`.
    public func identity(of finding: Finding) -> FindingIdentity {
        FindingIdentity(finding, root: repositoryRoot)
    }

    /// `path` relative to the repository root (`FindingIdentity.relativePath`).
    public func relativePath(_ path: String) -> String {
        FindingIdentity.relativePath(path, root: repositoryRoot)
    }

    /// The name of standard input (`-`) in reports that tools read (SARIF, JUnit, GitLab, Xcode): `stdin`,
    /// the same in every run.
    public static let standardInputName = "stdin"

    /// `path` as reports that tools read name it: `relativePath`, and `standardInputName` for standard
    /// input.
    public func artifactPath(_ path: String) -> String {
        path == "-" ? Self.standardInputName : relativePath(path)
    }
}
