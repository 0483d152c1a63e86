import Foundation

/// The streamed JSON report's findings written as text on every core. A finding's text depends on the
/// finding alone — its fix suggestions with it (`Finding.suggestionsWithoutKeeping`: the lightness
/// searches behind deferred suggestions cost more than the rest of the text) — so the findings are taken
/// `batchSize` at a time, each batch cut into chunks of `chunkSize`, each chunk written into a writer of
/// its own by whichever core is free (`DispatchQueue.concurrentPerform`), and the chunks joined in
/// order: the same text as writing the findings one by one. Memory holds one batch's text and none of
/// its suggestions (about 1 MB for 256 contrast findings).
enum FindingTextBatches {
    /// Findings per batch.
    static var batchSize: Int { 256 }
    /// Findings per chunk: small enough that a core left waiting at the end of a batch waits briefly.
    static var chunkSize: Int { 16 }

    /// Appends `findings` to `writer` as the elements of an array whose elements are on lines at `level`
    /// (each but the first after a comma, then a newline and indentation, then what `element` writes),
    /// handing the text to `flush` whenever 64 KB have gathered. `makeElement` is called once per chunk,
    /// on any thread, and gives what writes one finding there (so a chunk's caches are its own).
    static func write<Findings: Sequence<Finding>>(
        _ findings: Findings, to writer: inout JSONTextWriter, level: Int,
        flush: (inout JSONTextWriter) throws -> Void,
        makeElement: @escaping @Sendable () -> (inout JSONTextWriter, Finding) -> Void
    ) rethrows {
        let chunks = (0..<(batchSize + chunkSize - 1) / chunkSize).map { _ in Chunk() }
        var iterator = findings.makeIterator()
        var written = 0
        while true {
            var batch: [Finding] = []
            batch.reserveCapacity(batchSize)
            while batch.count < batchSize, let finding = iterator.next() { batch.append(finding) }
            guard !batch.isEmpty else { return }
            let (taken, first) = (batch, written)
            let count = (taken.count + chunkSize - 1) / chunkSize
            DispatchQueue.concurrentPerform(iterations: count) { c in
                let element = makeElement()
                let chunk = chunks[c]
                for k in c * chunkSize..<Swift.min((c + 1) * chunkSize, taken.count) {
                    if first + k > 0 { chunk.writer.byte(",") }
                    chunk.writer.newline(level)
                    element(&chunk.writer, taken[k])
                }
            }
            for chunk in chunks.prefix(count) {
                chunk.writer.take { writer.append(contentsOf: $0) }
                if writer.byteCount >= 1 << 16 { try flush(&writer) }
            }
            written += taken.count
        }
    }

    /// One chunk's writer (each chunk is written by one thread at a time, then read by the caller).
    private final class Chunk: @unchecked Sendable {
        var writer = JSONTextWriter(capacity: 1 << 16)
    }
}
