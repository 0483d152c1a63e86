import ColorScience
import Foundation

/// Says each problem once: findings about the same colours are folded into one finding, in two steps
/// the `Auditor` runs after the rules.
///
/// 1. **Same colours, several names.** Within one appearance, findings of one rule and severity whose
///    tokens have the same colours (an alias and the token it names, or two tokens written with the
///    same value) and whose measurements and facts agree are one finding: the first (in rule order) is
///    kept, the other names are listed in `Finding.alsoTokens` under the name they stand beside, the
///    message says "tint (also sectionTitle)", and the other findings' locations are added to the
///    related locations. For the symmetric rules (`cvd-collision`, `indistinct-colors`) the order of
///    the two colours does not matter. Two tokens that a theme points at one colour but that differ in
///    another appearance are two tokens, not two names of one value: a token whose value here is an alias
///    and whose colours differ from its target's in some appearance of the palette folds only with tokens
///    of the same colours in every appearance (a package's inverted theme pointing its "weaker" and its
///    "strongest" text at `{color.alias.gray.20}` gives a finding for each, each under its own name).
/// 2. **Same finding, several appearances.** Findings with the same `FindingIdentity` apart from the
///    appearance, and identical in severity, tokens, message, facts, measurements and colours shown, found in several appearances, are one finding listing
///    them in `Finding.appearances`; when that is every evaluated appearance its `appearance` is `any`
///    (so a pair of single-value colours is reported once, as before), otherwise the first of them.
///    A finding that differs between appearances (another value, an inherited value, a translucent
///    colour over another background) stays per appearance.
/// 3. **Same finding, several brands** (across the palettes of a run, `foldBrands`): a token package's
///    brands are a palette each (`Palette.brand`), and a finding identical in several of them is said
///    once, with the first, listing them in `Finding.brands`.
/// 4. **Same finding, several palettes** (across the palettes of a run, `foldLocations`): one theme's
///    values read in two palettes (a `system.css` repeating `light.css` and `dark.css`) give a finding
///    identical in both; it is said once, with the first, listing where each has it in
///    `Finding.locations`.
enum UniformFindings {
    /// Rules whose two tokens play the same part (a pair of colours, not a foreground on a background).
    static let symmetricRules: Set<RuleID> = ["cvd-collision", "indistinct-colors"]

    /// Facts that name tokens (so differ between the names of one colour) and are left out of comparisons;
    /// `pairing` too: two names of one colour can be paired by different conventions; `reference`
    /// (`unresolved-reference`'s identity) starts with the colour's name.
    static let nameFacts: Set<String> = ["alias", "inherited", "tokensByFamily", "pairing", "reference"]

    private struct SameColors: Hashable {
        var rule: RuleID
        var severity: Severity
        var appearance: Appearance
        var colors: [[Int64]]
        /// Per token, its colours in every appearance when it is its own token here (`ownColors`), else `nil`.
        var own: [[[Int64]]?]
        var measurements: [String: Int64]
        var facts: [String: String]
    }

    struct SameFinding: Hashable {
        var identity: FindingIdentity
        var severity: Severity
        var alsoTokens: [String: [String]]
        var message: String
        var facts: [String: String]
        var measurements: [String: Int64]
        var swatches: [[Int64]]
    }

    /// `findings` folded as the type's documentation says (order of first occurrence kept).
    static func collapse(_ findings: [Finding], palette: Palette, appearances: [Appearance]) -> [Finding] {
        let folded = foldSameColors(findings, palette: palette)
        return foldAppearances(folded, evaluated: Set(appearances).subtracting([.any]))
    }

    /// A colour as comparable integers: sRGB components (unclipped) and alpha in millionths.
    static func signature(_ color: Color) -> [Int64] {
        let c = color.converted(to: .srgb).components
        return [c.x, c.y, c.z, color.alpha].map { Int64(($0 * 1e6).rounded()) }
    }

