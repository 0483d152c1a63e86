import ColorScience

/// An output format of `coloraudit audit` (`--format IDENTIFIER`), in the style of SwiftLint's
/// reporters: a stable identifier, a description for `--help`, whether it can use terminal colour, and a
/// function that writes an `AuditRun` to a sink. Reporters only format: every number and verdict comes
/// from the run. Register new ones in `ReporterRegistry.all`.
public protocol Reporter: Sendable {
    /// The `--format` value (lowercase, stable; e.g. `text`, `json`).
    static var identifier: String { get }
    /// One line for `--help` and `coloraudit audit --format` errors.
    static var description: String { get }
    /// Whether the output can carry terminal colour (`ReporterOptions.useColor` is honoured).
    static var canColorOutput: Bool { get }

    /// A reporter with these options.
    init(options: ReporterOptions)

    /// Writes the report of `run` to `sink`, in pieces (so large outputs can stream). Throws only what
    /// the sink throws.
    func write(_ run: AuditRun, to sink: any ReportSink) throws
}

extension Reporter {
    /// The whole report of `run` as one string.
    public func render(_ run: AuditRun) -> String {
        let sink = StringReportSink()
        // A string sink never throws.
        try? write(run, to: sink)
        return sink.text
    }

    /// The report of `reports` with every other part of the run at its default (`AuditRun.init`).
    public func render(_ reports: [PaletteReport]) -> String {
        render(AuditRun(reports: reports))
    }
}
