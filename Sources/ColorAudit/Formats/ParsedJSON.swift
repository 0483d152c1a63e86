import ColorScience
import Foundation

/// The JSON documents parsed from one file unit's contents, kept so that the file is parsed once on its
/// way through a run (#27, "recognition that parses each file once with the reader of its syntax"): every
/// importer's recognition (`confidence(for:)`, `recognitionReason(for:)`), discovery's syntax check of a
/// file no importer takes, and the importer that reads it share one tree per dialect.
///
/// An `ImportUnit` holds one (a reference: copies of the unit share it): a file unit for its contents, a
/// folder unit for the files below it that token importers read (Spectrum's and Style Dictionary's
/// sources), with their bytes. Discovery keeps the
/// trees of the units it found until they are read, up to `PaletteDiscovery.retainedJSONBytes` of their
/// contents in a run (beyond that a unit's tree is dropped after recognition and parsed again when
/// read), and a unit's trees are dropped once it is read (`PaletteDiscovery.Unit.importPalettes()`).
/// Thread-safe: a document is parsed under the lock, once per dialect and length.
final class ParsedJSON: @unchecked Sendable {
    /// Which parse: the file, the dialect, and the number of leading bytes read (`nil`: all of them).
    private struct Key: Hashable {
        var path: String
        var json5: Bool
        var length: Int?
    }

    private let lock = NSLock()
    private var documents: [Key: Result<DocumentNode, DocumentSyntaxError>] = [:]
    /// The files of a folder unit read so far (`ImportUnit.readText`).
    private var texts: [String: Result<Data, PaletteError>] = [:]
    private var parseCount = 0

    /// How many times a document was parsed (for tests).
    var parses: Int {
        lock.lock()
        defer { lock.unlock() }
        return parseCount
    }

    /// `contents` (of the file at `path`: the unit's own, or one of a folder unit's files) parsed as
    /// `dialect`, the first `length` bytes when given and the contents are longer (recognition reads the
    /// first 16 MiB), parsed on the first call.
    func document(_ contents: Data, path: String, dialect: JSON5Parser.Dialect, length: Int? = nil)
        -> Result<DocumentNode, DocumentSyntaxError>
    {
        let key = Key(
            path: path, json5: dialect == .json5, length: length.flatMap { contents.count > $0 ? $0 : nil })
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

    /// The bytes of a folder unit's file at `path` (`ImportUnit.readText`), read on the first call.
    /// - Throws: the read's `PaletteError`.
    func text(_ path: String) throws(PaletteError) -> Data {
        lock.lock()
        defer { lock.unlock() }
        if let stored = texts[path] { return try stored.get() }
        let result: Result<Data, PaletteError>
        do {
            result = .success(try ImportUnit.readText(path))
        } catch {
            result = .failure(error)
        }
        texts[path] = result
        return try result.get()
    }

    /// The bytes of the folder unit's files read so far.
    var textBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return texts.values.reduce(0) { $0 + ((try? $1.get())?.count ?? 0) }
    }

    /// Drops the trees and files kept (a later call parses and reads again).
    func release() {
        lock.lock()
        defer { lock.unlock() }
        documents = [:]
        texts = [:]
    }
}

extension ImportUnit {
    /// The first 16 MiB of a file unit's contents parsed as `dialect` for recognition (`ParsedJSON`,
    /// shared with the other importers and the one that reads the unit), or `nil` when they do not parse
    /// (or the unit is a folder).
    func recognitionDocument(_ dialect: JSON5Parser.Dialect) -> DocumentNode? {
        guard let contents else { return nil }
        let memo = parsedJSON ?? ParsedJSON()
        return try? memo.document(contents, path: path, dialect: dialect, length: 1 << 24).get()
    }

    /// A file unit's whole contents parsed as strict JSON (UTF-16/32 transcoded first,
    /// `JSONPreflight.utf8`), for an importer that must see every top-level key to recognise the file and
    /// then reads it (`NativePaletteImporter`): through the unit's `ParsedJSON` — the tree the other
    /// importers' recognition reads — for UTF-8 text up to the 16 MiB recognition reads, so that the file
    /// is parsed once; longer or UTF-16/32 text is parsed apart, not kept. `nil` for a folder.
    func wholeJSONDocument() -> Result<DocumentNode, DocumentSyntaxError>? {
        guard let contents else { return nil }
        if let parsedJSON, contents.count <= 1 << 24, !JSONPreflight.isWide(contents) {
            return parsedJSON.document(contents, path: path, dialect: .json)
        }
        do {
            return .success(try JSON5Parser.parse([UInt8](JSONPreflight.utf8(contents)), dialect: .json))
        } catch {
            return .failure(error)
        }
    }

    /// The bytes of the file at `path` below a folder unit (`readText`), read once for every importer
    /// that recognises or reads the folder.
    /// - Throws: the read's `PaletteError`.
    func fileText(_ path: String) throws(PaletteError) -> Data {
        guard let parsedJSON else { return try ImportUnit.readText(path) }
        return try parsedJSON.text(path)
    }

    /// The first 16 MiB of the file at `path` below a folder unit parsed as `dialect` for recognition,
    /// parsed once for every importer and for the one that reads the folder; `nil` when it cannot be read
    /// or does not parse.
    func fileRecognitionDocument(_ path: String, _ dialect: JSON5Parser.Dialect) -> DocumentNode? {
        guard let contents = try? fileText(path) else { return nil }
        let memo = parsedJSON ?? ParsedJSON()
        return try? memo.document(contents, path: path, dialect: dialect, length: 1 << 24).get()
    }
}
