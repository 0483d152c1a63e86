import ColorAudit
import Foundation

/// A report sink writing UTF-8 to an open file descriptor through a 64 KiB buffer, so a report of any size
/// streams out in memory that does not grow with it. `flush()` writes what is buffered; a failed write
/// throws `FileSink.WriteError` with the system's reason (`strerror`). The descriptor is not closed.
final class FileSink: ReportSink {
    /// A write(2) that failed, with its `errno` text (for example "No space left on device").
    struct WriteError: Error, CustomStringConvertible {
        /// The system's reason.
        var description: String
        /// The `errno` value (0 when the error did not come from the system).
        var code: Int32 = 0
    }

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private static let capacity = 1 << 16

    /// A sink on `descriptor` (left open).
    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.capacity)
    }

    /// Appends `text`; writes the buffer out when it holds 64 KiB or more.
    func write(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.capacity { try flush() }
    }

    /// Appends UTF-8 bytes; writes the buffer out when it holds 64 KiB or more.
    func write(utf8 bytes: UnsafeBufferPointer<UInt8>) throws {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.capacity { try flush() }
    }

    /// Writes everything buffered (retrying interrupted and partial writes).
    func flush() throws {
        var offset = 0
        try buffer.withUnsafeBytes { bytes in
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw WriteError(description: String(cString: strerror(errno)), code: errno)
                }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