    static func quantized(_ measurements: [String: Finding.Measurement]) -> [String: Int64] {
        measurements.mapValues(quantized)
    }

    private static func quantized(_ measurement: Finding.Measurement) -> Int64 {
        measurement.value.isFinite ? Int64((measurement.value * 1e6).rounded()) : Int64.max
    }

    /// The sum of the quantized measurements (wrapping): equal for equal measurements, computed without
    /// building a dictionary — the cheap part of the folding keys (`DeferredKeyIndex`).
    static func measurementSum(_ finding: Finding) -> Int64 {
        finding.measurements.values.reduce(Int64(0)) { $0 &+ quantized($1) }
    }

    /// The cheap key of step 1: findings with the same colours have equal ones.
    private struct SameKind: Hashable {
        var rule: RuleID
        var severity: Severity
        var appearance: Appearance
        var measurements: Int64
    }

    /// The cheap key of step 2: findings that are the same apart from the appearance have equal ones.
    struct SameSubject: Hashable {
        var rule: RuleID
        var severity: Severity
        var tokens: [String]
        var measurements: Int64
    }

    /// The findings of `parts` (positions into `findings`, each part folded by `fold` into kept findings
    /// with the position each was first at), joined in order of those positions. The parts are folded at
    /// once on every core; when findings of different parts never fold together, this is folding all
    /// the findings in one pass.
    private static func folded(
        _ findings: [Finding], parts: [[Int]],
        _ fold: @escaping @Sendable ([Finding], [Int]) -> [(first: Int, finding: Finding)]
    ) -> [Finding] {
        let results = ParallelWork.map(parts.count) { k in fold(findings, parts[k]) }
        var order: [(first: Int, part: Int, position: Int)] = []
        for (part, kept) in results.enumerated() {
            for (position, entry) in kept.enumerated() { order.append((entry.first, part, position)) }
        }
        order.sort { $0.first < $1.first }
        return order.map { results[$0.part][$0.position].finding }
    }

    /// Positions of `findings` grouped by `key`, groups in order of their first finding.
    private static func parts<Key: Hashable>(_ findings: [Finding], by key: (Finding) -> Key) -> [[Int]] {
        var groupOf: [Key: Int] = [:]
        var parts: [[Int]] = []
        for (offset, finding) in findings.enumerated() {
            let k = key(finding)
            if let g = groupOf[k] {
                parts[g].append(offset)
            } else {
                groupOf[k] = parts.count
                parts.append([offset])
            }
        }
        return parts
    }

    /// Step 1 of the type's documentation. Findings of different appearances never fold here, so each
    /// appearance's are folded on their own, at once.
    static func foldSameColors(_ findings: [Finding], palette: Palette) -> [Finding] {
        folded(findings, parts: parts(findings, by: \.appearance)) {
            findings, offsets in
            foldSameColors(findings, offsets: offsets, palette: palette)
        }
    }

