import ColorScience

/// The largest palettes an audit accepts, so that time stays bounded (memory grows with the number of
/// colours in any case). `Auditor.validate` refuses a palette above either limit with an
/// `AuditSizeError` (the CLI exits 2).
///
/// - `maximumImpliedPairs`: 1,000,000 pair evaluations formed from roles when a palette declares no
///   `pairs:`: the pairs the conventions form (each foreground-role colour with the backgrounds
///   `PairFormation` plans for it, less those the conventions keep it off) × appearance passes. The
///   plans' length bounds them and is all that is computed when it is within the limit; past it the
///   formed pairs are counted, stopping at the first past the limit (`PairSequence.formedPairs`). The
///   conventions that plan exact lists of surfaces stop at the limit (`PairFormation.planningLimit`), so
///   planning itself stays bounded. Declared pairs are not limited: they grow with the file.
/// - `maximumPlannedPairs`: 10,000,000 planned pairs looked at (plans × passes) when the formed ones are
///   counted: plans that long are refused however few pairs they keep, since every audit looks them
///   through.
/// - `maximumColourComparisons`: 2,000,000,000 colour comparisons between the colours the audit compares
///   with one another: `cvd-collision` (and, while it is on, `wide-gamut-fallback`'s re-check of its
///   comparisons) compares the `text`, `interactive` and `icon` colours (every colour with all pairs)
///   pairwise per deficiency, and `interactive-static-reuse`
///   compares interactive × static colours, per appearance. About 20 s on one core of the development
///   machine for the colour-vision search; 100,000 role colours (1.5·10¹⁰) are refused.
enum AuditLimits {
    /// See the type.
    public static let maximumImpliedPairs = PairFormation.planningLimit
    /// See the type.
    public static let maximumPlannedPairs = 10 * PairFormation.planningLimit
    /// See the type.
    public static let maximumColourComparisons = 2_000_000_000
}

/// A palette too large to audit (see `AuditLimits`): the message says what it would form and how to
/// make it auditable (declare pairs, groups, fewer roles).
public struct AuditSizeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is too large.
    public enum Kind: Sendable, Hashable {
        /// The roles would form more pair checks than `AuditLimits.maximumImpliedPairs`.
        case tooManyPairs
        /// The rules that compare colours pairwise would make more comparisons than
        /// `AuditLimits.maximumColourComparisons`.
        case tooManyComparisons
    }

    /// What is too large, for a program to act on without reading `message`.
    public var kind: Kind
    /// The palette's file.
    public var file: String
    /// What is too large and what to do, for people, with the settings it points to as hints.
    public var text: HintedText
    /// `text` with its hints in words; setting it sets `text` without hints.
    public var message: String {
        get { text.description }
        set { text = HintedText(newValue) }
    }

    /// Creates an error.
    public init(kind: Kind, file: String, message: String) {
        self.init(kind: kind, file: file, text: HintedText(message))
    }

    /// Creates an error whose text points to settings (`ReportHint`).
    public init(kind: Kind, file: String, text: HintedText) {
        self.kind = kind
        self.file = file
        self.text = text
    }

    /// `file: error: message`.
    public var description: String { description(HintSpelling()) }

    /// `description` with the hints as `spelling` shows them.
    public func description(_ spelling: HintSpelling) -> String { "\(file): error: \(text.rendered(spelling))" }
}
