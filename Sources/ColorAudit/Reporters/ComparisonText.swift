import ColorScience

/// The words the text and Markdown reports use for a comparison (`FindingComparison`), written once so
/// that both say the same.
enum ComparisonText {
    /// "the baseline", or the OLD path of `--compare`.
    static func reference(_ comparison: FindingComparison) -> String {
        comparison.reference ?? "the baseline"
    }

    /// "2 new, 0 worsened, 3 fixed, 18 unchanged (accepted, not listed)" ("…, 3 fixed, 1 replaced by a worse
    /// finding, …" when some are superseded), then the earlier findings in files this run did not audit,
    /// with up to three of those files.
    static func counts(_ comparison: FindingComparison) -> String {
        let replaced =
            comparison.superseded.isEmpty ? "" : "\(comparison.superseded.count) replaced by a worse finding, "
        var text =
            "\(comparison.new.count) new, \(comparison.worsened.count) worsened, \(comparison.fixed.count) fixed, "
            + replaced + "\(comparison.unchanged.count) unchanged (accepted, not listed)"
        guard !comparison.notAudited.isEmpty else { return text }
        var files: [String] = []
        for entry in comparison.notAudited where !files.contains(entry.identity.file) {
            files.append(entry.identity.file)
        }
        let shown = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
        text +=
            "; \(comparison.notAudited.count) not audited, in \(AuditSummary.plural(files.count, "file")) this run "
            + "did not read (deleted, renamed or not among the paths: \(shown)), not counted as fixed"
        return text
    }
}
