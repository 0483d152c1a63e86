import ColorScience

/// What a repair of one palette changes and what it leaves (`PaletteRepair.plan`).
public struct RepairPlan: Sendable {
    /// One written value changed: a new colour in the value's notation, or an alias re-pointed to
    /// another step of the same scale.
    public struct Change: Sendable {
        /// The colour's name.
        public var token: String
        /// Where the value is written (file, line, column).
        public var location: SourceLocation
        /// The value's text as written (`#767676`, `{gray.500}`, `var(--gray-9)`).
        public var original: String
        /// The new text, in the same notation (hex stays hex in the same case, an alias stays an alias).
        public var replacement: String
        /// The colour before and after, in the appearance the change was found for.
        public var before: Color
        /// The colour after.
        public var after: Color
        /// The colour after in each appearance whose pairs use the value (in the first palette of the
        /// repair that pairs it there): a re-pointed alias names a step whose colour differs per appearance
        /// (Compound's `color.green.1000`: #006b52 light, #17ac84 dark).
        public var afterIn: [Appearance: Color] = [:]
        /// `deltaE00` in each appearance of `afterIn` (as the colour is shown there).
        public var deltaE00In: [Appearance: Double] = [:]
        /// CIEDE2000 difference between `before` and `after` (0…~100).
        public var deltaE00: Double
        /// For a re-pointed alias, the colour it named and the one it names now (a step of the same scale, or
        /// a colour named like it of its hue family, `PaletteRepair.namedLike`).
        public var repointed: (from: String, to: String)?
        /// The appearances whose pairs use the value.
        public var appearances: [Appearance]
        /// When the new value is written at the colour an alias names (only that alias names it), the
        /// aliasing colour whose pairs asked for it; `nil` otherwise.
        public var aliasedBy: String?
        /// For an alias re-pointed to a step that no step of its scale could spare: the colours it is no
        /// longer told apart from under colour-vision simulation (`cvd-collision` reports them); empty
        /// otherwise.
        public var notTellsApart: [String] = []
        /// For an alias re-pointed past steps of its scale (between the step it named and the one it names
        /// now, nearer than that one): why each was not taken, nearest first (Compound's
        /// `color.green.1000 is not told apart from color.text.critical.primary under colour-vision
        /// simulation`); empty otherwise.
        public var passedOver: [String] = []
        /// The colours of its family (`PaletteRepair.isSibling`) the new colour comes within ΔE00
        /// `PaletteRepair.siblingSeparation` of, though they differed today, as `name [appearance]`: no
        /// change that meets its pairs keeps them apart; empty otherwise.
        public var sameAs: [String] = []

        /// The colour after in `appearance` (`after` where none is known for it).
        public func after(in appearance: Appearance) -> Color { afterIn[appearance] ?? after }

        /// The change's ΔE00 in `appearance` (`deltaE00` where none is known for it).
        public func deltaE00(in appearance: Appearance) -> Double { deltaE00In[appearance] ?? deltaE00 }

        /// `deltaE00(in:)` in each of `appearances` as the text report and `fix` print it (two decimals,
        /// rounded): one value when they agree, else each value with the appearances that show it, in the
        /// order given (`11.30 [dark], 12.78 [light]`: a re-pointed alias names another colour per theme).
        public func deltaE00Text(in appearances: [Appearance]) -> String {
            var differences: [(text: String, appearances: [String])] = []
            for appearance in appearances.isEmpty ? [.any] : appearances {
                let text = String(format: "%.2f", deltaE00(in: appearance))
                if let index = differences.firstIndex(where: { $0.text == text }) {
                    differences[index].appearances.append(appearance.rawValue)
                } else {
                    differences.append((text, [appearance.rawValue]))
                }
            }
            guard differences.count > 1 else { return differences[0].text }
            return differences.map { "\($0.text) [\($0.appearances.joined(separator: ", "))]" }.joined(separator: ", ")
        }
    }

    /// A checked pair the repair leaves below its requirement, with the reason.
    public struct Unmet: Sendable {
        /// The appearance judged.
        public var appearance: Appearance
        /// Foreground and background names.
        public var foreground: String
        /// The background's name.
        public var background: String
        /// The rule whose requirement it misses (`contrast-minimum`, …).
        public var rule: RuleID
        /// The contrast ratio after the repair and the ratio required.
        public var ratio: Double
        /// The ratio required.
        public var required: Double
        /// Why it could not be met, for people.
        public var reason: String
        /// The pair as `PaletteRepair.failingPairs` names it.
        public var key: PairKey
    }

    /// Two colours `cvd-collision` compares that a deficiency told apart before the repair and does not after
    /// (`audit` reports them after `fix`).
    public struct LostSeparation: Sendable, Hashable {
        /// The appearance.
        public var appearance: Appearance
        /// The two colours' names, in order.
        public var first: String
        /// The second colour's name.
        public var second: String
        /// The deficiency (`protanopia`, …) under which they are no longer told apart.
        public var deficiency: String
        /// True when they share a declared group (an error of `cvd-collision`).
        public var declared: Bool

        /// For people: `[light] systemGreen and systemRed under achromatopsia`.
        public var text: String {
            "[\(appearance.rawValue)] \(first) and \(second) under \(deficiency)"
                + (declared ? " (a declared group: an error)" : "")
        }
    }

    /// A checked pair of a palette (its theme combination, `Palette.variant`) in one appearance.
    public struct PairKey: Sendable, Hashable {
        /// The palette's theme combination, `nil` for a palette of one.
        public var variant: String?
        /// The appearance judged.
        public var appearance: Appearance
        /// The foreground's name.
        public var foreground: String
        /// The background's name.
        public var background: String
        /// The rule whose requirement it is judged by.
        public var rule: RuleID
    }

    /// The palette's file.
    public var file: String
    /// Its format (`Palette.format`).
    public var format: String?
    /// The values to change, in file order.
    public var changes: [Change]
    /// Pairs still below their requirement after the changes.
    public var unmet: [Unmet]
    /// Checked pairs (per appearance) below their requirement before the repair.
    public var failingBefore: Int
    /// Checked pairs (per appearance) and colour-vision separations the repair was asked to keep.
    public var checkedPairs: Int
    /// Problems with the palette's `fixed:` patterns (a pattern that does not parse), for people.
    public var problems: [String] = []
    /// The colours `cvd-collision` compares that no longer tell apart after the changes though they did
    /// before (`PaletteRepair` keeps every separation that passes today unless a step of a scale gives one
    /// up, `Change.notTellsApart`): what `audit` reports after `fix` that it did not before.
    public var lostSeparations: [LostSeparation] = []
}
