import ColorScience
import Foundation

/// The top-level keys of a YAML text with the kinds of their values, in order, as `YAMLParser.scanTopLevel`
/// reads them with a visitor that never stops, and what that scan returns. Recognising a native palette
/// and looking for its `include:` both scan the same text (then the importer parses it): the scan of the
/// last text is kept (one text, compared byte for byte), so the text is scanned by libyaml once.
struct TopLevelScan: Sendable {
    /// The top-level keys and the kinds of their values, in order.
    var entries: [(key: String, kind: YAMLParser.ValueKind)]
    /// What the whole scan returned (see `YAMLParser.scanTopLevel`).
    var result: Bool

    /// Calls `visit` with the entries until it returns false, and returns what `scanTopLevel` with that
    /// visitor returns: true when `visit` stopped (the root is a mapping then, and nothing after the key is
    /// read), else the whole scan's result.
    func replay(_ visit: (String, YAMLParser.ValueKind) -> Bool) -> Bool {
        for entry in entries where !visit(entry.key, entry.kind) { return true }
        return result
    }

    private final class Memo: @unchecked Sendable {
        let lock = NSLock()
        var last: (text: Data, scan: TopLevelScan)?
    }

    private static let memo = Memo()

    /// The scan of `text`, from the memo when `text` is the text scanned last.
    static func of(_ text: Data, scanning: (Data) -> TopLevelScan) -> TopLevelScan {
        memo.lock.lock()
        defer { memo.lock.unlock() }
        if let last = memo.last, last.text == text { return last.scan }
        let scan = scanning(text)
        memo.last = (text, scan)
        return scan
    }
}
