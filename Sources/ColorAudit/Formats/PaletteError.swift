import ColorScience

/// A palette file that cannot be read: where, what was found and what was expected.
///
/// One import reports every *independent* problem it finds, not only the first: a bad colour in one
/// token does not stop the next token from being checked (`PaletteErrorList`). The error thrown is
/// then the first problem, with the others in `further` (in the order found) and the count of those
/// beyond `listLimit` in `unlisted`. A problem that breaks the whole document (a syntax error, a root
/// of the wrong kind) stays a single error.
public struct PaletteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// At most this many errors are listed per import unit (a file, or a folder read as one unit);
    /// the rest are counted in `unlisted` ("… and N more errors"). 20 fits a terminal screen and is
    /// enough to fix a file in a few rounds; the number is our choice.
    public static let listLimit = 20

    /// What kind of problem it is (`Kind`), for a program to tell them apart without reading `message`.
    public var kind: Kind
    /// Where the problem is (line/column 0 when unknown, e.g. an unreadable file).
    public var location: SourceLocation
    /// What is wrong and what was expected, for people, with the settings it points to as hints
    /// (`ReportHint`), spelt by the front end that shows it (`description(_:)`).
    public var text: HintedText
    /// `text` with its hints in words.
    public var message: String {
        get { text.description }
        set { text = HintedText(newValue) }
    }
    /// Further independent problems of the same import, in the order found (each without its own
    /// `further`); together with this one at most `listLimit`.
    public var further: [PaletteError] = []
    /// How many more problems were found beyond those listed (0 when all are listed).
    public var unlisted = 0

    /// Creates an error.
    public init(kind: Kind, location: SourceLocation, message: String) {
        self.init(kind: kind, location: location, text: HintedText(message))
    }

    /// Creates an error whose message points to settings.
    public init(kind: Kind, location: SourceLocation, text: HintedText) {
        self.kind = kind
        self.location = location
        self.text = text
    }

    /// Every listed problem: this one (without `further`) first, then `further`.
    public var listed: [PaletteError] {
        var first = self
        first.further = []
        first.unlisted = 0
        return [first] + further
    }

    /// How many problems were found: the listed ones plus `unlisted`.
    public var count: Int { 1 + further.count + unlisted }

    /// `file:line:column: error: message`, as compilers print it, one line per listed problem, then
    /// `file: error: … and N more errors` when some were not listed.
    /// Hints in words (`description(_:)` spells them).
    public var description: String { hintedDescription.description }

    /// `description` with the hints spelt by `spelling`.
    public func description(_ spelling: HintSpelling) -> String { hintedDescription.rendered(spelling) }

    /// `description` with its hints.
    var hintedDescription: HintedText {
        var lines = listed.map { "\($0.location): error: \($0.text)" as HintedText }
        if unlisted > 0 {
            let file = location.file.isEmpty ? "" : "\(location.file): "
            lines.append(
                HintedText(
                    "\(file)error: … and \(unlisted) more error\(unlisted == 1 ? "" : "s") "
                        + "(at most \(Self.listLimit) are listed per file)"))
        }
        return lines.dropFirst().reduce(lines[0]) { $0 + "\n" + $1 }
    }
}

/// Collects the independent problems of one import (see `PaletteError`): importers record an error
/// and go on with the next token, pair or entry, then `throwIfAny()` at the end.
struct PaletteErrorList {
    /// The problems listed so far (at most `PaletteError.listLimit`).
    private(set) var listed: [PaletteError] = []
    /// Problems found beyond the limit.
    private(set) var unlisted = 0

    /// True when nothing was recorded.
    var isEmpty: Bool { listed.isEmpty }

    /// Adds `error` and every problem it carries (`further`, `unlisted`). The same problem recorded
    /// twice (same place and message) is kept once.
    mutating func record(_ error: PaletteError) {
        for problem in error.listed where !listed.contains(problem) {
            if listed.count < PaletteError.listLimit {
                listed.append(problem)
            } else {
                unlisted += 1
            }
        }
        unlisted += error.unlisted
    }

    /// Runs `body`; when it throws, records the error (a `PaletteError`, or a `ConfigurationError` of a
    /// setting in the file) and returns `nil`.
    mutating func attempt<T, Failure: ListedProblem>(_ body: () throws(Failure) -> T) -> T? {
        do throws(Failure) {
            return try body()
        } catch {
            record(error.paletteError)
            return nil
        }
    }

    /// Throws the problems recorded, when there are any: the first in file order carrying the others
    /// (sorted by line and column within each file, files in the order they were first met).
    func throwIfAny() throws(PaletteError) {
        guard !listed.isEmpty else { return }
        var fileOrder: [String: Int] = [:]
        for problem in listed where fileOrder[problem.location.file] == nil {
            fileOrder[problem.location.file] = fileOrder.count
        }
        let sorted = listed.enumerated().sorted { a, b in
            func key(_ location: SourceLocation) -> (Int, Int, Int, Int) {
                (fileOrder[location.file]!, location.line, location.column, location.offset ?? 0)
            }
            let (left, right) = (key(a.element.location), key(b.element.location))
            return left != right ? left < right : a.offset < b.offset
        }.map(\.element)
        var first = sorted[0]
        first.further = Array(sorted.dropFirst())
        first.unlisted = unlisted
        throw first
    }
}
