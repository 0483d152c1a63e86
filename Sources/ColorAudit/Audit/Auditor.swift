import ColorScience

/// Runs rules over palettes. Applies configured levels: a rule that is off does not run; a configured
/// level moves the rule's severities as `RuleSettings.Level` describes (the rule's default severity
/// becomes the level, the others keep their distance).
public struct Auditor: Sendable {
    /// The rules run, in report order.
    public var rules: [any Rule]
    /// The configuration.
    public var configuration: Configuration
    /// Record every contrast check made (`PaletteReport.checks`), not only the findings. Off by default:
    /// the record grows with the number of pairs.
    public var recordsChecks = false
    /// With `recordsChecks`, also record every pair rule's judgement (`PaletteReport.ruleChecks`, which the
    /// JUnit report lists; the JSON report does not). On by default; off, a JSON audit of 96,000 pairs
    /// holds 28 MB less (the judgements and the keys that make each one once).
    public var recordsRuleChecks = true

    /// An auditor with every rule of `RuleCatalog.all`.
    public init(configuration: Configuration = Configuration(), rules: [any Rule] = RuleCatalog.all) {
        self.configuration = configuration
        self.rules = rules
    }

    /// Audits one palette. Takes time with the number of pairs and colour comparisons (call `validate`
    /// first to refuse palettes beyond `AuditLimits`); memory grows with the colours and declarations and
    /// at most `Configuration.findingLimit` findings per rule, severity and appearance.
    public func audit(_ palette: Palette) -> PaletteReport {
        let palette = RolePattern.apply(configuration.rolePatterns, to: palette, replacing: [.inferred, .unknown])
        return audit(palette, in: AuditContext(palette: palette, configuration: configuration))
    }

    /// Validates every palette (`validate(_:)`, in order, so nothing is audited when one is refused), then
    /// audits each (`audit(_:)`); the same reports as those two calls. The last palette's audit uses the
    /// context its validation built (building one resolves names, roles and displayed colours, as much
    /// work as a small palette's rules), so a single palette's context is built once. A finding the same
    /// in several brands of one token package is then said once (`UniformFindings.foldBrands`), and a
    /// finding the same in several palettes (a `system.css` repeating `light.css` and `dark.css`) too
    /// (`UniformFindings.foldLocations`).
    /// - Returns: one report per palette, in order.
    /// - Throws: the first palette's `AuditSizeError`, before any palette is audited.
    public func audit(_ palettes: [Palette]) throws(AuditSizeError) -> [PaletteReport] {
        guard let last = palettes.last else { return [] }
        for palette in palettes.dropLast() { try validate(palette) }
        let lastPalette = RolePattern.apply(configuration.rolePatterns, to: last, replacing: [.inferred, .unknown])
        let lastContext = AuditContext(palette: lastPalette, configuration: configuration)
        try validate(lastPalette, in: lastContext)
        let reports = palettes.dropLast().map(audit) + [audit(lastPalette, in: lastContext)]
        return UniformFindings.foldLocations(UniformFindings.foldBrands(reports))
    }

