import ColorAudit
import Foundation

/// `coloraudit fix <paths…>`: repairs failing contrast pairs in the source files (`PaletteRepair`,
/// `SourceRewrite`).
enum FixCommand: Command {
    static let spec = CommandSpec(
        name: "fix",
        summary: "Repair failing contrast pairs in the palette files, each value in its own notation",
        usage: "fix [options] <path>…",
        options: [
            OptionSpec(
                name: "dry-run", valueName: nil,
                help: "Print the changes as a unified diff instead of writing the files"),
            PaletteInput.inputFormatOption,
            OptionSpec(
                name: "config", valueName: "FILE",
                help: "Read settings (rules, roles, fixed colours) from FILE (default: the .coloraudit.yml found "
                    + "as for audit)"),
            AuditCommand.platformOption,
            OptionSpec(
                name: "appearance", valueName: "LIST",
                help: "Repair only the pairs of these appearances, comma-separated (pairs of the others are kept "
                    + "passing)", repeatable: true),
            OptionSpec(
                name: "rule", valueName: "ID=LEVEL",
                help: "Set a rule's level as for audit; contrast rules at error or warning are repaired "
                    + "(contrast-minimum=off leaves text pairs alone)", repeatable: true),
            OptionSpec(
                name: "set", valueName: "ID.PARAM=VALUE",
                help: "Set a rule parameter, e.g. contrast-minimum.normal=7 (repeatable)", repeatable: true),
            PaletteInput.cssThemeOption,
        ],
        positionals: (1, nil),
        discussion: """
            Changes the fewest colours by the least total ΔE00 so that every contrast pair 'audit' checks
            meets its requirement at once, in every appearance; pairs that pass stay passing. An
            alias of a scale step is re-pointed to another step of the scale when one meets every pair;
            otherwise a colour gets a new value of its own OKLCH hue, written in its notation and case.
            Colours named in 'fixed:' (palette or .coloraudit.yml; names or patterns) are never changed.
            Only the changed values' bytes are rewritten; files are replaced atomically, all or none: each is
            checked first (unchanged since read, not read-only), and one that still cannot be written puts
            back those already replaced.

            Writes ColorAudit's palette YAML/JSON, CSS custom properties, DTCG, Tokens Studio, Style Dictionary,
            Adobe Spectrum tokens, Android resources and Xcode asset catalogs (a colour set entry's components in its own
            color-space and encoding); a change in any other format is reported and nothing of it written.

            Exit status: 0 every failing pair repaired (or none); 1 pairs left below their requirement
            (each listed with the reason); 2 usage or input error, or a change that cannot be written.

            Examples:
              coloraudit fix --dry-run palettes/
              coloraudit fix tokens/ --appearance dark
              coloraudit fix app-colors.yaml --config ci/coloraudit.yml   # its 'fixed:' colours stay
            """)

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let session = try AuditCommand.makeSession(arguments)
        let paths = arguments.positionals
        let loaded: PaletteLoader.Loaded
        do {
            loaded = try session.load(paths)
        } catch {
            try PaletteInput.throwLoadError(error, paths: paths, jsonErrorsTo: nil, command: "fix")
        }
        let dryRun = arguments.has("dry-run")
        // Each file is read once: the plan is checked on, and written from, those bytes, and `FixWriter` writes
        // nothing when a file no longer holds them.
        var snapshots: [String: [UInt8]?] = [:]
        let read: (String) -> [UInt8]? = { path in
            if let bytes = snapshots[path] { return bytes }
            let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) }
            snapshots[path] = bytes
            return bytes
        }
        var report: [String] = []
        var errors: [String] = []
        var changes: [RepairPlan.Change] = []
        var placed: [String: String] = [:]
        var failingBefore = 0
        var plans: [(plan: RepairPlan, writable: Bool)] = []
        // The theme combinations of a token set (`Palette.variant`) share their files: one repair for all.
        var groups: [[Palette]] = []
        var groupOfFile: [String: Int] = [:]
        for palette in loaded.palettes {
            if palette.variant != nil, let index = groupOfFile[palette.file] {
                groups[index].append(palette)
            } else {
                if palette.variant != nil { groupOfFile[palette.file] = groups.count }
                groups.append([palette])
            }
        }
        // `audit`'s findings of the same failures, per palette, so that each count can be set beside the repair's.
        let findings = auditedFailures(loaded, session: session)
        for group in groups {
            let palette = group[0]
            // Checked on the changed files read again before anything is written (`RepairCheck`).
            let plan = RepairCheck.plan(
                group, configuration: session.configuration,
                edits: { changes in SourceRewrite.edits(changes, read: read) },
                reload: { replaced in
                    try? InputReading.$replacedFiles.withValue(replaced) { try session.load(paths).palettes }
                })
            errors += plan.problems
            failingBefore += plan.failingBefore
            plans.append((plan, SourceRewrite.writableFormats.contains(palette.format ?? "")))
            let title =
                group.count > 1
                ? "\(palette.file) (\(group.count) theme combinations)"
                : palette.variant.map { "\(palette.file) (\($0))" } ?? palette.file
            if !plan.changes.isEmpty, !SourceRewrite.writableFormats.contains(palette.format ?? "") {
                errors.append(
                    "\(palette.file): error: fix cannot write \(palette.format ?? "this format") files; "
                        + "\(plan.changes.count) change\(plan.changes.count == 1 ? "" : "s") not applied")
            }
            let groupFindings = findings.map { counts in
                group.map { counts[FindingsKey(file: $0.file, variant: $0.variant)] ?? 0 }.reduce(0, +)
            }
            report += describe(plan, title: title, findings: groupFindings)
            guard SourceRewrite.writableFormats.contains(palette.format ?? "") else { continue }
            for change in plan.changes {
                let key = "\(change.location)\u{0}\(change.original)"
                if let earlier = placed[key] {
                    if earlier != change.replacement {
                        errors.append(
                            "\(change.location): error: \(change.token): another palette read from this file needs "
                                + "\(earlier), this one \(change.replacement); \(earlier) is written")
                    }
                    continue
                }
                if change.location.file == "-" {
                    errors.append("\(change.location): error: \(change.token): standard input cannot be rewritten")
                    continue
                }
                placed[key] = change.replacement
                changes.append(change)
            }
        }
        let edits = SourceRewrite.edits(changes, read: read)
        var unwritten = Set<String>()
        for edit in edits where !edit.problems.isEmpty {
            errors += edit.problems
            unwritten.insert(edit.file)
        }
        // A palette is repaired whole or not at all: the other files of a palette with a file that cannot be
        // written are not written either (and so on through the palettes that share a file).
        var spreading = true
        while spreading {
            spreading = false
            for (plan, writable) in plans where writable {
                let files = Set(plan.changes.map(\.location.file)).subtracting(["-"])
                guard !files.isDisjoint(with: unwritten), !files.isSubset(of: unwritten) else { continue }
                for file in files.subtracting(unwritten).sorted()
                where edits.contains(where: { $0.file == file && $0.before != $0.after }) {
                    errors.append("\(file): error: not written: another file of the same palette cannot be written")
                }
                unwritten.formUnion(files)
                spreading = true
            }
        }
        let targets = edits.filter { !unwritten.contains($0.file) && $0.before != $0.after }
        if dryRun {
            for edit in targets {
                try Console.write(
                    SourceRewrite.unifiedDiff(file: edit.file, before: edit.before, after: edit.after), to: "-",
                    what: "diff", addingNewline: false)
            }
        } else {
            let problems = FixWriter.write(
                targets.map { FixWriter.Target(file: $0.file, before: $0.before, after: $0.after) })
            if !problems.isEmpty {
                errors += problems
                unwritten.formUnion(targets.map(\.file))
            }
        }
        // A palette whose changes are not all written keeps every pair that failed.
        var unmetCount = 0
        for (plan, writable) in plans {
            let written = writable && !plan.changes.contains { unwritten.contains($0.location.file) }
            unmetCount += written ? plan.unmet.count : plan.failingBefore
        }
        let values = changes.filter { !unwritten.contains($0.location.file) }.count
        var summary =
            "\(AuditSummary.plural(values, "value")) \(dryRun ? "to change" : "changed"); "
            + "\(failingBefore - unmetCount) of \(AuditSummary.plural(failingBefore, "failing pair check")) "
            + "repaired, \(unmetCount) left"
        if let total = findings?.values.reduce(0, +), total > 0 || failingBefore > 0 {
            summary += " " + compared(failingBefore, findings: total)
        }
        let lines = report + [summary]
        if dryRun {
            try Console.error(lines.joined(separator: "\n"))
        } else {
            try Console.out(lines.joined(separator: "\n"))
        }
        if !errors.isEmpty {
            try Console.error(errors.joined(separator: "\n"))
            return .inputError
        }
        return unmetCount > 0 ? .findings : .success
    }

    /// A palette (its theme combination, `Palette.variant`), as `auditedFailures` counts its findings.
    struct FindingsKey: Hashable {
        var file: String
        var variant: String?
    }

    /// The contrast findings at error or warning of the rules the repair works for (`PaletteRepair`), as
    /// `audit` reports them, per palette; `nil` when the audit cannot be run.
    static func auditedFailures(_ loaded: PaletteLoader.Loaded, session: AuditSession) -> [FindingsKey: Int]? {
        let repaired: Set<RuleID> = [.contrastMinimum, .contrastEnhanced, .nonTextContrast, .focusIndicatorContrast]
        guard let run = try? session.audit(loaded, with: session.auditor(recordingChecks: false, findingLimit: 0))
        else { return nil }
        var counts: [FindingsKey: Int] = [:]
        for report in run.reports {
            // A finding said once for several brands counts in each brand's palette (`sharedFindings`).
            let failing = (report.findings + report.sharedFindings).filter {
                repaired.contains($0.rule) && ($0.severity == .error || $0.severity == .warning)
            }
            counts[FindingsKey(file: report.palette.file, variant: report.palette.variant), default: 0] += failing.count
        }
        return counts
    }

    /// `failing` pair checks set beside the `findings` `audit` reports for them: the same count, or what
    /// each counts. A pair check is one pair of colours in one appearance (and theme combination), as
    /// `audit`'s "pair checks"; a finding is one pair of colours with every appearance and theme
    /// combination it fails in, counted once through the colours that alias them.
    static func compared(_ failing: Int, findings: Int) -> String {
        guard findings != failing else { return "(audit: \(AuditSummary.plural(findings, "finding")))" }
        return
            "(audit reports these \(failing) as \(AuditSummary.plural(findings, "finding")): a finding is one pair of "
            + "colours with every appearance and theme combination it fails in, counted once through the colours that "
            + "alias them; a pair check is one pair in one appearance, as in audit's \"pair checks\")"
    }

    /// Why a re-pointed alias skips nearer steps of its scale (`RepairPlan.Change.passedOver`), for people:
    /// the nearest three, then how many more; "" when it skips none.
    static func passedOver(_ change: RepairPlan.Change) -> String {
        guard !change.passedOver.isEmpty else { return "" }
        var text = change.passedOver.prefix(3).joined(separator: "; ")
        if change.passedOver.count > 3 { text += "; and \(change.passedOver.count - 3) more" }
        return " (nearer step\(change.passedOver.count == 1 ? "" : "s") not taken: \(text))"
    }

    /// The colours of its family a change comes within a just-noticeable difference of, though no change
    /// meeting its pairs keeps them apart (`RepairPlan.Change.sameAs`), for people; "" when none.
    static func sameAs(_ change: RepairPlan.Change) -> String {
        guard !change.sameAs.isEmpty else { return "" }
        return " (no change meeting its pairs keeps it apart from \(change.sameAs.joined(separator: ", ")): now "
            + "within ΔE00 \(String(format: "%g", PaletteRepair.siblingSeparation)) of \(change.sameAs.count == 1 ? "it" : "them"))"
    }

    /// The plan of one palette for people: each change, then each pair left with its reason.
    /// Each change starts with where its value is written, `file:line:column:` as `audit`'s reports give a
    /// finding's place; `findings` is how many findings `audit` reports for the palette's failing pairs.
    static func describe(_ plan: RepairPlan, title: String, findings: Int?) -> [String] {
        guard !plan.changes.isEmpty || !plan.unmet.isEmpty || !plan.lostSeparations.isEmpty else { return [] }
        var header = "\(title): \(AuditSummary.plural(plan.failingBefore, "failing pair check"))"
        if let findings {
            header += findings == plan.failingBefore ? "" : " (audit: \(AuditSummary.plural(findings, "finding")))"
        }
        var lines = [header]
        for change in plan.changes {
            let forAlias = change.aliasedBy.map { "for \($0), which aliases it" }
            let how =
                change.repointed.map {
                    " (alias re-pointed from \($0.from) to \($0.to)\(forAlias.map { ", " + $0 } ?? ""))"
                }
                ?? forAlias.map { " (\($0))" } ?? ""
            let lost =
                change.notTellsApart.isEmpty
                ? ""
                : " (a step, not a new value: no longer told apart from "
                    + "\(change.notTellsApart.joined(separator: ", ")) under colour-vision simulation)"
            lines.append(
                "  \(change.location): \(change.token) \(change.original) → \(change.replacement) "
                    + "(ΔE00 \(change.deltaE00Text(in: change.appearances)))\(how)\(lost)\(passedOver(change))"
                    + sameAs(change))
        }
        for lost in plan.lostSeparations {
            lines.append("  no longer told apart under colour-vision simulation after the changes: \(lost.text)")
        }
        for unmet in plan.unmet {
            lines.append(
                "  left [\(unmet.appearance.rawValue)] \(unmet.foreground) on \(unmet.background): "
                    + "\(ContrastRatio.format(unmet.ratio, against: unmet.required)):1, \(unmet.rule) requires "
                    + "\(ContrastRatio.formatThreshold(unmet.required)):1 — \(unmet.reason)")
        }
        return lines
    }
}
