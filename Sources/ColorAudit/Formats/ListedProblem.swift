import ColorScience

/// An error that `PaletteErrorList` records: a problem of a palette or configuration file, with its
/// further problems, as a `PaletteError`.
protocol ListedProblem: Error {
    /// The same problems as a `PaletteError` (location, message, `further`, `unlisted`).
    var paletteError: PaletteError { get }
}

extension PaletteError: ListedProblem {
    /// The error itself.
    var paletteError: PaletteError { self }
}