    /// `audit(_:)` of `palette` (role patterns applied) with its context.
    private func audit(_ palette: Palette, in context: AuditContext) -> PaletteReport {
        // The rules are independent: they run at once on every core (`ParallelWork`), each into its own
        // list, and the lists are joined in rule order, so the findings are those of running them in turn.
        // The pairs are resolved first (once, for every rule).
        // The rules that compare colours pairwise (`colourComparisons`) take most of the time: they are
        // started first, so that the other rules fill the other cores meanwhile instead of holding one of
        // them back behind the long job (the lists are joined in rule order all the same).
        let enabled = rules.filter { context.level(of: $0.descriptor) != nil }
        context.pairs.prepare()
        let starts = enabled.indices.sorted {
            (Auditor.startsFirst(enabled[$0]), $0) < (Auditor.startsFirst(enabled[$1]), $1)
        }
        let ran = ParallelWork.map(starts.count) { k in Auditor.findings(of: enabled[starts[k]], in: context) }
        var perRule = [[Finding]](repeating: [], count: enabled.count)
        for (k, index) in starts.enumerated() { perRule[index] = ran[k] }
        var findings = perRule.flatMap { $0 }
        findings = UniformFindings.collapse(findings, palette: palette, appearances: context.appearances)
        if let variant = palette.variant {
            for index in findings.indices { findings[index].variant = variant }
        }
        // By appearance, line, column and rule, ties in rule order (the position is the last key). Each
        // finding's key is made once, its appearance and rule as ranks (`SortRanks`: the same order as
        // their names, looked up once per finding instead of once per comparison), and the positions are
        // sorted by the keys.
        let appearanceRanks = SortRanks(context.appearances + [.any]).ranks(findings.map(\.appearance))
        let ruleRanks = SortRanks(rules.map(\.descriptor.id)).ranks(findings.map(\.rule))
        let keys = findings.indices.map { k in
            (appearanceRanks[k], findings[k].location.line, findings[k].location.column, ruleRanks[k])
        }
        let order = findings.indices.sorted { i, j in
            let (a, b) = (keys[i], keys[j])
            return (a.0, a.1, a.2, a.3, i) < (b.0, b.1, b.2, b.3, j)
        }
        findings = order.map { findings[$0] }
        let suppressed: [SuppressedFinding]
        (findings, suppressed) = SuppressedFinding.split(findings, palette: palette)
        var inherited: [PaletteReport.Inheritance] = []
        for appearance in context.appearances where appearance != .any {
            for token in palette.tokens {
                if let from = token.resolve(appearance)?.inheritedFrom {
                    inherited.append(.init(token: token.name, appearance: appearance, from: from))
                }
            }
        }
        let (inactive, omittedInactive) = Auditor.inactivePairs(context)
        let pairsChecked = context.pairs.count
        // A palette of Radix scales is checked through the pairs its convention declares (`RadixScale`).
        var listed = palette
        if palette.pairs == nil, let formed = context.palette.pairs, RadixScale.formed(formed) { listed.pairs = formed }
        var report = PaletteReport(
            palette: palette, appearances: context.appearances, platform: context.platform, findings: findings,
            uncheckedTokens: Auditor.unchecked(
                listed, drawnOnFills: context.pairs.drawnOnFoundFills,
                spectrumVocabulary: context.usesSpectrumVocabulary),
            inactivePairs: inactive,
            inheritedValues: inherited, pairsChecked: pairsChecked,
            checks: recordsChecks ? Auditor.checks(context, pairs: pairsChecked) : nil)
        if recordsChecks {
            let enabled = rules.filter { context.level(of: $0.descriptor) != nil }
            report.colourRulesRun = enabled.filter { !($0 is any PairRule) }.map(\.descriptor.id)
            if recordsRuleChecks {
                report.ruleChecks = Auditor.ruleChecks(enabled.compactMap { $0 as? any PairRule }, context)
            }
        }
        var overrides: [RuleID: (RuleSettings.Level, Severity)] = [:]
        for rule in rules {
            if let level = context.settings.levels[rule.descriptor.id] {
                overrides[rule.descriptor.id] = (level, rule.descriptor.defaultSeverity)
            }
        }
        // Rules record omitted findings under their own ID as they run; in rule order (a stable sort) the
        // entries are those of running the rules in turn.
        let recorded = context.omittedFindings.inRuleOrder(rules.map(\.descriptor.id))
        report.omittedFindings = Auditor.merge(recorded) { rule, severity in
            guard let (level, ruleDefault) = overrides[rule] else { return severity }
            return level.severity(of: severity, ruleDefault: ruleDefault) ?? severity
        }
        report.omittedInactivePairs = omittedInactive
        report.suppressed = suppressed
        return report
    }

    /// Every contrast check of the context's pairs (`PairCheck.checks`), in pair order, in an array
    /// reserved for one check per pair (`pairs`; a pair judged over black and over white makes two): a
    /// growing array held its old and its doubled storage at once, at the audit's peak of memory.
    static func checks(_ context: AuditContext, pairs: Int) -> [PairCheck] {
        var checks: [PairCheck] = []
        checks.reserveCapacity(pairs)
        for pair in context.pairs { checks += PairCheck.checks(pair, in: context) }
        return checks
    }

    /// Where `audit` starts a rule: -1 for the colour-vision search (the longest), 0 for the other rule
    /// that compares colours pairwise (`interactive-static-reuse`), 1 for the rest (in rule order).
    static func startsFirst(_ rule: any Rule) -> Int {
        if rule is CVDCollisionRule { return -1 }
        return rule is InteractiveStaticReuseRule ? 0 : 1
    }

