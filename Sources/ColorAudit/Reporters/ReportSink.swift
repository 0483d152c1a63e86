import ColorScience

/// Where a reporter writes its text, piece by piece, so that large reports can be streamed (to a file
/// or standard output) instead of being built whole in memory first.
public protocol ReportSink: AnyObject {
    /// Appends `text` (UTF-8 when written out). Throws when the destination cannot be written.
    func write(_ text: String) throws
    /// Appends text given as UTF-8 bytes (valid UTF-8, only borrowed for the call). The default makes a
    /// `String` and calls `write(_:)`; a sink that writes bytes out implements it to skip that copy.
    func write(utf8 bytes: UnsafeBufferPointer<UInt8>) throws
}

extension ReportSink {
    /// Appends the bytes as a `String` through `write(_:)`.
    public func write(utf8 bytes: UnsafeBufferPointer<UInt8>) throws {
        try write(String(decoding: bytes, as: UTF8.self))
    }
}

/// A sink that collects the text in memory (`text`).
final class StringReportSink: ReportSink {
    /// Everything written so far.
    public private(set) var text = ""

    /// Creates an empty sink.
    public init() {}

    /// Appends `text`.
    public func write(_ text: String) { self.text += text }
}