    /// Step 1 over the findings at `offsets` (ascending): the kept findings with the position each was
    /// first at. Over every finding's offset, this is step 1 in one pass (tests compare it with the
    /// folding by parts).
    static func foldSameColors(_ findings: [Finding], offsets: [Int], palette: Palette)
        -> [(first: Int, finding: Finding)]
    {
        var byName: [String: ColorToken] = [:]
        for token in palette.tokens where byName[token.name] == nil { byName[token.name] = token }
        struct TokenInAppearance: Hashable {
            var name: String
            var appearance: Appearance
        }
        var cache: [TokenInAppearance: [Int64]] = [:]
        func color(_ name: String, _ appearance: Appearance) -> [Int64]? {
            let cacheKey = TokenInAppearance(name: name, appearance: appearance)
            if let known = cache[cacheKey] { return known }
            guard let value = byName[name]?.resolve(appearance)?.value.color else { return nil }
            let result = signature(value)
            cache[cacheKey] = result
            return result
        }
        let evaluated = palette.appearances
        var ownCache: [TokenInAppearance: [[Int64]]?] = [:]
        // A token's colours in every appearance when here it is an alias whose colours differ from its
        // target's in some appearance (a theme points it at a colour it shares with other tokens only
        // there); an alias of the same colours as its target everywhere is a name of it, and takes its
        // target's; `nil` for a name of its value (not an alias, or an alias of such a token).
        func own(_ name: String, _ appearance: Appearance, depth: Int = 0) -> [[Int64]]? {
            let cacheKey = TokenInAppearance(name: name, appearance: appearance)
            if let known = ownCache[cacheKey] { return known }
            var result: [[Int64]]?
            if let target = byName[name]?.resolve(appearance)?.value.aliasOf, target != name,
                byName[target] != nil, depth < 64
            {
                let mine = evaluated.map { color(name, $0) }
                result =
                    mine == evaluated.map({ color(target, $0) })
                    ? own(target, appearance, depth: depth + 1) : mine.map { $0 ?? [] }
            }
            ownCache[cacheKey] = result
            return result
        }
        func key(_ finding: Finding) -> SameColors {
            var entries = finding.tokens.map { (color($0, finding.appearance)!, own($0, finding.appearance)) }
            if symmetricRules.contains(finding.rule) {
                entries.sort {
                    $0.0 != $1.0
                        ? $0.0.lexicographicallyPrecedes($1.0)
                        : String(describing: $0.1) < String(describing: $1.1)
                }
            }
            return SameColors(
                rule: finding.rule, severity: finding.severity, appearance: finding.appearance,
                colors: entries.map(\.0), own: entries.map(\.1),
                measurements: quantized(finding.measurements),
                facts: finding.facts.filter { !nameFacts.contains($0.key) })
        }
        var result: [Finding] = []
        // The finding each kept one was first (its key fields are not changed by folding).
        var firstOf: [Int] = []
        var folding = DeferredKeyIndex<SameKind, SameColors>(capacity: offsets.count)
        for offset in offsets {
            let finding = findings[offset]
            let resolves = finding.tokens.allSatisfy { byName[$0]?.resolve(finding.appearance) != nil }
            guard resolves, distinct(finding.tokens) else {
                result.append(finding)
                firstOf.append(offset)
                continue
            }
            let kind = SameKind(
                rule: finding.rule, severity: finding.severity, appearance: finding.appearance,
                measurements: measurementSum(finding))
            guard
                let index = folding.position(
                    coarse: kind, full: { key(finding) }, fullAt: { key(findings[firstOf[$0]]) },
                    storing: result.count)
            else {
                result.append(finding)
                firstOf.append(offset)
                continue
            }
            let colors = finding.tokens.map { color($0, finding.appearance)! }
            var kept = result[index]
            let keptColors = kept.tokens.map { color($0, kept.appearance)! }
            var used = Set<Int>()
            var added = false
            for (name, signature) in zip(finding.tokens, colors) {
                guard
                    let position = keptColors.indices.first(where: {
                        !used.contains($0) && keptColors[$0] == signature
                    })
                else { continue }
                used.insert(position)
                let primary = kept.tokens[position]
                guard name != primary, !(kept.alsoTokens[primary] ?? []).contains(name) else { continue }
                kept.alsoTokens[primary, default: []].append(name)
                added = true
            }
            guard added else { continue }
            for related in [
                Finding.Related(finding.location, "same colours: \(finding.tokens.joined(separator: ", "))")
            ]
                + finding.relatedLocations
            where related.location != kept.location
                && !kept.relatedLocations.contains(where: { $0.location == related.location })
            {
                kept.relatedLocations.append(related)
            }
            result[index] = kept
        }
        return zip(firstOf, result).map { first, finding in
            guard !finding.alsoTokens.isEmpty else { return (first, finding) }
            var named = finding
            for primary in finding.tokens {
                guard let others = finding.alsoTokens[primary] else { continue }
                named.message = mention(primary, also: others, in: named.message)
            }
            return (first, named)
        }
    }