    /// The findings of one enabled rule with the configured levels applied, at most
    /// `Configuration.findingLimit` per severity and appearance (the worst; omitted counts recorded).
    static func findings(of rule: any Rule, in context: AuditContext) -> [Finding] {
        let configured = context.settings.levels[rule.descriptor.id]
        let ruleDefault = rule.descriptor.defaultSeverity
        // Rules that compare many pairs keep their worst findings themselves (`WorstFindings`); the
        // same bound is applied here to every rule's output.
        var collector = WorstFindings(rule: rule.descriptor, context: context)
        for var finding in rule.evaluate(context) {
            if let configured, let graded = configured.severity(of: finding.severity, ruleDefault: ruleDefault) {
                finding.severity = graded
            }
            collector.offer(
                severity: finding.severity, appearance: finding.appearance, score: FindingRank.score(finding)
            ) { finding }
        }
        return collector.finish(context)
    }

    /// The pairs of inactive components (usage `disabled`), at most `effectiveFindingLimit` of them — the
    /// lowest ratios, ties to the earlier — in evaluation order, and how many more there are. Memory grows
    /// with the limit, not with the pairs.
    static func inactivePairs(_ context: AuditContext) -> (kept: [PaletteReport.InactivePair], omitted: Int) {
        let limit = context.configuration.effectiveFindingLimit
        // A max-heap on (ratio, sequence): its root is the first to go when a lower ratio comes.
        var heap: [(ratio: Double, sequence: Int, pair: PaletteReport.InactivePair)] = []
        func above(_ a: Int, _ b: Int) -> Bool { (heap[a].ratio, heap[a].sequence) > (heap[b].ratio, heap[b].sequence) }
        var seen = 0
        for pair in context.pairs where pair.declaration.usage == .disabled {
            let entry = (
                ratio: pair.stack.worstRatio, sequence: seen,
                pair: PaletteReport.InactivePair(
                    appearance: pair.appearance, tokens: pair.tokens, ratio: pair.stack.worstRatio,
                    location: pair.location)
            )
            seen += 1
            if heap.count < limit {
                heap.append(entry)
                var child = heap.count - 1
                while child > 0, above(child, (child - 1) / 2) {
                    heap.swapAt(child, (child - 1) / 2)
                    child = (child - 1) / 2
                }
            } else if let root = heap.first, (entry.ratio, entry.sequence) < (root.ratio, root.sequence) {
                heap[0] = entry
                var parent = 0
                while true {
                    var largest = parent
                    for child in [2 * parent + 1, 2 * parent + 2] where child < heap.count && above(child, largest) {
                        largest = child
                    }
                    guard largest != parent else { break }
                    heap.swapAt(parent, largest)
                    parent = largest
                }
            }
        }
        return (heap.sorted { $0.sequence < $1.sequence }.map(\.pair), seen - heap.count)
    }

    /// Every judgement of `rules` over the context's pairs (`PairRule.subjects`), each subject once per
    /// rule (a declaration judged once as `any` is not repeated per appearance), in pair order.
    static func ruleChecks(_ rules: [any PairRule], _ context: AuditContext) -> [RuleCheck] {
        var result: [RuleCheck] = []
        var seen = Set<String>()
        for pair in context.pairs {
            for rule in rules {
                for subject in rule.subjects(of: pair, in: context) {
                    let key = ([rule.descriptor.id.rawValue, subject.appearance.rawValue] + subject.tokens).joined(
                        separator: "\u{1F}")
                    guard seen.insert(key).inserted else { continue }
                    result.append(RuleCheck(rule: rule.descriptor.id, subject: subject, location: pair.location))
                }
            }
        }
        return result
    }

    /// The omitted-findings entries with configured levels applied (`graded(rule, own severity)`; a rule
    /// records its own severity), entries that then share rule, severity and appearance added up.
    static func merge(_ entries: [PaletteReport.Omitted], graded: (RuleID, Severity) -> Severity)
        -> [PaletteReport.Omitted]
    {
        var result: [PaletteReport.Omitted] = []
        for var entry in entries {
            entry.severity = graded(entry.rule, entry.severity)
            if let k = result.firstIndex(where: {
                ($0.rule, $0.severity, $0.appearance) == (entry.rule, entry.severity, entry.appearance)
            }) {
                result[k].found += entry.found
                result[k].reported += entry.reported
            } else {
                result.append(entry)
            }
        }
        return result
    }

    /// Refuses a palette whose audit would take too long (see `AuditLimits`), with a message saying how
    /// many pairs or comparisons it would make and how to declare pairs or groups instead.
    public func validate(_ palette: Palette) throws(AuditSizeError) {
        let palette = RolePattern.apply(configuration.rolePatterns, to: palette, replacing: [.inferred, .unknown])
        try validate(palette, in: AuditContext(palette: palette, configuration: configuration))
    }

