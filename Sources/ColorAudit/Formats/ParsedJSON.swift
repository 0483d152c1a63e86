import ColorScience
import Foundation

/// The JSON documents parsed from one file unit's contents, kept so that the file is parsed once on its
/// way through a run (#27, "recognition that parses each file once with the reader of its syntax"): every
/// importer's recognition (`confidence(for:)`, `recognitionReason(for:)`), discovery's syntax check of a
/// file no importer takes, and the importer that reads it share one tree per dialect.
///
/// An `ImportUnit` of a file holds one (a reference: copies of the unit share it). Discovery keeps the
/// trees of the units it found until they are read, up to `PaletteDiscovery.retainedJSONBytes` of their
/// contents in a run (beyond that a unit's tree is dropped after recognition and parsed again when
/// read), and a unit's trees are dropped once it is read (`PaletteDiscovery.Unit.importPalettes()`).
/// Thread-safe: a document is parsed under the lock, once per dialect and length.
final class ParsedJSON: @unchecked Sendable {
    /// Which parse: the dialect, and the number of leading bytes read (`nil`: all of them).
    private struct Key: Hashable {
        var json5: Bool
        var length: Int?
    }

    private let lock = NSLock()
    private var documents: [Key: Result<DocumentNode, DocumentSyntaxError>] = [:]
    private var parseCount = 0

    /// How many times the contents were parsed (for tests).
    var parses: Int {
        lock.lock()
        defer { lock.unlock() }
        return parseCount
    }

    /// `contents` (the unit's own) parsed as `dialect`, the first `length` bytes when given and the
    /// contents are longer (recognition reads the first 16 MiB), parsed on the first call.
    func document(_ contents: Data, dialect: JSON5Parser.Dialect, length: Int? = nil)
        -> Result<DocumentNode, DocumentSyntaxError>
    {
        let key = Key(json5: dialect == .json5, length: length.flatMap { contents.count > $0 ? $0 : nil })
        lock.lock()
        defer { lock.unlock() }
        if let stored = documents[key] { return stored }
        parseCount += 1
        let bytes = [UInt8](key.length.map { contents.prefix($0) } ?? contents)
        let result: Result<DocumentNode, DocumentSyntaxError>
        do {
            result = .success(try JSON5Parser.parse(bytes, dialect: dialect))
        } catch {
            result = .failure(error)
        }
        documents[key] = result
        return result
    }

    /// Drops the trees kept (a later call parses again).
    func release() {
        lock.lock()
        defer { lock.unlock() }
        documents = [:]
    }
}

extension ImportUnit {
    /// The first 16 MiB of a file unit's contents parsed as `dialect` for recognition (`ParsedJSON`,
    /// shared with the other importers and the one that reads the unit), or `nil` when they do not parse
    /// (or the unit is a folder).
    func recognitionDocument(_ dialect: JSON5Parser.Dialect) -> DocumentNode? {
        guard let contents else { return nil }
        let memo = parsedJSON ?? ParsedJSON()
        return try? memo.document(contents, dialect: dialect, length: 1 << 24).get()
    }
}
