import ColorScience

/// Alias cycles among the Spectrum tokens that are not colour tokens (`SpectrumImporter.colourTokens`):
/// tokens whose aliases, `{name}` or a `$ref` uuid, go round without meeting a colour value or a colour
/// `$schema` — `alias.json` tokens aliasing each other. They resolve to nothing in Spectrum's build (Style
/// Dictionary stops at a circular reference) and were left out unsaid, as tokens that are not colours.
/// Not known to be colours, they are not an error (a cycle of colour tokens is one, in `TokenLayers`) but
/// an `unresolved` note, as a loop of Android theme attributes is: one per cycle, at the first alias of the
/// cycle reached from the earliest token, naming the cycle and where each of its aliases is written.
///
/// A token's alias is followed per theme, as the importer resolves it (`SpectrumThemes.leaf`: an alias in a
/// token's `dark` set takes its target's `dark` value); a cycle met in several themes is reported once.
enum SpectrumAliasCycles {
    /// One alias: the token it names, as written, and where.
    private struct Step {
        var target: String
        var written: String
        var location: SourceLocation
    }

    /// The notes for the cycles among `tokens` outside `colours`, following each token's alias in each of
    /// `themes` (`nil`: a token's value outside colour-theme sets) with the set names `chosen`; `byUUID`
    /// names the token of each `$ref` uuid.
    static func notes(
        _ tokens: [SpectrumReader.Token], colours: Set<String>, byUUID: [String: String], themes: [Appearance?],
        chosen: Set<String>
    ) -> [TokenNote] {
        let candidates = tokens.filter { !colours.contains($0.name) }
        guard !candidates.isEmpty else { return [] }
        let names = Set(tokens.map(\.name))
        var reported = Set<Set<String>>()
        var notes: [TokenNote] = []
        for theme in themes {
            var next: [String: Step] = [:]
            for token in candidates where next[token.name] == nil {
                guard let leaf = SpectrumThemes.leaf(token.value, in: theme, chosen: chosen).leaf,
                    let step = step(leaf, of: token, names: names, byUUID: byUUID)
                else { continue }
                next[token.name] = step
            }
            var done = Set<String>()
            for token in candidates where !done.contains(token.name) {
                var path: [String] = []
                var onPath = Set<String>()
                var current = token.name
                while !done.contains(current), let step = next[current] {
                    if onPath.contains(current) {
                        let cycle = Array(path[path.firstIndex(of: current)!...])
                        if reported.insert(Set(cycle)).inserted { notes.append(note(cycle, next)) }
                        break
                    }
                    path.append(current)
                    onPath.insert(current)
                    current = step.target
                }
                done.formUnion(path)
            }
        }
        return notes
    }

    /// The alias of `leaf` (of `token`) to a token of `names`, if it is one.
    private static func step(
        _ leaf: SpectrumReader.Leaf, of token: SpectrumReader.Token, names: Set<String>, byUUID: [String: String]
    ) -> Step? {
        if case .alias(let target, _, let written, let location) = leaf.expression {
            let known =
                names.contains(target)
                ? target
                : [".value", ".$value"].lazy.filter { target.hasSuffix($0) }.map { String(target.dropLast($0.count)) }
                    .first { names.contains($0) }
            return known.map { Step(target: $0, written: written, location: location) }
        }
        guard let uuid = leaf.reference, let target = byUUID[uuid] else { return nil }
        return Step(target: target, written: "$ref \(uuid)", location: leaf.referenceLocation ?? token.location)
    }

    /// The note for `cycle` (its tokens in order, each aliasing the next and the last the first).
    private static func note(_ cycle: [String], _ next: [String: Step]) -> TokenNote {
        let steps = cycle.map { "'\(next[$0]!.written)' at \(next[$0]!.location)" }
        return TokenNote(
            isUnresolved: true, token: cycle[0],
            reason: "alias cycle: " + (cycle + [cycle[0]]).joined(separator: " → ") + " ("
                + steps.joined(separator: ", ") + "), which resolves to no value",
            location: next[cycle[0]]!.location)
    }
}