    /// Refuses a palette that would form more pairs from roles than `AuditLimits.maximumImpliedPairs`
    /// (the first check of `validate(_:)`; `coloraudit pairs` lists only what an audit would check).
    public func validateFormedPairs(_ palette: Palette) throws(AuditSizeError) {
        let palette = RolePattern.apply(configuration.rolePatterns, to: palette, replacing: [.inferred, .unknown])
        try validateFormedPairs(palette, in: AuditContext(palette: palette, configuration: configuration))
    }

    /// `validate(_:)` of `palette` (role patterns applied) with its context.
    private func validate(_ palette: Palette, in context: AuditContext) throws(AuditSizeError) {
        try validateFormedPairs(palette, in: context)
        let comparisons = Auditor.colourComparisons(context)
        if comparisons.count > AuditLimits.maximumColourComparisons {
            let problem: String =
                "comparing \(comparisons.what) would take \(comparisons.count) colour comparisons (more than the "
                + "limit of \(AuditLimits.maximumColourComparisons)): declare the colours that must be told "
                + "apart under 'groups:'"
            let allPairs: HintedText =
                CVDCollisionRule.comparesAllPairs(context.settings) ? ", or drop \(hint: .allPairs)" : ""
            let rulesOff: HintedText =
                ", or turn the rules off (\(hint: .ruleLevel, "cvd-collision=off") "
                + "\(hint: .ruleLevel, "interactive-static-reuse=off"))"
            throw AuditSizeError(
                kind: .tooManyComparisons, file: palette.file, text: HintedText(problem) + allPairs + rulesOff)
        }
    }

    /// `validateFormedPairs(_:)` of `palette` (role patterns applied) with its context: the pairs the
    /// conventions form. Their plans' length (`PairSequence.estimatedFormedCount`) bounds them; past the
    /// limit the pairs the conventions keep are counted (`PairSequence.formedPairs`), up to the limit and
    /// looking at no more than `AuditLimits.maximumPlannedPairs` planned pairs (longer plans are refused
    /// without counting); planning that stopped at its limit (`PairSequence.formationStoppedAtLimit`) is
    /// refused as it is.
    private func validateFormedPairs(_ palette: Palette, in context: AuditContext) throws(AuditSizeError) {
        let planned = context.pairs.estimatedFormedCount
        let stopped = context.pairs.formationStoppedAtLimit
        guard stopped || planned > AuditLimits.maximumImpliedPairs else { return }
        // Plans longer than the budget are refused at once, without counting.
        let tally: PairSequence.FormedTally =
            stopped
            ? .pastLimit
            : planned > AuditLimits.maximumPlannedPairs
                ? .pastBudget
                : context.pairs.formedPairs(
                    upTo: AuditLimits.maximumImpliedPairs, looking: AuditLimits.maximumPlannedPairs)
        if case .formed = tally { return }
        let foregrounds =
            palette.pairs == nil
            ? palette.tokens.filter { $0.role?.isForeground ?? false }.count
            : palette.tokens.filter { $0.role == .focus }.count
        let backgrounds = palette.tokens.filter { $0.role == .background }.count
        let formed =
            tally == .pastLimit
            ? "more than \(AuditLimits.maximumImpliedPairs) pair checks (the limit)"
            : "\(planned) planned pairs to sort (more than the limit of \(AuditLimits.maximumPlannedPairs))"
        throw AuditSizeError(
            kind: .tooManyPairs, file: palette.file,
            message:
                "\(foregrounds) foreground-role colours × \(backgrounds) background-role colours would form "
                + "\(formed): declare the pairs that are really drawn under 'pairs:' (e.g. pairs: [{ foreground: "
                + "label, background: surface, usage: text }]) or give fewer colours the roles text, interactive, "
                + "icon, border and background")
    }

