import ColorScience

extension PaletteError {
    /// What kind of problem a `PaletteError` is, for a program to act on (retry, point to the file, skip
    /// it, report the colour) without reading the message. The message says the same thing in words,
    /// with where and what was expected; the kind only sorts it.
    public enum Kind: Sendable, Hashable {
        /// The file or folder cannot be read: it does not exist, permission is denied, a symbolic link
        /// leads nowhere, or the system failed to read or list it.
        case unreadable
        /// The path names something that is not a palette file: a folder where a file was expected, or a
        /// FIFO, socket or device.
        case notAFile
        /// The input passes a limit ColorAudit sets to bound time and memory: a file larger than the
        /// limit for one input, themes or token sets that combine into too many palettes, references,
        /// side files or groups nested too deep.
        case limitExceeded
        /// The input format asked for by name is none of those ColorAudit reads (a usage error).
        case unknownFormatName
        /// The input is in none of the formats ColorAudit reads, or not in the one it was read as (a
        /// file forced to a format, a folder that lacks what the format's folder holds, a wrong
        /// signature).
        case unrecognizedFormat
        /// The text is not in an encoding the format allows: UTF-16 or UTF-32 where UTF-8 is required,
        /// bytes that are not UTF-8, an XML encoding that is not supported.
        case encoding
        /// The file is not well formed in its syntax: invalid JSON, JSON5, YAML, CSS or XML, a line of
        /// a text format that cannot be split, a binary file or archive that is truncated or damaged.
        case syntax
        /// The file holds nothing to read: no bytes, no document, or no colours where the format requires
        /// at least one.
        case empty
        /// A value of the wrong type or shape: a list where a mapping is expected, a missing key,
        /// attribute or element, keys that do not go together, a block where none may stand.
        case structure
        /// A key the format does not define (the message suggests a close one).
        case unknownKey
        /// A rule ID in the palette's `rules:` that is not a rule.
        case unknownRule
        /// A parameter in the palette's `rules:` that its rule does not have.
        case unknownParameter
        /// A rule level (severity) in the palette's `rules:` that is not `error`, `warning`, `note` or `off`.
        case invalidLevel
        /// A rule parameter's value in the palette's `rules:` that the parameter does not accept.
        case invalidParameterValue
        /// A value of the right type that is not allowed: an unknown keyword (a role, an appearance), a
        /// number out of range, an empty or reserved name, a malformed name pattern.
        case invalidValue
        /// A colour that cannot be read: malformed, out of its range, or in a colour space or model the
        /// format does not define.
        case invalidColor
        /// Something valid in its format that ColorAudit does not read: a colour function it cannot
        /// compute, an entity reference it does not expand, a compression method.
        case unsupported
        /// A name defined or listed twice where each must be unique.
        case duplicate
        /// A reference to nothing of that name: an alias, `var()`, `@color/` or `$ref`, a pair's or
        /// group's colour, a theme's token set or appearance.
        case unresolvedReference
        /// References that lead back to where they started: an alias, `var()` or include cycle.
        case referenceCycle
        /// An ignore comment or `ignore:` entry that is malformed, names no rule, gives no reason or
        /// stands before nothing it could suppress.
        case invalidSuppression

        /// The kind of a colour's parse error: `unsupported` for a valid colour ColorAudit cannot compute,
        /// else `invalidColor`.
        static func color(_ error: ColorParseError) -> Kind {
            error.isUnsupported ? .unsupported : .invalidColor
        }
    }
}
