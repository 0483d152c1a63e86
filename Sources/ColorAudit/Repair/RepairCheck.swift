import Foundation

/// A repair checked on the files it would write, before anything is written: the changed files are read
/// again (with every other file of the input) and their pairs formed again, as `audit` would after
/// `fix`. A pair failing there that the plan did not leave failing — a pair the repair never checked,
/// formed because a new value replaced an alias (the colour is then paired by its own role), a pair of a
/// colour that aliases a changed one, or a value that reads back as another colour — makes the colours
/// whose change caused it *held* (the changed colour of the pair, or the one it aliases, or the value
/// whose reference to a colour of the pair was replaced; every changed colour only when none is found) (`PaletteRepair.plan(_:configuration:held:)`, with that pair as the
/// reason) and the repair is planned again without moving them. A change whose files would not read at
/// all holds every changed colour.
public enum RepairCheck {
    /// The most plans tried for one palette before the colours of every failing pair are held.
    static let attempts = 6

    /// The plan of `group` (palettes read from the same files, as for `PaletteRepair.plan`) whose changes,
    /// written by `edits` and read back by `reload` (the palettes of the whole input read with the files
    /// replaced by standardized path, `InputReading.replacedFiles`; `nil` when they cannot be read), make
    /// no pair fail that the plan does not list as left.
    public static func plan(
        _ group: [Palette], configuration: Configuration,
        edits: ([RepairPlan.Change]) -> [SourceRewrite.FileEdit], reload: ([String: Data]) -> [Palette]?
    ) -> RepairPlan {
        var held: [PaletteRepair.HeldKey: String] = [:]
        for attempt in 0...attempts {
            if attempt == attempts {
                // Give up moving any colour of a failing pair.
                for pair in PaletteRepair.failingPairs(group, configuration: configuration) {
                    for name in [pair.foreground, pair.background] where held[.init(name)] == nil {
                        held[.init(name)] = "no change of \(name) found keeps every pair the changed files form passing"
                    }
                }
            }
            let plan = PaletteRepair.plan(group, configuration: configuration, held: held)
            guard !plan.changes.isEmpty, attempt < attempts else { return plan }
            let written = edits(plan.changes)
            // A change that cannot be placed is reported by the writer, and nothing of its file written.
            guard written.allSatisfy({ $0.problems.isEmpty }) else { return plan }
            var replaced: [String: Data] = [:]
            for edit in written { replaced[InputReading.standardized(edit.file)] = Data(edit.after) }
            // Which colour each changed colour's change is made for (the alias a new value is written for).
            var changedSlot: [String: String] = [:]
            for change in plan.changes {
                let slot = change.aliasedBy ?? change.token
                changedSlot[change.token] = slot
                if let alias = change.aliasedBy { changedSlot[alias] = slot }
            }
            guard let palettes = reload(replaced) else {
                for slot in Set(changedSlot.values) where held[.init(slot)] == nil {
                    held[.init(slot)] = "the files changed for \(slot) would not read again"
                }
                continue
            }
            let variants = Set(group.map(\.variant))
            let after = palettes.filter { $0.file == group[0].file && variants.contains($0.variant) }
            let expected = Set(plan.unmet.map(\.key))
            let unexpected = PaletteRepair.failingPairs(after, configuration: configuration).subtracting(expected)
                .sorted {
                    ($0.foreground, $0.background, $0.appearance.rawValue) < (
                        $1.foreground, $1.background, $1.appearance.rawValue
                    )
                }
            guard !unexpected.isEmpty else { return plan }
            for pair in unexpected {
                let reason =
                    "changing it makes \(pair.foreground) on \(pair.background) [\(pair.appearance.rawValue)] fail "
                    + "in the changed files"
                var blamed = Set<String>()
                for name in [pair.foreground, pair.background] {
                    if let slot = changedSlot[name]
                        ?? aliasChain(name, in: group).lazy.compactMap({ changedSlot[$0] })
                        .first
                    {
                        blamed.insert(slot)
                    }
                }
                // A changed colour whose alias named one of the pair's colours: the value written in place
                // of the reference leaves that colour unaliased, and so paired by its own role. Only the
                // value whose reference it was is held (`PaletteRepair.HeldKey(_:writtenAt:)`), not the colour's values
                // in other appearances.
                var heldValues = false
                if blamed.isEmpty {
                    for change in plan.changes where change.aliasedBy == nil {
                        let chain = aliasChain(change.token, in: group)
                        for name in [pair.foreground, pair.background] where chain.contains(name) {
                            let key =
                                change.original.contains(name)
                                ? PaletteRepair.HeldKey(change.token, writtenAt: change.location)
                                : PaletteRepair.HeldKey(change.token)
                            if held[key] == nil { held[key] = "\(change.token) is held: \(reason)" }
                            heldValues = true
                        }
                    }
                }
                if blamed.isEmpty && !heldValues { blamed = Set(changedSlot.values) }
                for slot in blamed where held[.init(slot)] == nil { held[.init(slot)] = "\(slot) is held: \(reason)" }
            }
        }
        return PaletteRepair.plan(group, configuration: configuration, held: held)
    }

    /// The colours `name` aliases, nearest first (through chains of aliases, in any appearance of any of
    /// `palettes`).
    static func aliasChain(_ name: String, in palettes: [Palette]) -> [String] {
        var chain: [String] = []
        var pending = [name]
        while let next = pending.popLast(), chain.count < 32 {
            for palette in palettes {
                guard let token = palette.tokens.first(where: { $0.name == next }) else { continue }
                for value in token.values.values {
                    if let target = value.aliasOf, target != name, !chain.contains(target) {
                        chain.append(target)
                        pending.insert(target, at: 0)
                    }
                }
            }
        }
        return chain
    }
}