    /// The colour comparisons of the rules that compare colours pairwise (see `AuditLimits`), with a
    /// description of the largest set for messages.
    static func colourComparisons(_ context: AuditContext) -> (count: Int, what: String) {
        let tokens = context.palette.tokens
        let appearances = Swift.max(context.appearances.count, 1)
        var total = 0
        var what = ""
        func add(_ n: Int, _ description: String) {
            total = total.addingReportingOverflow(n).overflow ? Int.max : total + n
            if what.isEmpty { what = description }
        }
        func pairs(_ n: Int) -> Int { n.multipliedReportingOverflow(by: Swift.max(n - 1, 0)).partialValue / 2 }
        let cvd = CVDCollisionRule()
        if context.level(of: cvd.descriptor) != nil {
            // Between role colours achromatopsia is checked only when named (see `CVDCollisionRule`).
            let simulators = CVDCollisionRule.simulators(for: context.settings).filter {
                CVDCollisionRule.comparesAllPairs(context.settings)
                    || CVDCollisionRule.namesDeficiencies(context.settings)
                    || $0.deficiency != .achromatopsia
            }.count
            let compared =
                CVDCollisionRule.comparesAllPairs(context.settings)
                ? tokens.count
                : DistinguishedColors(names: tokens.map(\.name), roles: tokens.map(\.role)).members.count
            let n = pairs(compared).multipliedReportingOverflow(by: simulators * appearances)
            let which = CVDCollisionRule.comparesAllPairs(context.settings) ? "" : "status, hue, chart, link and text "
            add(
                n.overflow ? Int.max : n.partialValue,
                "\(compared) \(which)colours with one "
                    + "another (\(simulators) \(simulators == 1 ? "deficiency" : "deficiencies"), \(AuditSummary.plural(appearances, "appearance")))"
            )
        }
        let reuse = InteractiveStaticReuseRule()
        if context.level(of: reuse.descriptor) != nil {
            let interactive = tokens.filter { $0.role == .interactive }.count
            let statics = tokens.filter { $0.role.map(InteractiveStaticReuseRule.staticRoles.contains) ?? false }.count
            let n = interactive.multipliedReportingOverflow(by: statics * appearances)
            add(n.overflow ? Int.max : n.partialValue, "\(interactive) interactive colours with \(statics) static ones")
        }
        return (total, what)
    }

    /// See `PaletteReport.uncheckedTokens`.
    /// `drawnOnFills`: the `on` colours the pairs draw on fills found from values (`PairFormation` rule 9),
    /// which are checked there even when their names found no surface. `spectrumVocabulary`: as
    /// `AuditContext.usesSpectrumVocabulary` (found from the palette when `nil`).
    static func unchecked(_ palette: Palette, drawnOnFills: Set<String> = [], spectrumVocabulary: Bool? = nil)
        -> [PaletteReport.Unchecked]
    {
        guard let pairs = palette.pairs else {
            // An `on` colour whose surface is found nowhere forms no pair (`PairFormation` rule 1).
            let foregrounds = palette.tokens.filter { $0.role?.isForeground ?? false }
            let formation = PairFormation(
                foregrounds: foregrounds, backgrounds: palette.tokens.filter { $0.role == .background },
                tokens: palette.tokens, unresolved: RadixContrast.unresolvedNames(palette),
                spectrumVocabulary: spectrumVocabulary)
            let surfaceless = Set(
                foregrounds.indices.filter {
                    formation.plans[$0] == .explicit([]) && !formation.fillForegrounds.contains($0)
                }
                .map { foregrounds[$0].name }
            ).subtracting(drawnOnFills)
            // Colours named as fills (Material's `primary_fixed`) are drawn on, not drawn (rule 7).
            let fills = Set(formation.fillForegrounds.map { foregrounds[$0].name })
            // A colour that colours with a role alias (a scale step, an Android theme's input) is checked
            // through them.
            let aliased = Set(
                palette.tokens.filter { $0.roleSource != .unknown }.flatMap { token in
                    token.values.values.compactMap { $0.aliasOf.flatMap { $0 == token.name ? nil : $0 } }
                })
            return palette.tokens.compactMap { token in
                if token.roleSource == .unknown {
                    return .init(token: token.name, reason: aliased.contains(token.name) ? "aliased" : "no-role")
                }
                if fills.contains(token.name) { return .init(token: token.name, reason: "fill") }
                return surfaceless.contains(token.name) ? .init(token: token.name, reason: "no-surface") : nil
            }
        }
        // A colour that a paired colour names as an alias (`link: "{accent}"`) is checked through it.
        var used = Set(pairs.flatMap(\.colorNames))
        let tokens = Dictionary(palette.tokens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var pending = Array(used)
        while let name = pending.popLast() {
            guard let token = tokens[name] else { continue }
            for value in token.values.values {
                if let target = value.aliasOf, used.insert(target).inserted { pending.append(target) }
            }
        }
        // Focus colours no pair uses are checked against every background (`PairSequence`).
        let focusPaired = palette.tokens.contains { $0.role == .background }
        return palette.tokens.filter { token in
            !used.contains(token.name) && token.role != .background && token.role != .decorative
                && !(token.role == .focus && focusPaired)
        }.map { .init(token: $0.name, reason: "not-in-any-pair") }
    }
}
