/// Where a reporter writes its text, piece by piece, so that large reports can be streamed (to a file
/// or standard output) instead of being built whole in memory first.
public protocol ReportSink: AnyObject {
    /// Appends `text` (UTF-8 when written out). Throws when the destination cannot be written.
    func write(_ text: String) throws
}

/// A sink that collects the text in memory (`text`).
public final class StringReportSink: ReportSink {
    /// Everything written so far.
    public private(set) var text = ""

    /// Creates an empty sink.
    public init() {}

    /// Appends `text`.
    public func write(_ text: String) { self.text += text }
}