    /// Whether no name occurs twice in `names` (`Set(names).count == names.count`), comparing the few
    /// names of a finding pairwise instead of hashing them.
    static func distinct(_ names: [String]) -> Bool {
        guard names.count <= 8 else { return Set(names).count == names.count }
        for i in names.indices {
            for j in names.indices where j > i && names[i] == names[j] { return false }
        }
        return true
    }

    /// `message` with the first whole-word occurrence of `name` followed by " (also a, b)".
    static func mention(_ name: String, also others: [String], in message: String) -> String {
        let addition = " (also \(others.joined(separator: ", ")))"
        var searchStart = message.startIndex
        func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "-" }
        while let range = message.range(of: name, range: searchStart..<message.endIndex) {
            let before = range.lowerBound == message.startIndex ? nil : message[message.index(before: range.lowerBound)]
            let after = range.upperBound == message.endIndex ? nil : message[range.upperBound]
            if !(before.map(isWordCharacter) ?? false) && !(after.map(isWordCharacter) ?? false) {
                var text = message
                text.insert(contentsOf: addition, at: range.upperBound)
                return text
            }
            searchStart = range.upperBound
        }
        return message
    }

    /// Step 2 of the type's documentation. Findings of different rules never fold, so each rule's are
    /// folded on their own, at once.
    static func foldAppearances(_ findings: [Finding], evaluated: Set<Appearance>) -> [Finding] {
        guard evaluated.count > 1 else { return findings }
        return folded(findings, parts: parts(findings, by: \.rule)) {
            findings, offsets in
            foldAppearances(findings, offsets: offsets, evaluated: evaluated)
        }
    }

    /// Step 2 over the findings at `offsets` (ascending): the kept findings with the position each was
    /// first at. Over every finding's offset, this is step 2 in one pass (tests compare it with the
    /// folding by parts).
    static func foldAppearances(_ findings: [Finding], offsets: [Int], evaluated: Set<Appearance>)
        -> [(first: Int, finding: Finding)]
    {
        func key(_ finding: Finding) -> SameFinding {
            var identity = FindingIdentity(finding, root: nil)
            identity.appearance = .any
            identity.tokens = finding.tokens
            return SameFinding(
                identity: identity, severity: finding.severity,
                alsoTokens: finding.alsoTokens, message: finding.message, facts: finding.facts,
                measurements: quantized(finding.measurements), swatches: finding.swatches.map { signature($0.color) })
        }
        var result: [Finding] = []
        // The finding each kept one was first (its key fields are not changed by folding).
        var firstOf: [Int] = []
        var folding = DeferredKeyIndex<SameSubject, SameFinding>(capacity: offsets.count)
        for offset in offsets {
            let finding = findings[offset]
            guard finding.appearance != .any else {
                result.append(finding)
                firstOf.append(offset)
                continue
            }
            let subject = SameSubject(
                rule: finding.rule, severity: finding.severity, tokens: finding.tokens,
                measurements: measurementSum(finding))
            guard
                let index = folding.position(
                    coarse: subject, full: { key(finding) }, fullAt: { key(findings[firstOf[$0]]) },
                    storing: result.count)
            else {
                result.append(finding)
                firstOf.append(offset)
                continue
            }
            var kept = result[index]
            for appearance in finding.appearances where !kept.appearances.contains(appearance) {
                kept.appearances.append(appearance)
            }
            for related in [Finding.Related(finding.location, "the same in \(finding.appearance.rawValue)")]
                + finding.relatedLocations
            where related.location != kept.location
                && !kept.relatedLocations.contains(where: { $0.location == related.location })
            {
                kept.relatedLocations.append(related)
            }
            result[index] = kept
        }
        return zip(firstOf, result).map { first, finding in
            var folded = finding
            folded.appearances.sort()
            if folded.appearances.count > 1 && Set(folded.appearances) == evaluated {
                folded.appearance = .any
            } else if let first = folded.appearances.first {
                folded.appearance = first
            }
            return (first, folded)
        }
    }
}
