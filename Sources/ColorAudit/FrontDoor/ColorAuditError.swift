/// Every way the front door (`AuditSession`) can fail, as cases a caller can switch on. Each carries the
/// error it wraps, whose `description` is the message the command line prints (file, line and column
/// first where there is one).
public enum ColorAuditError: Error, Sendable, CustomStringConvertible {
    /// The configuration file is malformed or unreadable (at its line and column).
    case configurationFile(ConfigurationError)
    /// A setting given to `AuditSession` (`ConfigurationOverrides`) has a value that is not allowed; the
    /// error has no location, its text starts with the setting (a hint, `ReportHint`).
    case setting(ConfigurationError)
    /// The request itself was wrong: an unknown input format name (`PaletteLoader.Failure.isUsage`).
    case request(PaletteLoader.Failure)
    /// Palette files could not be read or are malformed (`errors` lists each at its position), or
    /// nothing was found to read at the paths given (`errors` empty).
    case input(PaletteLoader.Failure)
    /// Files were read, but none gave a colour or an image: an audit would check nothing.
    /// `files` are the paths read; `message` starts with `error: `.
    case nothingToAudit(files: [String], message: HintedText)
    /// The configuration names appearances or themes that the palettes do not have
    /// (`AppearanceNameCheck`, `CSSThemeMappingCheck`), each at its entry.
    case unknownNames([ConfigurationError])
    /// A palette forms more pairs or comparisons than the audit limits allow (`AuditLimits`).
    case tooLarge(AuditSizeError)

    /// The message, as the command line prints it (without the program's prefix where it adds one).
    public var description: String {
        switch self {
        case .configurationFile(let error), .setting(let error): error.description
        case .request(let failure), .input(let failure): failure.description
        case .nothingToAudit(_, let message): message.description
        case .unknownNames(let problems): problems.map(\.description).joined(separator: "\n")
        case .tooLarge(let error): error.description
        }
    }
}
