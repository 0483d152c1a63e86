import ColorScience

/// A configuration that cannot be used: a bad rule ID, level, parameter or value, an unknown key, a
/// malformed configuration file. Every source of settings (configuration file, palette `rules:`,
/// `--rule`/`--set` and their shorthands) reports through this one type, validated by
/// `SettingValidator`. The CLI exits 2 on it.
///
/// A configuration file reports every independent problem at once, as palette files do
/// (`PaletteError.further`): the error thrown is the first problem in file order, the others in `further`
/// (sorted by line and column, at most `PaletteError.listLimit` in all) and the count of those beyond the
/// limit in `unlisted`.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it is (`Kind`), for a program to tell them apart without reading `message`.
    public var kind: Kind
    /// Where the setting was written (file, 1-based line and column); `nil` for the command line.
    public var location: SourceLocation?
    /// What is wrong and what was expected, for people, with the settings it points to as hints (for
    /// an override it starts with the setting, e.g. "--rule contrast-minimun=off: …" as the command line
    /// spells it).
    public var text: HintedText
    /// `text` with its hints in words (`HintSpelling()`); setting it sets `text` without hints.
    public var message: String {
        get { text.description }
        set { text = HintedText(newValue) }
    }
    /// Further independent problems of the same file, in file order (each without its own `further`).
    public var further: [ConfigurationError] = []
    /// How many more problems were found beyond those listed (0 when all are listed).
    public var unlisted = 0

    /// Creates an error.
    public init(kind: Kind, location: SourceLocation?, message: String) {
        self.init(kind: kind, location: location, text: HintedText(message))
    }

    /// Creates an error whose text points to settings (`ReportHint`).
    public init(kind: Kind, location: SourceLocation?, text: HintedText) {
        self.kind = kind
        self.location = location
        self.text = text
    }

    /// The same problem, from a palette or configuration file read through `NodeReader` (its kind as
    /// `Kind(_:)` sorts it).
    init(_ error: PaletteError) {
        self.init(kind: Kind(error.kind), location: error.location, message: error.message)
        further = error.further.map {
            ConfigurationError(kind: Kind($0.kind), location: $0.location, message: $0.message)
        }
        unlisted = error.unlisted
    }

    /// Every listed problem: this one (without `further`) first, then `further`.
    public var listed: [ConfigurationError] {
        var first = self
        first.further = []
        first.unlisted = 0
        return [first] + further
    }

    /// `file:line:column: error: message` for files (as compilers print it), `error: message` for the
    /// command line; one line per listed problem, then "… and N more errors" when some were not listed
    /// (as `PaletteError.description`).
    public var description: String { description(HintSpelling()) }

    /// `description` with the hints as `spelling` shows them.
    public func description(_ spelling: HintSpelling) -> String {
        guard location != nil else { return "error: \(text.rendered(spelling))" }
        return PaletteError(self).description
    }
}

extension PaletteError {
    /// A configuration problem inside a palette file (its `rules:` or `roles:`), as a palette error of the
    /// same kind (`PaletteError.Kind.init(_:)`).
    init(_ error: ConfigurationError) {
        self.init(
            kind: Kind(error.kind), location: error.location ?? SourceLocation(file: "-"), message: error.message)
        further = error.further.map {
            PaletteError(
                kind: Kind($0.kind), location: $0.location ?? SourceLocation(file: "-"), message: $0.message)
        }
        unlisted = error.unlisted
    }
}

extension ConfigurationError: ListedProblem {
    /// `PaletteError(self)`: the command line's location becomes the file `-`.
    var paletteError: PaletteError { PaletteError(self) }
}
