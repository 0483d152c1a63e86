extension ConfigurationError {
    /// What kind of problem a `ConfigurationError` is, for a program to act on without reading the
    /// message (which says the same in words, with the setting and what was expected).
    public enum Kind: Sendable, Hashable {
        /// The configuration file, or a file it names, cannot be read (missing, not a file, too large,
        /// permission denied).
        case unreadableFile
        /// A setting not written in its form: a configuration file that is not valid YAML or JSON (or
        /// not text in UTF-8), an override that is not `ID=LEVEL`, `ID.PARAM=VALUE` or `SELECTOR=THEME`.
        case syntax
        /// A value of the wrong type or shape: a list where a mapping is expected, a missing key, keys
        /// that do not go together.
        case structure
        /// A key the configuration does not define (the message suggests a close one).
        case unknownKey
        /// A rule ID that is not a rule of `RuleDescriptors`.
        case unknownRule
        /// A parameter that the rule does not have.
        case unknownParameter
        /// A rule level (severity) that is not `error`, `warning`, `note` or `off`.
        case invalidLevel
        /// A rule parameter's value that the parameter does not accept: the wrong type, out of range,
        /// not one of its words, or set per appearance where it cannot be.
        case invalidParameterValue
        /// Another setting's value that is not allowed: a platform, glare, finding limit, CSS theme
        /// mapping, theme declaration, path pattern or configuration `version:`.
        case invalidValue
        /// A name the audited palettes or files do not have: an appearance, theme or CSS selector named
        /// by the configuration, a theme's file pattern that matches no file.
        case unknownName

        /// The kind of a problem found while reading a configuration document as palettes are read
        /// (`NodeReader`, `StructuredDocument`, `InputReading`): the same kind where there is one, else
        /// the nearest (`PaletteError.Kind.init(_:)` is its inverse on the kinds it gives).
        init(_ kind: PaletteError.Kind) {
            switch kind {
            case .unreadable, .notAFile, .limitExceeded: self = .unreadableFile
            case .unknownFormatName, .unrecognizedFormat, .encoding, .syntax, .empty: self = .syntax
            case .structure: self = .structure
            case .unknownKey: self = .unknownKey
            case .unknownRule: self = .unknownRule
            case .unknownParameter: self = .unknownParameter
            case .invalidLevel: self = .invalidLevel
            case .invalidParameterValue: self = .invalidParameterValue
            case .invalidValue, .invalidColor, .unsupported, .duplicate, .invalidSuppression: self = .invalidValue
            case .unresolvedReference, .referenceCycle: self = .unknownName
            }
        }
    }
}

extension PaletteError.Kind {
    /// The kind of a configuration problem in a palette file (its `rules:` or `roles:`): the same kind,
    /// a name that is not there an `unresolvedReference`, an unreadable file `unreadable`.
    init(_ kind: ConfigurationError.Kind) {
        switch kind {
        case .unreadableFile: self = .unreadable
        case .syntax: self = .syntax
        case .structure: self = .structure
        case .unknownKey: self = .unknownKey
        case .unknownRule: self = .unknownRule
        case .unknownParameter: self = .unknownParameter
        case .invalidLevel: self = .invalidLevel
        case .invalidParameterValue: self = .invalidParameterValue
        case .invalidValue: self = .invalidValue
        case .unknownName: self = .unresolvedReference
        }
    }
}
