import ColorScience

/// The audit of one palette: its findings and what the audit could not check.
public struct PaletteReport: Sendable {
    /// A value a token inherited in an appearance it does not define.
    public struct Inheritance: Sendable, Hashable {
        /// The token's name.
        public var token: String
        /// The appearance that lacks a value.
        public var appearance: Appearance
        /// The appearance whose value is used instead.
        public var from: Appearance
    }

    /// The palette audited.
    public var palette: Palette
    /// Appearances evaluated.
    public var appearances: [Appearance]
    /// Platform profile used.
    public var platform: Platform
    /// Findings, sorted by appearance, then location, then rule.
    public var findings: [Finding]
    /// A colour the audit did not check for contrast, and why.
    public struct Unchecked: Sendable, Hashable {
        /// The token's name.
        public var token: String
        /// `no-role` (no pairs declared, and no role given or inferred), `aliased` (no role, and colours
        /// with a role alias it: a scale step or theme input, checked through them), `no-surface` (an `on` colour
        /// whose surface no colour is named for), `fill` (a foreground-role colour named as a fill,
        /// Material's `primary_fixed`: drawn on, not drawn) or `not-in-any-pair` (pairs are declared and
        /// none uses it).
        public var reason: String
    }

    /// Colours that got no contrast check: without declared pairs, those with no role; with declared
    /// pairs, foreground colours (not backgrounds or decoration) that no pair uses.
    public var uncheckedTokens: [Unchecked]
    /// A pair of an inactive component (usage `disabled`): exempt from the contrast rules, listed so that
    /// its ratio is still seen.
    public struct InactivePair: Sendable, Hashable {
        /// The appearance evaluated.
        public var appearance: Appearance
        /// Token names, foreground first (as `ResolvedPair.tokens`).
        public var tokens: [String]
        /// WCAG contrast ratio of the pair as seen, 1…21, unrounded (worst case when translucent).
        public var ratio: Double
        /// Where the pair is declared (or the foreground's value for pairs made from roles).
        public var location: SourceLocation
    }

    /// Pairs of inactive components with their ratios, in evaluation order: at most
    /// `Configuration.findingLimit` of them, those with the lowest ratios (ties: the earlier), like findings.
    public var inactivePairs: [InactivePair] = []
    /// Inactive pairs past the limit, counted but not listed (0 when every one is listed).
    public var omittedInactivePairs = 0
    /// Values inherited through the appearance fallback, among the appearances evaluated.
    public var inheritedValues: [Inheritance]
    /// Number of pair evaluations (pairs × appearances).
    public var pairsChecked: Int
    /// Every contrast check made, in pair order, when the auditor records them (`Auditor.recordsChecks`);
    /// `nil` otherwise.
    public var checks: [PairCheck]? = nil
    /// Every judgement of a pair rule (`PairRule`), passing or not, in pair order, when the auditor records
    /// checks; `nil` otherwise. Enabled rules only.
    public var ruleChecks: [RuleCheck]? = nil
    /// The IDs of the enabled rules that judge colours and groups rather than pairs one at a time (not
    /// `PairRule`s: colour vision, indistinct colours, reuse, key colours, gamut), in report order; filled
    /// when the auditor records checks, so reports can show such a rule that found nothing.
    public var colourRulesRun: [RuleID] = []

    /// Findings a rule left out because it found more of one severity in one appearance than
    /// `Configuration.findingLimit`: the worst `reported` are in `findings`, `found − reported` are not.
    public struct Omitted: Sendable, Hashable {
        /// The rule's ID.
        public var rule: RuleID
        /// The severity of the findings (after configuration).
        public var severity: Severity
        /// The appearance they were found in (before identical findings about single-value colours are
        /// merged into `any`).
        public var appearance: Appearance
        /// How many the rule found.
        public var found: Int
        /// How many of them are reported (the worst ones; at most the limit).
        public var reported: Int

        /// Creates an entry; see the properties.
        public init(rule: RuleID, severity: Severity, appearance: Appearance, found: Int, reported: Int) {
            self.rule = rule
            self.severity = severity
            self.appearance = appearance
            self.found = found
            self.reported = reported
        }

        /// Findings found but not reported.
        public var omitted: Int { found - reported }
    }

    /// What the finding limit left out, in rule order; empty when no rule reached it.
    public var omittedFindings: [Omitted] = []
    /// Findings of this palette that an earlier palette gives the same and reports, once: an earlier
    /// brand of the package, naming this brand among its `Finding.brands` (`UniformFindings.foldBrands`;
    /// each carries those brands too), or any earlier palette of the run, listing this one's location
    /// among its `Finding.locations` (`UniformFindings.foldLocations`; each carries those locations, the
    /// first where it is reported). Not in `findings` nor in the summary's counts, kept so that a report
    /// per palette (JUnit's testcases, `fix`'s counts) sees them failing here. Empty for other palettes.
    public var sharedFindings: [Finding] = []
    /// Findings not reported because a colour they are about silences their rule (`Suppression`), in
    /// the order they would have been reported.
    public var suppressed: [SuppressedFinding] = []
}
