import ColorScience
import Foundation

/// The tree of the last YAML text that format recognition parsed in full, handed to the importer that
/// then reads the same text, so that a palette named on the command line is parsed by libyaml once
/// (recognition used to scan its events and the importer to parse it again).
///
/// One text is kept (compared byte for byte), and only while nobody has taken it: the importer takes it
/// (`take(_:)`), so a large palette's tree is not held through its audit. Only texts that parse are
/// kept; a text with a syntax error is parsed again by its importer, which reports the error as before.
enum SharedYAMLTree {
    private final class Memo: @unchecked Sendable {
        let lock = NSLock()
        var last: (text: Data, root: DocumentNode?)?
    }

    private static let memo = Memo()

    /// Parses `text` with `YAMLParser.parse(_:)` and keeps the tree for `take(_:)`; `nil` when the text is
    /// not well-formed YAML as `YAMLParser` reads it (nothing is kept then).
    /// - Returns: the parse's result: the root node, or `.some(nil)` for a stream without a document.
    static func parse(_ text: Data) -> DocumentNode?? {
        let root: DocumentNode?
        do {
            root = try YAMLParser.parse(text)
        } catch {
            memo.lock.lock()
            memo.last = nil
            memo.lock.unlock()
            return nil
        }
        memo.lock.lock()
        memo.last = (text, root)
        memo.lock.unlock()
        return .some(root)
    }

    /// The tree kept for `text` by `parse(_:)`, forgotten as it is handed over; `nil` when the text kept is
    /// another one (or none is).
    static func take(_ text: Data) -> DocumentNode?? {
        memo.lock.lock()
        defer { memo.lock.unlock() }
        guard let last = memo.last, last.text == text else { return nil }
        memo.last = nil
        return .some(last.root)
    }
}
