import ColorScience
import Foundation

/// One repair per palette: the written values to change so that every checked contrast pair meets its
/// requirement at once (`coloraudit fix`), changing as few colours as little as possible.
///
/// Greedy and checked at every step: the pairs are those `audit` forms in every appearance, each with the
/// highest requirement of the contrast rules in force at error or warning level (`contrast-minimum`,
/// `non-text-contrast`, `focus-indicator-contrast`, and `contrast-enhanced` when raised) that no colour of
/// the pair silences (`Suppression`: `audit` reports no such finding). A *slot* is one
/// written value (a colour's value where it is written; an alias written once serves every appearance it
/// names). Each round, every movable slot of a failing pair gets its best move found with every other slot
/// as it stands: an alias of a scale step (`{gray.500}`) is re-pointed to the nearest step of the same
/// scale (`{gray.600}`, nearest by ΔE00) that meets every pair of the slot — for an alias of an alias, of the
/// scales further down its chain, the link only the chain uses re-pointed (`Solver.chainLinks`); otherwise,
/// or when no step does,
/// a new value of the same OKLCH hue (`LightnessSearch.nearestKeepingHue`: lightness first, chroma lowered
/// only as the gamut requires, black or white last), written in the value's notation and re-checked parsed.
/// A new value of an alias is written where it points when only that alias names the colour; an alias
/// naming a shared colour (other colours name it too, or a pair does) or one that cannot be rewritten in one
/// place (itself an alias, or different between theme combinations) is never replaced by a literal: it
/// is re-pointed to the nearest colour named like the one it names (`PaletteRepair.namedLike`) of the
/// same hue family (`HueFamily`) that meets its pairs, or its pairs are left as a design decision naming
/// the new value a designer could give the shared colour or the alias.
/// A move must keep every passing pair of the slot passing (in every appearance, including those
/// `--appearance` leaves out), keep every colour-vision separation of the slot that holds today
/// (`cvd-collision`'s groups and distinguished colours, its simulators and threshold), keep a background on its side of each foreground's luminance, keep every two surfaces of an
/// appearance that differ today apart (`surfaceSeparation`), and meet as
/// many failing pairs as it can (all of them when possible, else the failing pairs furthest from their
/// requirement are given up first). A background that several failing foregrounds are drawn on (a
/// surface, `sharedSurfaceForegrounds`) is moved only when no foreground can be; otherwise the move meeting the most failing pairs is
/// applied — a foreground before a background, then the smaller ΔE00 — and only the slots sharing a pair
/// or a surface's appearance with it are searched again. Every move lowers the number of failing pairs and breaks none, so the repair ends.
///
/// Not moved: colours matching `fixed:` (the palette's and the configuration's), a scale step other
/// colours alias (moving it would move them all: its aliases are re-pointed instead), a value with no
/// place in a file (line unknown), and, for a new value, an alias whose colour differs per appearance or
/// whose colour is shared.
public enum PaletteRepair {
    /// The least ΔE00 the repair keeps between two surfaces of one appearance that differ today (a page and
    /// its hover or striped rows, two surface levels, a field's fill and the page): 3, or as much as they
    /// differ today when that is less. ΔE00 1 is about one just-noticeable difference; differences of 2–3
    /// and more are seen at a glance, and the steps design systems put between a surface and its hover or
    /// next level are about 1.6–4.4 (Figma SDS white → `gray.100` 2.0, `gray.800` → `gray.700` 3.8;
    /// Compound `gray.300` → `gray.400` 2.8 dark, 3.2 light). Two surfaces apart today stay apart at
    /// least as clearly as such a step; none is made equal.
    public static let surfaceSeparation = 3.0

    /// How many distinct failing foregrounds make a background a shared surface, moved only when none of
    /// them can be: 3. A fill carries its label and perhaps an icon (Figma SDS `background.positive`
    /// with `text.positive.on-positive` and `icon.positive.on-positive`: moving the fill is the designer's
    /// fix); a page or surface level carries body, secondary and link text, icons and borders (Compound's
    /// `bg.subtle-primary`: 5 failing foregrounds; SDS light `background.default.hover`: 15).
    static let sharedSurfaceForegrounds = 3

    /// The largest change (ΔE00, as the colour is shown) the repair makes to a colour: 50. A pair that only
    /// a larger change meets is left as needing a design decision, the nearest such change named.
    ///
    /// ΔE00 50 is half the difference between black and white (100), the lightness difference Material's
    /// HCT documents as enough for text on its background ("a difference of 40 in HCT tone guarantees a
    /// contrast ratio >= 3.0, and a difference of 50 guarantees a contrast ratio >= 4.5",
    /// material-foundation/material-color-utilities `typescript/hct/hct.ts`): a colour moved that far is
    /// as far from what it was as its text is from it — a light fill turned dark or a dark one light
    /// (Figma SDS's dark `background.brand`, 5 % white over the dark page, to 90 % white: ΔE00 71.9), a
    /// redesign rather than a repair. Colour-difference tolerances stop far below (ΔE00 2–5 is a
    /// difference seen at a glance, and past 10 the formula is no longer fitted to what people judge), so
    /// no perceptual threshold draws this line; the changes the repair makes on the public design systems
    /// measured are one or two steps of a scale — at most 44 (SDS `gray.400` → `gray.600`), half of them
    /// under 12.
    public static let largestChange = 50.0

    /// The repair of `palette` under `configuration` (its rule levels, parameters, `fixed:` patterns, and
    /// `appearances`, which limits the pairs repaired, not the pairs kept passing).
    public static func plan(_ palette: Palette, configuration: Configuration) -> RepairPlan {
        plan([palette], configuration: configuration)
    }

    /// One repair of `palettes` read from the same files (the theme combinations of a token set,
    /// `Palette.variant`): a value written once serves them all, so every pair of every one of them is
    /// checked against each move. The plan names the first palette's file.
    /// `held` names colours the repair may not move, each with the reason said for the pairs left
    /// (`coloraudit fix` holds a colour whose change made the re-read files fail a pair, `RepairCheck`):
    /// every value of a colour (`HeldKey(name)`), or its value written at one place only
    /// (`HeldKey(name, writtenAt:)`).
    public static func plan(_ palettes: [Palette], configuration: Configuration, held: [HeldKey: String] = [:])
        -> RepairPlan
    {
        var problems: [String] = []
        var fixedGlobs = configuration.fixedColors
        for pattern in Set(palettes.flatMap(\.fixed)).sorted() {
            do {
                fixedGlobs.append(try Glob(pattern))
            } catch {
                problems.append("\(palettes[0].file): fixed: \(error)")
            }
        }
        var everyAppearance = configuration
        everyAppearance.appearances = nil
        let contexts = palettes.map { AuditContext(palette: $0, configuration: everyAppearance) }
        var solver = Solver(contexts: contexts, fixed: fixedGlobs, targets: configuration.appearances)
        solver.held = held
        solver.collect()
        let failingBefore = solver.failingTargets.count
        solver.solve()
        solver.placeSiblingsJointly()
        solver.searchHeld()
        var plan = solver.result()
        plan.failingBefore = failingBefore
        plan.problems = problems
        return plan
    }

    /// The checked pairs of `palettes` (read from the same files, as for `plan`) below their requirement
    /// as they are: the pairs `plan` would repair, each once per palette and appearance.
    public static func failingPairs(_ palettes: [Palette], configuration: Configuration) -> Set<RepairPlan.PairKey> {
        var everyAppearance = configuration
        everyAppearance.appearances = nil
        let contexts = palettes.map { AuditContext(palette: $0, configuration: everyAppearance) }
        var solver = Solver(contexts: contexts, fixed: [], targets: configuration.appearances)
        solver.collect(separations: false)
        return Set(solver.failingTargets.map(solver.pairKey))
    }

    /// What `plan(_:configuration:held:)` may not move: every value of a colour, or its value written at
    /// one file and line.
    public struct HeldKey: Sendable, Hashable {
        /// The colour's name.
        public var name: String
        /// The file of the value held, or `nil` for every value of the colour.
        public var file: String?
        /// The line of the value held in `file` (1-based), or `nil` for every value of the colour.
        public var line: Int?

        /// Every value of colour `name`.
        public init(_ name: String) {
            self.name = name
        }

        /// Only the value of colour `name` written at `location`'s file and line.
        public init(_ name: String, writtenAt location: SourceLocation) {
            self.name = name
            file = location.file
            line = location.line
        }
    }

    /// The steps of the scale `name` belongs to: the names in `names` that differ from it only in the
    /// number it ends with (`gray.500` → `gray.50`, `gray.600`, …); empty when `name` ends in no number.
    static func scaleSteps(of name: String, in index: [String: [String]]) -> [String] {
        guard let prefix = scalePrefix(name) else { return [] }
        return (index[prefix] ?? []).filter { $0 != name }
    }

    /// The colours named like `name` but for its last word, of a colour that is no scale step
    /// (`--dark-color-background-active` → `--dark-color-background`, `--dark-color-background-secondary`,
    /// `--dark-color-background-warning`): its name up to its last `-`, `_`, `.` or `/`, and the names in
    /// `index` that are that followed by one more word. Empty when `name` has no such separator.
    static func namedLike(_ name: String, in index: [String: [String]]) -> [String] {
        guard let prefix = familyPrefix(name) else { return [] }
        return [prefix] + (index[prefix] ?? []).filter { $0 != name }
    }

    /// `name` up to (without) its last `-`, `_`, `.` or `/`, when something comes before and after it.
    static func familyPrefix(_ name: String) -> String? {
        guard let last = name.lastIndex(where: { "-_./".contains($0) }), last != name.startIndex,
            name.index(after: last) != name.endIndex
        else { return nil }
        let prefix = String(name[..<last])
        return prefix.allSatisfy({ "-_./".contains($0) }) ? nil : prefix
    }

    /// Whether a colour of hue family `a` may stand for one of `b` when an alias is re-pointed to a colour
    /// named like its own: the same family, or a brown for an orange or yellow and back (`HueFamily` calls
    /// an orange or yellow darker than L 0.56 brown: the darker colour a light text needs).
    static func sameHue(_ a: HueFamily, _ b: HueFamily) -> Bool {
        let warm: Set<HueFamily> = [.orange, .yellow, .brown]
        return a == b || ((a == .brown || b == .brown) && warm.contains(a) && warm.contains(b))
    }

    /// `name` without the decimal digits it ends with, or `nil` when it ends in none or is only digits.
    static func scalePrefix(_ name: String) -> String? {
        let digits = name.reversed().prefix { $0.isASCII && $0.isNumber }.count
        guard digits > 0, digits < name.count else { return nil }
        return String(name.dropLast(digits))
    }

    /// `color` with its RGB components clamped to 0…1 when they are outside by less than 1e-3 (rounding at
    /// the gamut's edge); `nil` for other spaces or when a component is further outside.
    static func clamped(_ color: Color) -> Color? {
        guard [.srgb, .displayP3, .srgbLinear].contains(color.space) else { return nil }
        let c = color.components
        guard [c.x, c.y, c.z].allSatisfy({ $0 > -1e-3 && $0 < 1 + 1e-3 }) else { return nil }
        var result = color
        result.components = SIMD3(min(max(c.x, 0), 1), min(max(c.y, 0), 1), min(max(c.z, 0), 1))
        return result
    }

    /// `text` (`rgb(R G B)`, `rgb(R G B / A)`, `hsl(H S L)`, as `SourceNotation` writes it) in the legacy
    /// comma syntax when `source` is written so in the same function family (`rgba(60, 60, 67, 0.6)` →
    /// `rgba(23, 23, 29, 0.6)`, `hsl(0, 0%, 43.5%)` → `hsl(0, 0%, 40.8%)`), with the source's function name
    /// (`rgb` or `rgba`) and its spacing after commas; any other text unchanged.
    static func rgbLike(_ text: String, source: String) -> String {
        let written = source.trimmingCharacters(in: .whitespaces)
        let lower = written.lowercased()
        let family = String(text.prefix(3))
        guard family == "rgb" || family == "hsl", lower.hasPrefix(family), written.contains(","),
            text.hasPrefix(family + "("), text.hasSuffix(")")
        else { return text }
        let name = String(written.prefix { $0 != "(" })
        let inner = text.dropFirst(4).dropLast()
        let parts = inner.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }
        var items = parts[0].split(separator: " ").map(String.init)
        if parts.count > 1 { items.append(parts[1]) }
        let separator = written.contains(", ") ? ", " : ","
        return "\(name)(\(items.joined(separator: separator)))"
    }

    /// `text` (as `SourceNotation` writes it) in the hex form of `source`: upper case when the source's
    /// hex letters are all upper case; eight digits when the source has eight and the text six (opaque;
    /// alpha `ff` first when `alphaFirst`, as Android writes it); four when the source has four and the
    /// text six.
    static func hexLike(_ text: String, source: String, alphaFirst: Bool) -> String {
        let written = source.trimmingCharacters(in: .whitespaces)
        guard written.hasPrefix("#"), text.hasPrefix("#") else { return text }
        var result = text
        let digits = written.count - 1
        if result.count == 7 && digits == 8 {
            result = alphaFirst ? "#ff" + result.dropFirst() : result + "ff"
        } else if result.count == 7 && digits == 4 {
            let bytes = Array(result.dropFirst())
            if bytes[0] == bytes[1] && bytes[2] == bytes[3] && bytes[4] == bytes[5] {
                result = "#" + String([bytes[0], bytes[2], bytes[4]]) + "f"
            } else {
                result += "ff"
            }
        } else if result.count == 7 && digits == 3 {
            let bytes = Array(result.dropFirst())
            if bytes[0] == bytes[1] && bytes[2] == bytes[3] && bytes[4] == bytes[5] {
                result = "#" + String([bytes[0], bytes[2], bytes[4]])
            }
        }
        let letters = written.dropFirst().filter(\.isLetter)
        if !letters.isEmpty && letters.allSatisfy(\.isUppercase) { result = result.uppercased() }
        return result
    }
}

/// The repair's state: slots, pairs (constraints) and the moves made.
struct Solver {
    struct Slot {
        var token: String
        var value: ColorValue
        /// Why it may not move, or `nil`.
        var fixedReason: String?
        /// True when it may not move because `held` names it (`PaletteRepair.plan(_:configuration:held:)`):
        /// a change of it meets the pairs left, but broke a pair in the changed files.
        var held = false
        var constraints: [Int] = []
        var separations: [Int] = []
        /// The separations within reach of a move (`Separation.near`), checked while searching; all of
        /// them are checked before a move is made, and searched with when one breaks (`exact`).
        var nearSeparations: [Int] = []
        var exact = false
        var appearances: Set<Appearance> = []
        /// The surfaces it decides (`Solver.surfaces`): its own, and those of the colours aliasing it.
        var surfaces: [Int] = []
    }

    /// A colour some pair draws on (a pair's background, of any use) in one appearance of one palette.
    struct Surface {
        var scope: Int
        var appearance: Appearance
        var token: String
        /// Its colour as read, and as shown (over `backdrop` when translucent), in CIELAB D50.
        var original: Color
        var lab: SIMD3<Double>
        var backdrop: Color
        var layer: ResolvedPair.Layer
        /// The slots deciding it, nearest first: its written value's (or the first colour its alias names
        /// that has one), then the colours that one's alias names.
        var deciders: [Int] = []
    }

    struct Constraint {
        /// Index of the palette's context (`Solver.contexts`).
        var scope: Int
        var appearance: Appearance
        var target: Bool
        var foreground: Int
        var background: Int
        var foregroundColor: Color
        var backgroundColor: Color
        var backdrop: [Color]
        var required: Double
        var rule: RuleID
    }

    /// Two colours that must stay told apart under colour-vision simulation (`cvd-collision`), apart
    /// today: a move of either must keep them apart.
    struct Separation {
        var scope: Int
        var appearance: Appearance
        var first: Int
        var second: Int
        /// The slots deciding each colour, nearest first: its own written value's, then those of the colours
        /// its alias names (a move of a colour it aliases moves it too, `side(of:in:)`).
        var firstDeciders: [Int] = []
        var secondDeciders: [Int] = []
        var firstColor: Color
        var secondColor: Color
        /// What translucent colours are composited over (`ComparedColors.backdrop`).
        var backdrop: Color
        /// Indices into `Solver.simulators`.
        var simulators: [Int]
        /// True when the two are less than three times the threshold apart today under a simulator.
        var near: Bool
        /// True when the two share a group the palette declares (`cvd-collision` reports them as an
        /// error): never given up, not even for a scale step (`Move.losesSeparations`).
        var declared = false
    }

    enum MoveKind {
        case literal(Color)
        case alias(String)
    }

    struct Move {
        var kind: MoveKind
        var text: String
        var deltaE00: Double
        /// Failing target pairs it meets.
        var gain: Int
        /// True when the slot is the foreground of a failing pair it meets.
        var foreground: Bool
        /// For a new value of an alias whose target only this alias names: the target and its value,
        /// where the new value is written instead (the alias is kept).
        var writeAt: (token: String, value: ColorValue)?
        /// True when the slot is a background that `sharedSurfaceForegrounds` or more failing foregrounds
        /// are drawn on (a surface): such a move is made only when no other move meets a failing pair.
        var sharedSurface = false
        /// For a re-pointed alias: the colours it is no longer told apart from under colour-vision
        /// simulation (separations of no declared group), given up because no step keeps them and a
        /// step is preferred to a new value off the scale.
        var losesSeparations: [String] = []
        /// For a re-pointed alias: why each step between the one named and the one chosen, and nearer than
        /// it, was not taken, nearest first (`RepairPlan.Change.passedOver`).
        var passedOver: [String] = []
        /// The colours of its family it comes within `PaletteRepair.siblingSeparation` of, said as
        /// `name [appearance]`: empty unless no move that meets its pairs keeps them apart.
        var collapses: [String] = []
    }

    let contexts: [AuditContext]
    /// The context being read (`collect`), the first one after.
    var context: AuditContext
    var scope = 0
    let fixed: [Glob]
    /// Colours that may not move, with the reason (`PaletteRepair.plan(_:configuration:held:)`).
    var held: [PaletteRepair.HeldKey: String] = [:]
    let targets: Set<Appearance>?
    var slots: [Slot] = []
    var slotIndex: [ValueKey: Int] = [:]
    var constraints: [Constraint] = []
    var separations: [Separation] = []
    var surfaces: [Surface] = []
    /// Per palette and appearance (`surfaceGroup`), its surfaces; per one of those and name, its index.
    var surfaceGroups: [Place: [Int]] = [:]
    var surfaceIndex: [SurfaceName: Int] = [:]
    /// A surface by its group and name.
    struct SurfaceName: Hashable {
        var group: Place
        var token: String
    }
    /// Per surface group, its surfaces as they stand in order of lightness (`orderedSurfaces`).
    final class SurfaceOrders {
        var groups: [Place: SurfaceCandidateCheck.Ordered] = [:]
    }
    let surfaceOrders = SurfaceOrders()
    /// Per surface group, its number (`SurfaceCandidateCheck.Decided.group`).
    var surfaceGroupNumbers: [Place: Int] = [:]
    /// Per slot, the lightness of the candidates its last search compared with the surfaces
    /// (`SurfaceCandidateCheck.Reads`, ascending per surface group), and those of the search running.
    final class SurfaceReads {
        var bySlot: [Int: [Int: [Double]]] = [:]
        var current: SurfaceCandidateCheck.Reads?
    }
    let surfaceReads = SurfaceReads()
    var simulators: [CVDSimulator] = []
    var cvdThreshold = 0.0
    var moves: [Int: Move] = [:]
    /// The slots of each colour (`solve`).
    var slotsOfToken: [String: [Int]] = [:]
    /// Per slot, the nearest move its last search found beyond `PaletteRepair.largestChange` and the
    /// failing pairs it would meet (said for the pairs left: a design decision).
    var beyond: [Int: (move: Move, meets: Set<Int>)] = [:]
    /// Per slot, the nearest new value its last search found for an alias that may not be replaced (the
    /// colour it names is shared, and no colour named like it meets its pairs) and the failing pairs it
    /// would meet (said for the pairs left: a design decision).
    var aliasDecisions: [Int: (move: Move, meets: Set<Int>)] = [:]
    /// Per slot of such an alias, the steps its last search tried, nearest first, and why each was not taken, with the
    /// pair it fails when that is the reason (said for the pairs left: a step that meets the pair left
    /// but breaks another, Spectrum's white or black text on a bold fill).
    var stepsTried: [Int: [(step: String, why: String, pair: Int?)]] = [:]
    /// Per colour, the colours whose alias names it.
    var aliasNames: [String: Set<String>] = [:]
    /// Per name up to its last word (`PaletteRepair.familyPrefix`), the colours named so.
    var families: [String: [String]] = [:]
    var aliased: Set<String> = []
    /// Per aliased colour, where the aliases naming it are written (`SourceLocation.description`).
    var aliasLocations: [String: Set<String>] = [:]
    /// The colours a checked pair names (not through an alias naming them, nor for a colour-vision
    /// separation only).
    var slotTokens: Set<String> = []
    var scales: [String: [String]] = [:]
    /// Colours of scale steps per appearance, found once.
    final class StepColors {
        var colors: [StepKey: Color?] = [:]
    }
    /// A scale step in one appearance of one palette.
    struct StepKey: Hashable {
        var name: String
        var place: Place
    }
    let stepColors = StepColors()
    /// Each scale's steps with their numbers, in number order, found once (`orderCheck`: a stylesheet of
    /// 500 numbered colours parsed and sorted its names on every move).
    final class NumberedScales {
        var steps: [String: [(number: Double, name: String)]] = [:]
    }
    let numberedScales = NumberedScales()
    /// Per scale, appearance and palette, whether the scale is ordered in lightness today (`orderToday`).
    final class ScaleOrders {
        var directions: [ScaleKey: Bool?] = [:]
    }
    /// A scale (`prefix`) in one appearance of one palette (`scope`).
    struct ScaleKey: Hashable {
        var prefix: String
        var appearance: Appearance
        var scope: Int
    }
    let scaleOrders = ScaleOrders()
    /// Per slot, appearance and scope, the slot of the colour its alias names (`parent`), found once.
    final class Parents {
        var slots: [ParentKey: Int] = [:]
    }
    let parents = Parents()
    struct ParentKey: Hashable {
        var slot: Int
        var appearance: Appearance
        var scope: Int
    }
    /// The colours of each colour's family the repair keeps it apart from (`SiblingCandidateCheck`).
    let siblings = Siblings()
    /// CIELAB per colour for normal vision and each simulator (`labs`).
    final class LabCache {
        var labs: [ColorKey: [SIMD3<Double>]] = [:]
    }
    let labCache = LabCache()
    /// Per slot, the separations its searches check (`checkedSeparations`) with the other colour of each as
    /// it stands (`searchedSeparations`), kept as colours move (`standAnew`).
    final class KeptSeparations {
        struct Kept {
            /// Whether they are all the slot's separations (`Slot.exact`) or the near ones.
            var exact: Bool
            var check: SeparationCandidateCheck
        }
        var bySlot: [Int: Kept] = [:]
    }
    let keptSeparations = KeptSeparations()
    /// An appearance of one palette (`scope`): where a pair is checked, a separation kept, a surface drawn.
    struct Place: Hashable {
        var appearance: Appearance
        var scope: Int
    }
    /// A colour as a dictionary key (its space and components).
    struct ColorKey: Hashable {
        var space: ColorSpace
        var components: SIMD3<Double>
    }

    init(contexts: [AuditContext], fixed: [Glob], targets: Set<Appearance>?) {
        self.contexts = contexts
        context = contexts[0]
        self.fixed = fixed
        self.targets = targets
    }

    /// Every checked contrast pair of every appearance, as constraints over slots.
    mutating func collect(separations: Bool = true) {
        var steps = Set<String>()
        var named = Set<String>()
        for (index, each) in contexts.enumerated() {
            context = each
            scope = index
            collectPairs(steps: &steps, named: &named)
            if separations { collectSeparations() }
        }
        context = contexts[0]
        scope = 0
        // A slot whose alias names another slot's colour follows it: the pairs of the alias are pairs of
        // the colour it names too (moving that colour moves the alias).
        for dependent in slots.indices {
            for c in slots[dependent].constraints {
                var ancestor = dependent
                for _ in 0..<16 {
                    guard let next = parent(ancestor, constraints[c].appearance, constraints[c].scope) else { break }
                    ancestor = next
                    if !slots[ancestor].constraints.contains(c) {
                        slots[ancestor].constraints.append(c)
                        slots[ancestor].appearances.insert(constraints[c].appearance)
                    }
                }
            }
        }
        for s in surfaces.indices {
            let surface = surfaces[s]
            guard var decider = firstSlot(surface.layer, surface.appearance, surface.scope) else { continue }
            var deciders = [decider]
            for _ in 0..<16 {
                guard let next = parent(decider, surface.appearance, surface.scope), !deciders.contains(next) else {
                    break
                }
                deciders.append(next)
                decider = next
            }
            surfaces[s].deciders = deciders
            for slot in deciders { slots[slot].surfaces.append(s) }
        }
    }

    /// The slot of `layer`'s written value, or of the first colour its alias names (through the chain)
    /// that has one; `nil` when none has.
    func firstSlot(_ layer: ResolvedPair.Layer, _ appearance: Appearance, _ scope: Int) -> Int? {
        var value = layer.value
        var token = layer.token
        for _ in 0..<16 {
            if let index = slotIndex[key(ResolvedPair.Layer(token: token, value: value, inheritedFrom: nil))] {
                return index
            }
            guard let alias = value.aliasOf, let next = contexts[scope].token(named: alias),
                let resolved = next.resolve(appearance)
            else { return nil }
            token = next
            value = resolved.value
        }
        return nil
    }

    /// The key of palette `scope`'s appearance `appearance` in `surfaceGroups`.
    func surfaceGroup(_ scope: Int, _ appearance: Appearance) -> Place {
        Place(appearance: appearance, scope: scope)
    }

    /// Records the background of `pair` as a surface of its appearance (once per name).
    mutating func collectSurface(_ pair: ResolvedPair) {
        let group = surfaceGroup(scope, pair.appearance)
        let name = SurfaceName(group: group, token: pair.background.token.name)
        guard surfaceIndex[name] == nil else { return }
        let original = pair.background.value.color
        let white = Color(.srgb, 1, 1, 1)
        var backdrop = pair.backdrop.first.map(\.value.color) ?? white
        if !backdrop.isOpaque { backdrop = Compositing.sourceOver(backdrop, white) }
        let shown = original.isOpaque ? original : Compositing.sourceOver(original, backdrop)
        surfaceIndex[name] = surfaces.count
        surfaceGroups[group, default: []].append(surfaces.count)
        if surfaceGroupNumbers[group] == nil { surfaceGroupNumbers[group] = surfaceGroupNumbers.count }
        surfaces.append(
            Surface(
                scope: scope, appearance: pair.appearance, token: pair.background.token.name, original: original,
                lab: shown.converted(to: .lab).components, backdrop: backdrop, layer: pair.background))
    }

    /// The pairs of `context` as constraints (scope `scope`).
    mutating func collectPairs(steps: inout Set<String>, named: inout Set<String>) {
        for token in context.palette.tokens {
            for value in token.values.values {
                if let target = value.aliasOf {
                    aliased.insert(target)
                    aliasLocations[target, default: []].insert(value.location.description)
                    aliasNames[target, default: []].insert(token.name)
                }
            }
            if let prefix = PaletteRepair.familyPrefix(token.name), named.insert(token.name).inserted {
                families[prefix, default: []].append(token.name)
            }
            if let prefix = PaletteRepair.scalePrefix(token.name), steps.insert(token.name).inserted {
                scales[prefix, default: []].append(token.name)
            }
        }
        let minimum = ContrastMinimumRule().descriptor
        let enhanced = ContrastEnhancedRule().descriptor
        let nonText = NonTextContrastRule().descriptor
        let focus = FocusIndicatorContrastRule().descriptor
        func repairs(_ descriptor: RuleDescriptor) -> Bool {
            guard let level = context.level(of: descriptor) else { return false }
            return level == .error || level == .warning
        }
        // The rules each colour silences where it is written (`ignore:`, a `coloraudit-ignore` comment): a
        // finding of such a rule about a pair with that colour is not reported (`SuppressedFinding`), so
        // the repair does not meet it either — a border marked as a decorative divider keeps its colour.
        var silenced: [String: Set<RuleID>] = [:]
        for token in context.palette.tokens where !token.suppressions.isEmpty {
            silenced[token.name, default: []].formUnion(token.suppressions.map(\.rule))
        }
        for pair in context.pairs {
            collectSurface(pair)
            var requirement: (rule: RuleID, required: Double)?
            func consider(_ rule: RuleDescriptor, _ found: ContrastRequirement?) {
                guard let found, found.required > (requirement?.required ?? 0) else { return }
                if !silenced.isEmpty, pair.tokens.contains(where: { silenced[$0]?.contains(rule.id) == true }) {
                    return
                }
                requirement = (rule.id, found.required)
            }
            let declaration = pair.declaration
            let appearance = pair.appearance
            switch declaration.usage {
            case .text, .largeText, .link:
                if repairs(minimum) {
                    consider(
                        minimum,
                        ContrastRequirement.text(
                            declaration, in: context, appearance: appearance, normal: ContrastMinimumRule.normal,
                            large: ContrastMinimumRule.large, criterion: "WCAG 1.4.3"))
                }
                if repairs(enhanced) {
                    consider(
                        enhanced,
                        ContrastRequirement.text(
                            declaration, in: context, appearance: appearance, normal: ContrastEnhancedRule.normal,
                            large: ContrastEnhancedRule.large, criterion: "WCAG 1.4.6"))
                }
            case .ui:
                if repairs(nonText) {
                    consider(nonText, ContrastRequirement.of(declaration, in: context, appearance: appearance))
                }
            case .focus:
                if repairs(focus) {
                    consider(focus, ContrastRequirement.of(declaration, in: context, appearance: appearance))
                }
            case .decorative, .disabled:
                break
            }
            guard let requirement else { continue }
            let foreground = slot(for: pair.foreground, appearance: appearance)
            let background = slot(for: pair.background, appearance: appearance)
            guard foreground != background else { continue }
            let index = constraints.count
            constraints.append(
                Constraint(
                    scope: scope, appearance: appearance,
                    target: appearance == .any || targets.map { $0.contains(appearance) } ?? true,
                    foreground: foreground, background: background, foregroundColor: pair.foreground.value.color,
                    backgroundColor: pair.background.value.color, backdrop: pair.backdrop.map(\.value.color),
                    required: requirement.required, rule: requirement.rule))
            slots[foreground].constraints.append(index)
            slots[background].constraints.append(index)
            slotTokens.insert(pair.foreground.token.name)
            slotTokens.insert(pair.background.token.name)
            slots[foreground].appearances.insert(appearance)
            slots[background].appearances.insert(appearance)
        }
    }

    /// The colours of `slot`'s alias chain after the one it names (`alias`): for each colour of the chain
    /// whose value is an alias, in order, its name, its written value, the colour it names, and whether
    /// only the chain uses it (`sole`: the colour before it is the only one naming it, no pair names it,
    /// it is no step of a scale, and it has one written value in every palette and appearance, so it can
    /// be re-pointed in one place without moving another colour). The chain must name the same colours in
    /// every appearance and palette of the slot's pairs; it stops where it does not.
    func chainLinks(_ slot: Int, _ alias: String) -> [(token: String, value: ColorValue, names: String, sole: Bool)] {
        var links: [(token: String, value: ColorValue, names: String, sole: Bool)] = []
        var previous = slots[slot].token
        var link = alias
        var seen: Set<String> = [previous]
        for _ in 0..<16 {
            guard seen.insert(link).inserted else { break }
            var next: String?
            var written: ColorValue?
            var same = true
            for c in slots[slot].constraints {
                guard
                    let resolved = contexts[constraints[c].scope].token(named: link)?.resolve(
                        constraints[c].appearance),
                    let names = resolved.value.aliasOf, next == nil || next == names
                else {
                    same = false
                    break
                }
                next = names
                written = written ?? resolved.value
            }
            guard same, let next, let written else { break }
            var sole =
                aliasNames[link] == [previous] && aliasLocations[link]?.count == 1 && !slotTokens.contains(link)
                && PaletteRepair.scaleSteps(of: link, in: scales).isEmpty && written.location.line > 0
            for each in contexts where sole {
                guard let token = each.token(named: link) else { continue }
                sole =
                    token.unresolvedAppearances.isEmpty
                    && token.values.values.allSatisfy { $0.location == written.location && $0.source == written.source }
            }
            links.append((link, written, next, sole))
            previous = link
            link = next
        }
        return links
    }

    /// The value of the colour `alias` names when only that alias names it, the colour has one written
    /// value and no pair names it: a new value is better written there, keeping the alias (replacing
    /// the alias would leave the colour unaliased, and so paired by its own role).
    func soleTarget(_ alias: String) -> ColorValue? {
        guard aliasLocations[alias]?.count == 1, !slotTokens.contains(alias),
            let value = contexts[0].token(named: alias)?.values.values.first, value.aliasOf == nil,
            value.location.line > 0
        else { return nil }
        // The one written value of the colour, in every palette of the repair.
        // (A palette of the same files without the colour — Aegis's dark-only theme combination has no
        // `aegis_theme_light_onSurfaceDim` — does not see the value written.)
        for each in contexts {
            guard let token = each.token(named: alias) else { continue }
            guard token.unresolvedAppearances.isEmpty,
                token.values.values.allSatisfy({ $0.location == value.location && $0.source == value.source })
            else { return nil }
        }
        return value
    }

    /// The colours a move can change the pairs `constraints` with: each colour of a pair and the colours
    /// its alias names, through the chain (a move of one of those moves it too), that may move.
    ///
    /// One call, not a loop in `solve` asking `parent` each time: a call from a mutating method copies the
    /// solver, which cost `fix` 7 % on the 300-colour bench palette.
    func movable(_ constraints: some Sequence<Int>) -> Set<Int> {
        var movable = Set<Int>()
        for c in constraints {
            for layer in [self.constraints[c].foreground, self.constraints[c].background] {
                var slot = layer
                for _ in 0..<16 {
                    if slots[slot].fixedReason == nil { movable.insert(slot) }
                    guard let next = parent(slot, self.constraints[c].appearance, self.constraints[c].scope) else {
                        break
                    }
                    slot = next
                }
            }
        }
        return movable
    }

    /// The colour-vision separations that pass today between a colour that may move (a movable colour
    /// of a failing pair) and the colours it must be told apart from (`cvd-collision`: its groups, and the
    /// role colours `DistinguishedColors` names, or every colour when all pairs are: `ComparedPairSimulators`).
    mutating func collectSeparations() {
        let rule = CVDCollisionRule()
        guard context.level(of: rule.descriptor) != nil else { return }
        simulators = CVDCollisionRule.simulators(for: context.settings)
        guard !simulators.isEmpty else { return }
        cvdThreshold = context.value(of: CVDCollisionRule.threshold)
        let movable = movable(failingTargets)
        guard !movable.isEmpty else { return }
        for appearance in context.appearances {
            let compared = ComparedColors(context, appearance: appearance)
            guard compared.layers.count > 1 else { continue }
            // Each colour's deciders: its written value's slot, then the slots of the colours its alias names.
            func deciders(_ index: Int) -> [Int] {
                guard var decider = firstSlot(compared.layers[index], appearance, scope) else { return [] }
                var found = [decider]
                for _ in 0..<16 {
                    guard let next = parent(decider, appearance, scope), !found.contains(next) else { break }
                    found.append(next)
                    decider = next
                }
                return found
            }
            let moving = compared.layers.indices.filter { deciders($0).contains(where: movable.contains) }
            guard !moving.isEmpty else { continue }
            let search = CVDCollisionSearch(colors: compared.colors, simulators: simulators)
            let judged = ComparedPairSimulators(context, compared, simulators: simulators)
            var seen = Set<[Int]>()
            for p in moving {
                for q in compared.layers.indices where q != p {
                    guard let (chosen, grouped) = judged.simulators(p, q) else { continue }
                    // Kept under each simulator that tells them apart today: a pair one deficiency collapses
                    // already (an error of a declared group, reported per deficiency) keeps the others apart.
                    guard seen.insert([min(p, q), max(p, q)]).inserted else { continue }
                    let apart = chosen.filter { !search.collides(p, q, simulator: $0, threshold: cvdThreshold) }
                    guard !apart.isEmpty else { continue }
                    let first = slot(for: compared.layers[p], appearance: appearance, paired: false)
                    let second = slot(for: compared.layers[q], appearance: appearance, paired: false)
                    guard first != second else { continue }
                    let (firstDeciders, secondDeciders) = (deciders(p), deciders(q))
                    let (mine, theirs) = (labs(compared.colors[p]), labs(compared.colors[q]))
                    let near = apart.contains {
                        SeparationCandidateCheck.distance(mine[$0 + 1], theirs[$0 + 1], limit: 3 * cvdThreshold) < 3
                            * cvdThreshold
                    }
                    separations.append(
                        Separation(
                            scope: scope, appearance: appearance, first: first, second: second,
                            firstDeciders: firstDeciders, secondDeciders: secondDeciders,
                            firstColor: compared.layers[p].value.color, secondColor: compared.layers[q].value.color,
                            backdrop: compared.backdrop, simulators: apart, near: near, declared: grouped))
                    // Every colour whose move changes one of the two keeps them apart.
                    for index in Set([first, second] + firstDeciders + secondDeciders) {
                        slots[index].separations.append(separations.count - 1)
                        if near { slots[index].nearSeparations.append(separations.count - 1) }
                    }
                }
            }
        }
    }

    /// Whether `slot` drawn in `candidate` keeps every colour-vision separation it has (the other colour
    /// as it stands).
    func keepsSeparations(slot: Int, candidate: Color) -> Bool {
        searchedSeparations(slot).keeps(candidate)
    }

    /// The separations a search for `slot` checks: the near ones, or all once one far one broke.
    func checkedSeparations(_ slot: Int) -> [Int] {
        slots[slot].exact ? slots[slot].separations : slots[slot].nearSeparations
    }

    /// Whether `move` of `slot` keeps every separation of it, near or not: one check per appearance of each
    /// palette, where the move's colour is one.
    func keepsAllSeparations(_ slot: Int, _ move: Move) -> Bool {
        let changed = slots[slot].separations.filter { side(of: slot, in: $0) != nil }
        let places = Dictionary(grouping: changed) {
            Place(appearance: separations[$0].appearance, scope: separations[$0].scope)
        }
        for (place, kept) in places {
            let candidate: Color?
            switch move.kind {
            case .literal(let color): candidate = color
            case .alias(let step): candidate = stepColor(step, place.appearance, place.scope)
            }
            guard let candidate, keepsSeparationsIn(kept, slot: slot, candidate: candidate) else { return false }
        }
        return true
    }

    /// `keepsSeparations` for the separations `kept` only.
    func keepsSeparationsIn(_ kept: [Int], slot: Int, candidate: Color) -> Bool {
        separationCheck(slot, kept).keeps(candidate)
    }

    /// The separations `kept` of `slot`, each with its other colour as it stands (keyed by separation).
    func separationCheck(_ slot: Int, _ kept: [Int]) -> SeparationCandidateCheck {
        // The cache and simulators, not the solver: a closure holding `self` would copy all of its state.
        let (cache, simulators) = (labCache, self.simulators)
        var check = SeparationCandidateCheck(threshold: cvdThreshold) {
            Solver.labs($0, cache: cache, simulators: simulators)
        }
        for k in kept { check.set(k, to: separationOther(slot, k)) }
        return check
    }

    /// The separations a search for `slot` checks (`checkedSeparations`) with the other colour of each as it
    /// stands: built once (again when its search turns `exact`), then kept as colours move (`standAnew`
    /// sets the separations of a moved colour anew in each check holding them). A colour's search runs
    /// again after most moves near it, and a text colour is told apart from every interactive colour:
    /// building each search's check anew cost a sixth of `fix` on the 300-colour bench palette, and grew
    /// with the palette.
    func searchedSeparations(_ slot: Int) -> SeparationCandidateCheck {
        if let kept = keptSeparations.bySlot[slot], kept.exact == slots[slot].exact { return kept.check }
        let check = separationCheck(slot, checkedSeparations(slot))
        keptSeparations.bySlot[slot] = KeptSeparations.Kept(exact: slots[slot].exact, check: check)
        return check
    }

    /// Separation `k` as a search for `slot` keeps it: the other colour as it stands, in CIELAB for normal
    /// vision and each simulator; `nil` when a move of `slot` changes neither colour or both (`side`).
    func separationOther(_ slot: Int, _ k: Int) -> SeparationCandidateCheck.Other? {
        let separation = separations[k]
        guard let (other, otherOriginal) = side(of: slot, in: k) else { return nil }
        let otherColor = current(other, in: separation.appearance, scope: separation.scope, original: otherOriginal)
        let shown = otherColor.isOpaque ? otherColor : Compositing.sourceOver(otherColor, separation.backdrop)
        return SeparationCandidateCheck.Other(
            labs: labs(shown), simulators: separation.simulators, backdrop: separation.backdrop)
    }

    /// The slots whose searches can hold separation `k`: its two colours and the colours deciding them.
    func parties(_ k: Int) -> Set<Int> {
        let separation = separations[k]
        return Set([separation.first, separation.second] + separation.firstDeciders + separation.secondDeciders)
    }

    /// The other colour of separation `k` when a move of `slot` changes one of its colours (it decides that
    /// colour and no nearer decider of it has moved, and does not decide the other too): that colour's slot
    /// and its colour as read; `nil` when the move changes neither or both.
    func side(of slot: Int, in k: Int) -> (other: Int, otherColor: Color)? {
        let separation = separations[k]
        func decides(_ deciders: [Int], _ own: Int) -> Bool {
            for decider in deciders.isEmpty ? [own] : deciders {
                if decider == slot { return true }
                if moves[decider] != nil { return false }
            }
            return false
        }
        let (mine, theirs) = (
            decides(separation.firstDeciders, separation.first), decides(separation.secondDeciders, separation.second)
        )
        if mine && !theirs { return (separation.second, separation.secondColor) }
        if theirs && !mine { return (separation.first, separation.firstColor) }
        return nil
    }

    /// CIELAB D50 of an opaque `color` for normal vision, then as each of `simulators` shows it (cached).
    func labs(_ color: Color) -> [SIMD3<Double>] {
        Self.labs(color, cache: labCache, simulators: simulators)
    }

    /// `labs(_:)` with its cache and simulators named.
    static func labs(_ color: Color, cache: LabCache, simulators: [CVDSimulator]) -> [SIMD3<Double>] {
        let cacheKey = ColorKey(space: color.space, components: color.components)
        if let known = cache.labs[cacheKey] { return known }
        let search = CVDCollisionSearch(colors: [color], simulators: simulators)
        let result = [search.lab(0)] + simulators.indices.map { search.lab(0, simulator: $0) }
        cache.labs[cacheKey] = result
        return result
    }

    /// Whether a move of `slot` changes surface `s`: `slot` decides it and no nearer decider has moved.
    func decides(_ slot: Int, _ s: Int) -> Bool {
        for decider in surfaces[s].deciders {
            if decider == slot { return true }
            if moves[decider] != nil { return false }
        }
        return false
    }

    /// Surface `s` as it stands, in CIELAB D50 as shown.
    func currentLab(_ s: Int) -> SIMD3<Double> {
        let surface = surfaces[s]
        guard let decider = surface.deciders.first else { return surface.lab }
        let color = current(decider, in: surface.appearance, scope: surface.scope, original: surface.original)
        if color == surface.original { return surface.lab }
        let shown = color.isOpaque ? color : Compositing.sourceOver(color, surface.backdrop)
        return shown.converted(to: .lab).components
    }

    /// The surfaces a move of `slot` changes, each with the surfaces of its appearance as they stand
    /// (`orderedSurfaces`); `SurfaceCandidateCheck` finds how far apart it must stay from each
    /// (`PaletteRepair.surfaceSeparation`, or as far as today when less; none from a surface of the same
    /// colour today, nor from another surface it changes too).
    func surfaceCheck(_ slot: Int) -> SurfaceCandidateCheck {
        let changed = slots[slot].surfaces.filter { decides(slot, $0) }
        let decided = changed.map { s in
            let group = surfaceGroup(surfaces[s].scope, surfaces[s].appearance)
            return SurfaceCandidateCheck.Decided(
                appearance: surfaces[s].appearance, group: surfaceGroupNumbers[group] ?? -1, scope: surfaces[s].scope,
                backdrop: surfaces[s].backdrop, today: surfaces[s].lab, surfaces: orderedSurfaces(group))
        }
        return SurfaceCandidateCheck(decided: decided, moving: Set(changed), reads: surfaceReads.current)
    }

    /// The surfaces of `group` (`surfaceGroup`) as they stand, in order of lightness: found once, and again
    /// after a move changes one of them (`solve`).
    func orderedSurfaces(_ group: Place) -> SurfaceCandidateCheck.Ordered {
        if let known = surfaceOrders.groups[group] { return known }
        let members = surfaceGroups[group] ?? []
        let ordered = SurfaceCandidateCheck.Ordered(
            members.enumerated().map { position, t in
                SurfaceCandidateCheck.Other(
                    token: surfaces[t].token, lab: currentLab(t), surface: t, position: position,
                    today: surfaces[t].lab)
            })
        surfaceOrders.groups[group] = ordered
        return ordered
    }

    /// The colour `name` is drawn in now in `appearance` of palette `scope` (its value as read unless it,
    /// or the colour its alias names, moved); `nil` when it has none there.
    func currentColor(_ name: String, _ appearance: Appearance, _ scope: Int) -> Color? {
        guard let token = contexts[scope].token(named: name), let resolved = token.resolve(appearance) else {
            return nil
        }
        let original = resolved.value.color
        let layer = ResolvedPair.Layer(token: token, value: resolved.value, inheritedFrom: nil)
        guard let decider = firstSlot(layer, appearance, scope) else { return original }
        return current(decider, in: appearance, scope: scope, original: original)
    }

    /// The scale steps a move of `slot` changes and the bounds each must stay in (`ScaleOrderCheck`): its
    /// own colour, and the step its new value is written at (`soleTarget`), in each appearance of its pairs,
    /// for a scale of three or more opaque steps ordered in lightness today.
    /// A re-pointed alias (`written` false) changes its own colour only.
    func orderCheck(_ slot: Int, written: Bool = true) -> ScaleOrderCheck {
        var names = [slots[slot].token]
        if written, let alias = slots[slot].value.aliasOf, soleTarget(alias) != nil { names.append(alias) }
        var seen = Set<Place>()
        let places = slots[slot].constraints.compactMap { c -> (Appearance, Int)? in
            let place = Place(appearance: constraints[c].appearance, scope: constraints[c].scope)
            return seen.insert(place).inserted ? (place.appearance, place.scope) : nil
        }
        var bounds: [ScaleOrderCheck.Bound] = []
        for name in names {
            guard let prefix = PaletteRepair.scalePrefix(name), let steps = scales[prefix], steps.count >= 3 else {
                continue
            }
            let numbered = numberedSteps(prefix, steps)
            guard let index = numbered.firstIndex(where: { $0.1 == name }) else { continue }
            for (appearance, scope) in places {
                guard let increasing = orderToday(prefix, numbered, appearance, scope) else { continue }
                let previous = index > 0 ? currentColor(numbered[index - 1].1, appearance, scope) : nil
                let next = index + 1 < numbered.count ? currentColor(numbered[index + 1].1, appearance, scope) : nil
                let below = (increasing ? previous : next).map(ScaleOrderCheck.lightness) ?? -.infinity
                let above = (increasing ? next : previous).map(ScaleOrderCheck.lightness) ?? .infinity
                bounds.append(
                    ScaleOrderCheck.Bound(
                        appearance: appearance, scope: scope, lower: below, upper: above, scale: prefix))
            }
        }
        return ScaleOrderCheck(bounds: bounds)
    }

    /// The steps of scale `prefix` (`steps`, its names) with their numbers, in number order (found once).
    func numberedSteps(_ prefix: String, _ steps: [String]) -> [(number: Double, name: String)] {
        if let found = numberedScales.steps[prefix] { return found }
        let numbered = steps.compactMap { step in ScaleOrderCheck.number(step).map { ($0, step) } }.sorted {
            $0.0 < $1.0
        }
        numberedScales.steps[prefix] = numbered
        return numbered
    }

    /// The steps before and after `name` in its scale of three or more steps (`orderCheck` bounds a step by
    /// them); none when it is no such step.
    func neighbouringSteps(of name: String) -> [String] {
        guard let prefix = PaletteRepair.scalePrefix(name), let steps = scales[prefix], steps.count >= 3 else {
            return []
        }
        let numbered = numberedSteps(prefix, steps)
        guard let index = numbered.firstIndex(where: { $0.name == name }) else { return [] }
        return [index - 1, index + 1].filter(numbered.indices.contains).map { numbered[$0].name }
    }

    /// Whether the scale `prefix` (its `numbered` steps) is ordered in lightness today in `appearance` of
    /// palette `scope`, all its steps opaque: `true` increasing, `false` decreasing, `nil` not ordered
    /// (`ScaleOrderCheck.direction`). Found once per scale: the steps' colours as read do not change
    /// while the repair runs (`stepColor`), and every search of a step asks (a generated stylesheet whose
    /// 300 colours `--c0` … `--c299` are one scale converted all 300 colours on every search).
    func orderToday(
        _ prefix: String, _ numbered: [(number: Double, name: String)], _ appearance: Appearance, _ scope: Int
    )
        -> Bool?
    {
        let key = ScaleKey(prefix: prefix, appearance: appearance, scope: scope)
        if let known = scaleOrders.directions[key] { return known }
        let today = numbered.map { stepColor($0.name, appearance, scope) }
        let direction =
            today.allSatisfy({ $0?.isOpaque == true })
            ? ScaleOrderCheck.direction(today.map { ScaleOrderCheck.lightness($0!) }) : nil
        scaleOrders.directions[key] = .some(direction)
        return direction
    }

    /// The colour `move` of `slot` draws in appearance `appearance` of palette `scope`.
    func moveColor(_ move: Move, _ appearance: Appearance, _ scope: Int) -> Color? {
        switch move.kind {
        case .literal(let color): return color
        case .alias(let step): return stepColor(step, appearance, scope)
        }
    }

    /// The slot of a pair's layer: its value where it is written, made on first use.
    /// A colour other colours alias is moved only when a pair names it (`paired`): its aliases then follow
    /// it and their pairs are checked with it (`parent`); a scale step no pair names stays, and its
    /// aliases are re-pointed instead.
    mutating func slot(for layer: ResolvedPair.Layer, appearance: Appearance, paired: Bool = true) -> Int {
        let key = key(layer)
        let aliasedReason = "\(layer.token.name) is a colour other colours alias (its aliases are re-pointed instead)"
        if let index = slotIndex[key] {
            if paired && slots[index].fixedReason == aliasedReason && heldReason(layer) == nil {
                slots[index].fixedReason = nil
            }
            return index
        }
        var reason: String?
        let heldBy = heldReason(layer)
        if let heldBy {
            reason = heldBy
        } else if fixed.contains(where: { $0.matches(layer.token.name) }) {
            reason = "\(layer.token.name) is fixed"
        } else if !paired && layer.value.aliasOf == nil && aliased.contains(layer.token.name) {
            reason = aliasedReason
        } else if layer.value.aliasOf != nil && AssetCatalogImporter.isColorSetContents(layer.value.location.file) {
            reason = "\(layer.token.name) refers to the system colour \(layer.value.source) (not rewritten)"
        } else if layer.value.location.line == 0 && layer.value.location.offset == nil {
            // A value of a binary file (Adobe `.ase`, Procreate) has its byte instead: its change is planned,
            // and `fix` says it cannot write that format, as for the text formats it does not write.
            reason = "\(layer.token.name)'s value has no line in a file to write it at"
        }
        slots.append(Slot(token: layer.token.name, value: layer.value, fixedReason: reason, held: heldBy != nil))
        slotIndex[key] = slots.count - 1
        return slots.count - 1
    }

    /// Why `layer`'s written value is held (`held`: every value of its colour, or this value only), or `nil`.
    func heldReason(_ layer: ResolvedPair.Layer) -> String? {
        held[PaletteRepair.HeldKey(layer.token.name)]
            ?? held[PaletteRepair.HeldKey(layer.token.name, writtenAt: layer.value.location)]
    }

    /// What identifies a layer's written value: its colour's name, where it is written and its text.
    struct ValueKey: Hashable {
        var token: String
        var location: SourceLocation
        var source: String
    }

    /// The key of `layer`'s written value.
    func key(_ layer: ResolvedPair.Layer) -> ValueKey {
        ValueKey(token: layer.token.name, location: layer.value.location, source: layer.value.source)
    }

    /// The colour of scale step `name` in `appearance` (cached).
    func stepColor(_ name: String, _ appearance: Appearance, _ scope: Int) -> Color? {
        let key = StepKey(name: name, place: Place(appearance: appearance, scope: scope))
        if let cached = stepColors.colors[key] { return cached }
        let color = contexts[scope].token(named: name)?.resolve(appearance)?.value.color
        stepColors.colors[key] = color
        return color
    }

    /// The current colour of `slot` in constraint `c` (its original there unless moved).
    func color(_ slot: Int, in c: Int) -> Color {
        let constraint = constraints[c]
        let original = isForeground(slot, c) ? constraint.foregroundColor : constraint.backgroundColor
        return current(slot, in: constraint.appearance, scope: constraint.scope, original: original)
    }

    /// The slot of the colour `slot`'s alias names in `appearance` of palette `scope`, when that colour
    /// is a slot itself; `nil` otherwise.
    func parent(_ slot: Int, _ appearance: Appearance, _ scope: Int) -> Int? {
        guard let alias = slots[slot].value.aliasOf else { return nil }
        let cacheKey = ParentKey(slot: slot, appearance: appearance, scope: scope)
        if let known = parents.slots[cacheKey] { return known < 0 ? nil : known }
        var found: Int?
        if let token = contexts[scope].token(named: alias), let resolved = token.resolve(appearance) {
            let index = slotIndex[key(ResolvedPair.Layer(token: token, value: resolved.value, inheritedFrom: nil))]
            if index != slot { found = index }
        }
        parents.slots[cacheKey] = found ?? -1
        return found
    }

    /// Whether `slot` decides the foreground of constraint `c` (it is the foreground, or the colour the
    /// foreground's alias names, directly or through other aliases).
    func isForeground(_ slot: Int, _ c: Int) -> Bool {
        var layer = constraints[c].foreground
        for _ in 0..<16 {
            if layer == slot { return true }
            guard let next = parent(layer, constraints[c].appearance, constraints[c].scope) else { return false }
            layer = next
        }
        return false
    }

    /// The current colour of `slot` in `appearance`, `original` unless it or the colour its alias names
    /// moved.
    func current(_ slot: Int, in appearance: Appearance, scope: Int, original: Color, depth: Int = 0) -> Color {
        guard let move = moves[slot] else {
            guard depth < 16, let next = parent(slot, appearance, scope) else { return original }
            return current(next, in: appearance, scope: scope, original: original, depth: depth + 1)
        }
        switch move.kind {
        case .literal(let color): return color
        case .alias(let step): return stepColor(step, appearance, scope) ?? original
        }
    }

    /// ΔE00 between two colours of `slot` as constraint `c` shows them: translucent colours composited over
    /// what is under them there (a foreground over the pair's background, a background over the backdrop),
    /// so that a step of another alpha (`white.100` at 5% → `white.500` at 70%) is no change of 0.
    func shownDifference(_ a: Color, _ b: Color, slot: Int, in c: Int) -> Double {
        guard !(a.isOpaque && b.isOpaque) else { return DeltaE2000.between(a, b) }
        let canvas = constraints[c].backdrop.first ?? Color(.srgb, 1, 1, 1)
        var under = canvas
        if isForeground(slot, c) {
            let background = color(constraints[c].background, in: c)
            under = background.isOpaque ? background : Compositing.sourceOver(background, canvas)
        }
        return DeltaE2000.between(Compositing.sourceOver(a, under), Compositing.sourceOver(b, under))
    }

    /// The worst-case contrast ratio of constraint `c` with these colours.
    func ratio(_ c: Int, foreground: Color, background: Color) -> Double {
        if foreground.isOpaque && background.isOpaque { return ContrastRatio.of(foreground, background) }
        return LayerStack(foreground: foreground, background: background, backdrop: constraints[c].backdrop).worstRatio
    }

    /// Whether constraint `c` is met with `slot` drawn in `candidate` (the other layer as it stands), and
    /// a background keeps its side of the foreground's luminance.
    func meets(_ c: Int, slot: Int, candidate: Color) -> Bool {
        pairCheck(c, slot: slot).meets(candidate)
    }

    /// Constraint `c` as a search for `slot` sees it: the other layer as it stands.
    func pairCheck(_ c: Int, slot: Int) -> ContrastCandidateCheck {
        let constraint = constraints[c]
        let isForeground = self.isForeground(slot, c)
        let other = color(isForeground ? constraint.background : constraint.foreground, in: c)
        let otherLuminance = RelativeLuminance.of(other)
        var lighter: Bool?
        if !isForeground && other.isOpaque && constraint.backgroundColor.isOpaque {
            lighter = RelativeLuminance.of(constraint.backgroundColor) > otherLuminance
        }
        return ContrastCandidateCheck(
            isForeground: isForeground, other: other, otherLuminance: otherLuminance, lighter: lighter,
            backdrop: constraint.backdrop, required: constraint.required)
    }

    /// Whether constraint `c` is met as things stand.
    func isMet(_ c: Int) -> Bool {
        let foreground = color(constraints[c].foreground, in: c)
        let background = color(constraints[c].background, in: c)
        return ContrastRatio.meets(ratio(c, foreground: foreground, background: background), constraints[c].required)
    }

    var failingTargets: [Int] {
        constraints.indices.filter { constraints[$0].target && !isMet($0) }
    }

    /// The best move of `slot`, or `nil` when none meets a failing target pair without breaking another.
    mutating func bestMove(_ slot: Int) -> Move? {
        guard slots[slot].fixedReason == nil else { return nil }
        beyond[slot] = nil
        aliasDecisions[slot] = nil
        stepsTried[slot] = nil
        // The lightness of every candidate compared with the surfaces, for `solve` to know when a moved
        // surface changes what this search finds.
        let reads = SurfaceCandidateCheck.Reads()
        surfaceReads.current = reads
        defer {
            surfaceReads.bySlot[slot] = reads.lightness.mapValues { $0.sorted() }
            surfaceReads.current = nil
        }
        let all = slots[slot].constraints
        var failing = all.filter { !isMet($0) }
        guard failing.contains(where: { constraints[$0].target }) else { return nil }
        let passing = all.filter { !failing.contains($0) }
        // The failing pairs furthest from their requirement are given up first.
        failing.sort { deficit($0) < deficit($1) }
        var attempts = 0
        while failing.contains(where: { constraints[$0].target }) && attempts < 6 {
            attempts += 1
            if let move = move(slot, keeping: passing + failing, failing: failing) { return move }
            failing.removeLast()
        }
        return nil
    }

    /// How far constraint `c` is below its requirement (its ratio over the required one, lower is worse).
    func deficit(_ c: Int) -> Double {
        let r = ratio(
            c, foreground: color(constraints[c].foreground, in: c), background: color(constraints[c].background, in: c))
        return -(r / constraints[c].required)
    }

    /// A move of `slot` that meets every constraint of `keeping`: a scale step for an alias, else a new
    /// value of the slot's hue; the nearer (ΔE00) of the candidates found.
    mutating func move(_ slot: Int, keeping: [Int], failing: [Int]) -> Move? {
        let value = slots[slot].value
        let first = keeping[0]
        let original =
            isForeground(slot, first)
            ? constraints[first].foregroundColor : constraints[first].backgroundColor
        let gain = failing.filter { constraints[$0].target }.count
        let isForeground = failing.contains { self.isForeground(slot, $0) && constraints[$0].target }
        // A background of several failing foregrounds (a surface): its foregrounds are moved first.
        let drawnOn = slots[slot].constraints.filter {
            constraints[$0].target && !self.isForeground(slot, $0) && !isMet($0)
        }
        let sharedSurface =
            !isForeground
            && Set(drawnOn.map { slots[constraints[$0].foreground].token }).count
                >= PaletteRepair.sharedSurfaceForegrounds
        let apart = surfaceCheck(slot)
        let order = orderCheck(slot)
        let repointOrder = orderCheck(slot, written: false)
        // The colours of its family it is kept apart from (`SiblingCandidateCheck`): a re-pointed alias
        // changes its own colour (and its aliases'), a new value also the colour written at.
        let repointSiblings = siblingCheck(slot, target: false)
        // The nearest of `names` meeting every pair and keeping the surfaces apart; one that also keeps
        // every colour-vision separation first, else one that gives up only separations of no declared group.
        // Why each step a search of `nearestRepoint` looked at was not taken, with its difference (every step
        // nearer than the one chosen was looked at: only farther ones are skipped).
        var rejected: [(step: String, difference: Double, why: String)] = []
        var tried: [(step: String, difference: Double, why: String, pair: Int?)] = []
        func nearestRepoint(_ names: [String]) -> (
            step: String, difference: Double, lost: [String], collapses: [String]
        )? {
            guard let alias = value.aliasOf else { return nil }
            var best: (String, Double)?
            var bestLosing: (step: String, difference: Double, lost: [String], collapses: [String])?
            // The nearest step that meets every pair but comes within a just-noticeable difference of a colour
            // of its family: taken only when no other change does (`move`), and said.
            var bestCollapsing: (step: String, difference: Double, lost: [String], collapses: [String])?
            rejected = []
            for step in names {
                guard let shown = stepColor(step, constraints[first].appearance, constraints[first].scope) else {
                    continue
                }
                let difference = shownDifference(original, shown, slot: slot, in: first)
                if let best, best.1 <= difference { continue }
                var why: String?
                var failed: Int?
                var collapsing: [String] = []
                for c in keeping {
                    guard let candidate = stepColor(step, constraints[c].appearance, constraints[c].scope),
                        meets(c, slot: slot, candidate: candidate)
                    else {
                        let other = self.isForeground(slot, c) ? constraints[c].background : constraints[c].foreground
                        why =
                            "fails \(slots[slot].token)'s pair with \(slots[other].token) "
                            + "[\(constraints[c].appearance.rawValue)]"
                        failed = c
                        break
                    }
                }
                if why == nil, let merged = apart.firstMerged({ stepColor(step, $0.appearance, $0.scope) }) {
                    let surface = "the surface \(merged.other.token) [\(merged.appearance.rawValue)]"
                    why =
                        merged.deltaE00 < 0.005
                        ? "is the colour of \(surface)"
                        : "comes within ΔE00 \(String(format: "%.2f", merged.deltaE00)) of \(surface)"
                }
                if why == nil && !repointOrder.keeps({ stepColor(step, $0.appearance, $0.scope) }) {
                    why = "leaves the order in lightness of \(slots[slot].token)'s scale"
                }
                if why == nil,
                    let near = repointSiblings.firstCollapse({ stepColor(step, $0.appearance, $0.scope) })
                {
                    let sibling = "\(near.other.token) [\(near.other.appearance.rawValue)]"
                    collapsing = repointSiblings.collapses { stepColor(step, $0.appearance, $0.scope) }
                    why =
                        near.deltaE00 < 0.005
                        ? "is the colour of \(sibling)"
                        : "comes within ΔE00 \(String(format: "%.2f", near.deltaE00)) of \(sibling)"
                }
                if let why {
                    rejected.append((step, difference, why))
                    tried.append((step, difference, why, failed))
                    if !collapsing.isEmpty, difference <= PaletteRepair.largestChange,
                        difference < bestCollapsing?.difference ?? .infinity,
                        let lost = lostSeparations(step), !lost.declared
                    {
                        bestCollapsing = (step, difference, lost.names, collapsing)
                    }
                    continue
                }
                if difference > PaletteRepair.largestChange {
                    if let range = value.source.range(of: alias) {
                        noteBeyond(
                            slot,
                            Move(
                                kind: .alias(step), text: value.source.replacingCharacters(in: range, with: step),
                                deltaE00: difference, gain: gain, foreground: isForeground), failing)
                    }
                    continue
                }
                let broken = slots[slot].separations.filter { k in
                    guard side(of: slot, in: k) != nil else { return false }
                    guard let candidate = stepColor(step, separations[k].appearance, separations[k].scope) else {
                        return true
                    }
                    return !keepsSeparationsIn([k], slot: slot, candidate: candidate)
                }
                if broken.isEmpty {
                    best = (step, difference)
                } else {
                    let lost = broken.compactMap { k in side(of: slot, in: k).map { slots[$0.other].token } }
                    rejected.append(
                        (
                            step, difference,
                            "is not told apart from \(Array(Set(lost)).sorted().joined(separator: ", ")) under "
                                + "colour-vision simulation"
                        ))
                    if !broken.contains(where: { separations[$0].declared }),
                        difference < bestLosing?.difference ?? .infinity
                    {
                        bestLosing = (step, difference, Array(Set(lost)).sorted(), [])
                    }
                }
            }
            // A step that gives up a colour-vision separation of no declared group comes before one within a
            // just-noticeable difference of a colour of its family (taken only when nothing else is, `move`).
            return best.map { (step: $0.0, difference: $0.1, lost: [String](), collapses: [String]()) } ?? bestLosing
                ?? bestCollapsing
        }
        // The colours a step is no longer told apart from under colour-vision simulation, and whether one of
        // them shares a declared group with it; `nil` when the step has no colour where a separation is.
        func lostSeparations(_ step: String) -> (names: [String], declared: Bool)? {
            var names = Set<String>()
            var declared = false
            for k in slots[slot].separations {
                guard let side = side(of: slot, in: k) else { continue }
                guard let candidate = stepColor(step, separations[k].appearance, separations[k].scope) else {
                    return nil
                }
                guard !keepsSeparationsIn([k], slot: slot, candidate: candidate) else { continue }
                names.insert(slots[side.other].token)
                declared = declared || separations[k].declared
            }
            return (names.sorted(), declared)
        }
        // `chosen` written over the alias of the slot's value, or of `link`'s (a colour of its alias chain,
        // `chainLinks`) naming `named`.
        func repointed(
            _ chosen: (step: String, difference: Double, lost: [String], collapses: [String]),
            at link: (token: String, value: ColorValue)? = nil, named: String? = nil
        ) -> Move? {
            let written = link?.value ?? value
            guard let alias = written.aliasOf, let range = written.source.range(of: alias) else { return nil }
            let text = written.source.replacingCharacters(in: range, with: chosen.step)
            // The steps between the one named and the one chosen (a jump of several steps), nearer than it; a
            // colour without a step number (one named like it, `namedLike`) lies between none.
            let (from, to) = (ScaleOrderCheck.number(named ?? alias), ScaleOrderCheck.number(chosen.step))
            let nearer = rejected.filter { passed in
                guard passed.difference < chosen.difference else { return false }
                guard let from, let to, let number = ScaleOrderCheck.number(passed.step) else { return false }
                return Swift.min(from, to) < number && number < Swift.max(from, to)
            }.sorted { $0.difference < $1.difference }
            return Move(
                kind: .alias(chosen.step), text: text, deltaE00: chosen.difference, gain: gain,
                foreground: isForeground, writeAt: link, sharedSurface: sharedSurface, losesSeparations: chosen.lost,
                passedOver: nearer.map { "\($0.step) \($0.why)" }, collapses: chosen.collapses)
        }
        // A step that comes within a just-noticeable difference of a colour of its family is kept while
        // another change is looked for: a step that keeps them apart, another scale's step, a new value.
        var collapsing: Move?
        func take(_ move: Move?) -> Move? {
            guard let move else { return nil }
            if move.collapses.isEmpty { return move }
            if collapsing == nil { collapsing = move }
            return nil
        }
        // An alias that may not be replaced: the new value found is said as a design decision, not made.
        var keepsAlias = false
        if let alias = value.aliasOf {
            // A design system documents its scales as the steps its semantic colours choose from, so a
            // step (with the collision `cvd-collision` then reports as a warning) is preferred to a new
            // value off the scale.
            let steps = PaletteRepair.scaleSteps(of: alias, in: scales)
            if let chosen = nearestRepoint(steps), let move = take(repointed(chosen)) { return move }
            // An alias of an alias (`text → {muted}`, `muted → {gray.500}`: a component colour naming a
            // semantic one naming a scale step): the steps of the scales further down the chain, nearest
            // first. The link re-pointed is the one nearest the step that only this chain uses (the colour
            // the slot names, when nothing else names it; its other users are otherwise left as they are),
            // else the slot's own alias; a link that is itself a step of a scale stays in its scale.
            let chain = chainLinks(slot, alias)
            for (depth, link) in chain.enumerated() {
                let further = PaletteRepair.scaleSteps(of: link.names, in: scales)
                guard !further.isEmpty, let chosen = nearestRepoint(further) else { continue }
                let own = chain.prefix(depth + 1).prefix { $0.sole }.last
                if let move = take(repointed(chosen, at: own.map { ($0.token, $0.value) }, named: link.names)) {
                    return move
                }
            }
            // A new value replaces an alias only when it names one colour in every appearance it serves.
            var colours: [Color] = []
            for c in slots[slot].constraints {
                let shown =
                    self.isForeground(slot, c) ? constraints[c].foregroundColor : constraints[c].backgroundColor
                if !colours.contains(shown) { colours.append(shown) }
            }
            guard colours.count == 1 else { return collapsing }
            // The colour it names is shared (other colours name it, or a pair does): a new value written over
            // the alias would part it from them (typedoc's `--color-background-active` from
            // `--color-active-menu-item`, both `var(--dark-color-background-active)`). Another colour named
            // like the one it names, of the same hue family, is taken as a step would be; else nothing is
            // written, and the nearest new value is said as a design decision.
            if soleTarget(alias) == nil {
                let family = HueFamily(original)
                let names = PaletteRepair.namedLike(alias, in: families).filter { name in
                    guard name != slots[slot].token, !steps.contains(name),
                        let shown = stepColor(name, constraints[first].appearance, constraints[first].scope)
                    else { return false }
                    return PaletteRepair.sameHue(HueFamily(shown), family)
                }
                if let chosen = nearestRepoint(names), let move = take(repointed(chosen)) { return move }
                if let collapsing { return collapsing }
                keepsAlias = true
                stepsTried[slot] = tried.sorted { $0.difference < $1.difference }.map { ($0.step, $0.why, $0.pair) }
            }
        }
        var like = value
        var writeAt: (token: String, value: ColorValue)?
        if let alias = value.aliasOf {
            if let target = soleTarget(alias) {
                like = target
                writeAt = (alias, target)
            } else if let target = contexts[constraints[first].scope].token(named: alias)?.resolve(
                constraints[first].appearance)
            {
                like = target.value
            }
        }
        let gamut = LightnessSearch.gamut(of: original)
        // The other colour of each pair and separation as it stands, found once for the search.
        let pairs = keeping.map { pairCheck($0, slot: slot) }
        let kept = searchedSeparations(slot)
        let meetsPairs: (Color) -> Bool = { candidate in pairs.allSatisfy { $0.meets(candidate) } }
        let family = siblingCheck(slot, target: writeAt != nil)
        // Every check but the family's: a value that comes within a just-noticeable difference of a colour of
        // its family is taken only when no other value meets the pairs, and said.
        let keepsApart: (Color) -> Bool = { candidate in
            kept.keeps(candidate) && apart.keeps(candidate) && order.keeps { _ in candidate }
        }
        var passes: (Color) -> Bool = { candidate in
            meetsPairs(candidate) && keepsApart(candidate) && family.keeps(candidate)
        }
        // `color(srgb …)` (a DTCG colour object reads so) is found in 8-bit steps, so that its components
        // and the `hex` beside them name one colour.
        let bytes = like.source.lowercased().hasPrefix("color(srgb ") && gamut == .srgb
        var notation = like
        if bytes { notation.source = "#000000" }
        // An asset catalog entry is written in its own colour space and encoding, and checked as its
        // rounded components read.
        let colorSet =
            AssetCatalogImporter.isColorSetContents(like.location.file)
            ? ColorSetNotation(source: like.source, bareNumbers: like.bareNumberComponents)
            : nil
        func search(_ test: (Color) -> Bool) -> [(color: Color, text: String)] {
            LightnessSearch.nearestKeepingHue(to: original, in: gamut, passes: test).compactMap {
                guard let colorSet else {
                    return LightnessSearch.written($0, original: original, like: notation, in: gamut, passes: test)
                }
                return LightnessSearch.written($0, original: original, in: gamut, step: colorSet.step, passes: test) {
                    candidate in
                    guard let written = colorSet.written(candidate),
                        colorSet.gamut.map({ written.color.isInGamut($0) }) ?? true
                    else { return nil }
                    return (written.color, written.source)
                }
            }
        }
        // A translucent colour's first lever is its opacity: the same colour, more opaque
        // (`OpacitySearch`), before any change of lightness (which keeps its alpha). Its difference is
        // the one shown, over what the pair draws it on.
        var opacity: (color: Color, text: String)?
        if !original.isOpaque, colorSet == nil, let more = OpacitySearch.nearest(to: original, passes: passes) {
            let pattern = SourceNotation.Pattern(notation.source)
            opacity = OpacitySearch.written(more, passes: passes) { color in
                let text = SourceNotation.text(color, like: pattern)
                guard let parsed = try? CSSColorParser.parse(text), parsed.isInGamut(gamut) else { return nil }
                return (parsed, like.hexAlphaFirst ? SourceNotation.alphaFirst(text) : text)
            }
        }
        // The colour-vision separations are checked on the colours meeting the pairs first (cheap); only
        // when one of those breaks a separation is the search run again with them.
        let nearest = opacity == nil ? search(meetsPairs) : []
        var found = nearest.filter { keepsApart($0.color) && family.keeps($0.color) }
        if found.count < nearest.count { found += search(passes) }
        var collapses: [String] = []
        if opacity == nil, found.isEmpty, !nearest.isEmpty, !family.comparesNone {
            // Every value meeting the pairs comes within a just-noticeable difference of a colour of its family.
            passes = { candidate in meetsPairs(candidate) && keepsApart(candidate) }
            found = nearest.filter { keepsApart($0.color) }
            if found.count < nearest.count { found += search(passes) }
        }
        let chosen =
            opacity.map { ($0, shownDifference(original, $0.color, slot: slot, in: first)) }
            ?? found.map({ ($0, DeltaE2000.between(original, $0.color)) }).min(by: { $0.1 < $1.1 })
        guard var (written, difference) = chosen else { return collapsing }
        // `color(display-p3 0.902776 -0.000098 -0.000051)`: components a hair outside 0…1 (inside the gamut's
        // tolerance) are written clamped when the clamped colour passes too.
        if written.text.hasPrefix("color("), let clamped = PaletteRepair.clamped(written.color),
            clamped.components != written.color.components, passes(clamped)
        {
            written = (clamped, clamped.cssString())
            difference = DeltaE2000.between(original, clamped)
        }
        var text = PaletteRepair.rgbLike(
            PaletteRepair.hexLike(written.text, source: like.source, alphaFirst: like.hexAlphaFirst),
            source: like.source)
        if bytes {
            let c = written.color.converted(to: .srgb).components
            let alpha = written.color.isOpaque ? "" : " / \(written.color.alpha)"
            text = "color(srgb \(c.x) \(c.y) \(c.z)\(alpha))"
        }
        collapses = family.collapses { _ in written.color }
        let newValue = Move(
            kind: .literal(written.color), text: text, deltaE00: difference, gain: gain, foreground: isForeground,
            writeAt: writeAt, sharedSurface: sharedSurface, collapses: collapses)
        // An alias is never replaced by a literal, however large the change: its pairs are the designer's.
        if keepsAlias {
            if let kept = aliasDecisions[slot]?.move, (kept.gain, -kept.deltaE00) >= (newValue.gain, -difference) {
                return nil
            }
            aliasDecisions[slot] = (newValue, Set(failing))
            return nil
        }
        guard difference <= PaletteRepair.largestChange else {
            noteBeyond(slot, newValue, failing)
            return collapsing
        }
        // A step of the scale comes before a new value off it when neither keeps the family apart.
        if !collapses.isEmpty, let collapsing { return collapsing }
        return newValue
    }

    /// Keeps `move` of `slot`, beyond `PaletteRepair.largestChange`, as the one said for the pairs left
    /// when it meets more of them than the one kept, or as many by a smaller change.
    mutating func noteBeyond(_ slot: Int, _ move: Move, _ failing: [Int]) {
        if let kept = beyond[slot]?.move, (kept.gain, -kept.deltaE00) >= (move.gain, -move.deltaE00) { return }
        beyond[slot] = (move, Set(failing))
    }

    /// Searches the held colours of the pairs left (`Slot.held`) as if they could move, for the change
    /// beyond `PaletteRepair.largestChange` each pair left would need (`beyond`): the change the repair
    /// made before the hold met the pair but broke another, so what is left is a design decision (Figma
    /// SDS's dark `background.brand`: its opacity raised broke `icon.brand.on-brand` on it in the changed
    /// files; the step that meets its text, `white.800`, is ΔE00 71.9 away).
    mutating func searchHeld() {
        var searched = Set<Int>()
        for c in failingTargets {
            for slot in [constraints[c].foreground, constraints[c].background]
            where slots[slot].held && searched.insert(slot).inserted {
                let reason = slots[slot].fixedReason
                slots[slot].fixedReason = nil
                _ = bestMove(slot)
                slots[slot].fixedReason = reason
            }
        }
    }

    /// Applies the best move until none meets a failing pair.
    mutating func solve() {
        var cache: [Int: Move?] = [:]
        if slotsOfToken.isEmpty {
            for slot in slots.indices { slotsOfToken[slots[slot].token, default: []].append(slot) }
        }
        var failing = Set(failingTargets)
        var rounds = 0
        while !failing.isEmpty && rounds < 4 * slots.count + 10 {
            rounds += 1
            var best: (slot: Int, move: Move)?
            for slot in movable(failing).sorted() {
                let move: Move?
                if let cached = cache[slot] {
                    move = cached
                } else {
                    move = bestMove(slot)
                    cache[slot] = move
                }
                guard let move else { continue }
                if let current = best {
                    // A surface several failing foregrounds are drawn on last; then more failing pairs met
                    // first; then the smaller ΔE00, a background's counted 1.5 times (a foreground is moved
                    // before a background unless it costs half as much again).
                    func cost(_ move: Move) -> Double { move.deltaE00 * (move.foreground ? 1 : 1.5) }
                    func rank(_ move: Move) -> (Int, Int, Double) {
                        (move.sharedSurface ? 0 : 1, move.gain, -cost(move))
                    }
                    // Equal ranks: the first name, not the first declared (the repair of a palette does not
                    // depend on the order it lists its colours in).
                    if rank(move) > rank(current.move)
                        || (rank(move) == rank(current.move) && slots[slot].token < slots[current.slot].token)
                    {
                        best = (slot, move)
                    }
                } else {
                    best = (slot, move)
                }
            }
            guard let (slot, move) = best, move.gain > 0 else { break }
            // A move found before another surface of its appearance moved is searched again if it now
            // comes too near it.
            if surfaceCheck(slot).firstMerged({ moveColor(move, $0.appearance, $0.scope) }) != nil {
                cache[slot] = nil
                continue
            }
            // A move found before a neighbouring step of its scale moved is searched again if it now
            // leaves the scale's order.
            var written = true
            if case .alias = move.kind { written = false }
            if !orderCheck(slot, written: written).keeps({ moveColor(move, $0.appearance, $0.scope) }) {
                cache[slot] = nil
                continue
            }
            // A far separation the search did not check breaks: search this colour again with all of them.
            if !slots[slot].exact && move.losesSeparations.isEmpty && !keepsAllSeparations(slot, move) {
                slots[slot].exact = true
                cache[slot] = nil
                continue
            }
            // A move found before a colour of its family moved is searched again if it now comes within a
            // just-noticeable difference of it (unless no move could keep them apart, `Move.collapses`).
            let family = siblingCheck(slot, target: move.writeAt != nil)
            if move.collapses.isEmpty, family.firstCollapse({ moveColor(move, $0.appearance, $0.scope) }) != nil {
                cache[slot] = nil
                continue
            }
            let before = slots[slot].surfaces.map { currentLab($0).x }
            moves[slot] = move
            standAnew([slot])
            var touched: Set<Int> = [slot]
            for c in slots[slot].constraints {
                touched.insert(constraints[c].foreground)
                touched.insert(constraints[c].background)
                if constraints[c].target {
                    if isMet(c) { failing.remove(c) } else { failing.insert(c) }
                }
            }
            // The slots sharing a pair with a neighbour see the neighbour unchanged; only the neighbours'
            // own searches depend on the moved colour. Of the colours it is told apart from, only those
            // whose search checks that separation (`checkedSeparations`): another's cached move did not
            // look at it, and is checked against every separation before it is made (`keepsAllSeparations`).
            for k in slots[slot].separations {
                let separation = separations[k]
                for other in [separation.first, separation.second] + separation.firstDeciders
                    + separation.secondDeciders where other != slot && checkedSeparations(other).contains(k)
                {
                    touched.insert(other)
                }
            }
            // The surfaces of the moved colour's appearances are kept apart from it: the colours deciding a
            // surface it decides search again (a nearer one moved decides it alone), and of the other colours
            // deciding a surface of those appearances, those whose last search compared a candidate within
            // reach of where a surface it decides stood or stands now (`SurfaceCandidateCheck.Reads`): the
            // others' searches saw nothing it changed.
            var moved: [Place: [Double]] = [:]
            for (i, s) in slots[slot].surfaces.enumerated() {
                touched.formUnion(surfaces[s].deciders)
                moved[surfaceGroup(surfaces[s].scope, surfaces[s].appearance), default: []] += [
                    before[i], currentLab(s).x,
                ]
            }
            for (group, lightness) in moved {
                let number = surfaceGroupNumbers[group] ?? -1
                for t in surfaceGroups[group] ?? [] {
                    for decider in surfaces[t].deciders where !touched.contains(decider) {
                        guard let reads = surfaceReads.bySlot[decider] else {
                            touched.insert(decider)
                            continue
                        }
                        guard let compared = reads[number] else { continue }
                        if lightness.contains(where: { SurfaceCandidateCheck.Reads.near(compared, $0) }) {
                            touched.insert(decider)
                        }
                    }
                }
            }
            // The steps next to it in its scale keep their order with it: their colours search again. Only
            // those: a step's bounds are its two neighbours' colours (`orderCheck`); a stylesheet whose 300
            // colours are one scale searched all 300 again after every move.
            for name in [slots[slot].token, move.writeAt?.token].compactMap({ $0 }) {
                for neighbour in neighbouringSteps(of: name) { touched.formUnion(slotsOfToken[neighbour] ?? []) }
            }
            for other in touched { cache[other] = nil }
        }
    }

    /// Brings what the searches read of the colours as they stand up to date, after the colours of `changed`
    /// moved or were put back: the separations they decide a colour of, in each check holding one
    /// (`searchedSeparations`); their siblings (`standSiblingsAnew`); and the order of the surfaces they
    /// decide (their appearances are ordered again).
    func standAnew(_ changed: [Int]) {
        var moved = Set<Int>()
        for slot in changed { moved.formUnion(slots[slot].separations) }
        for k in moved {
            for party in parties(k) {
                guard let exact = keptSeparations.bySlot[party]?.exact, exact || separations[k].near else { continue }
                keptSeparations.bySlot[party]?.check.set(k, to: separationOther(party, k))
            }
        }
        standSiblingsAnew(changed)
        for slot in changed {
            for s in slots[slot].surfaces {
                surfaceOrders.groups[surfaceGroup(surfaces[s].scope, surfaces[s].appearance)] = nil
            }
        }
    }

    /// Constraint `c` by its palette's variant, appearance, colour names and rule.
    func pairKey(_ c: Int) -> RepairPlan.PairKey {
        let constraint = constraints[c]
        return RepairPlan.PairKey(
            variant: contexts[constraint.scope].palette.variant, appearance: constraint.appearance,
            foreground: slots[constraint.foreground].token, background: slots[constraint.background].token,
            rule: constraint.rule)
    }

    /// The pairs of colours `cvd-collision` compares (its groups, and the role colours `DistinguishedColors`
    /// names, or every pair when all are compared: `ComparedPairSimulators`) that a deficiency simulator told apart before the moves and
    /// does not after, in each appearance of each palette: what `audit` reports after `fix` that it did
    /// not before (a step taken though it gave a separation up, `Move.losesSeparations`, or a colour the
    /// separations the searches kept did not cover).
    func lostSeparations() -> [RepairPlan.LostSeparation] {
        guard !moves.isEmpty, !simulators.isEmpty else { return [] }
        var lost: [RepairPlan.LostSeparation] = []
        var said = Set<String>()
        for (scope, each) in contexts.enumerated() {
            guard each.level(of: CVDCollisionRule().descriptor) != nil else { continue }
            for appearance in each.appearances {
                let compared = ComparedColors(each, appearance: appearance)
                guard compared.layers.count > 1 else { continue }
                var after = compared.colors
                var changed: [Int] = []
                for (i, layer) in compared.layers.enumerated() {
                    guard let decider = firstSlot(layer, appearance, scope) else { continue }
                    let now = current(decider, in: appearance, scope: scope, original: layer.value.color)
                    guard now != layer.value.color else { continue }
                    after[i] = now.isOpaque ? now : Compositing.sourceOver(now, compared.backdrop)
                    changed.append(i)
                }
                guard !changed.isEmpty else { continue }
                let before = CVDCollisionSearch(colors: compared.colors, simulators: simulators)
                let repaired = CVDCollisionSearch(colors: after, simulators: simulators)
                let judged = ComparedPairSimulators(each, compared, simulators: simulators)
                let isChanged = Set(changed)
                for p in changed {
                    for q in compared.layers.indices where q != p && !(isChanged.contains(q) && q < p) {
                        guard let (chosen, grouped) = judged.simulators(p, q) else { continue }
                        for k in chosen
                        where repaired.collides(p, q, simulator: k, threshold: cvdThreshold)
                            && !before.collides(p, q, simulator: k, threshold: cvdThreshold)
                        {
                            let names = [compared.layers[p].token.name, compared.layers[q].token.name].sorted()
                            let entry = RepairPlan.LostSeparation(
                                appearance: appearance, first: names[0], second: names[1],
                                deficiency: simulators[k].deficiency.rawValue, declared: grouped)
                            if said.insert("\(entry)").inserted { lost.append(entry) }
                        }
                    }
                }
            }
        }
        return lost
    }

    /// The plan: the moves as changes, and the failing pairs left with their reasons.
    func result() -> RepairPlan {
        var changes: [RepairPlan.Change] = []
        for (slot, move) in moves {
            let info = slots[slot]
            let c = info.constraints[0]
            let before =
                isForeground(slot, c) ? constraints[c].foregroundColor : constraints[c].backgroundColor
            var repointed: (String, String)?
            if case .alias(let step) = move.kind, let alias = (move.writeAt?.value ?? info.value).aliasOf {
                repointed = (alias, step)
            }
            let written = move.writeAt?.value ?? info.value
            var afterIn: [Appearance: Color] = [:]
            var deltaE00In: [Appearance: Double] = [:]
            for c in info.constraints.sorted(by: { constraints[$0].scope < constraints[$1].scope })
            where afterIn[constraints[c].appearance] == nil {
                let after = color(slot, in: c)
                afterIn[constraints[c].appearance] = after
                let original = isForeground(slot, c) ? constraints[c].foregroundColor : constraints[c].backgroundColor
                deltaE00In[constraints[c].appearance] = shownDifference(original, after, slot: slot, in: c)
            }
            var change = RepairPlan.Change(
                token: move.writeAt?.token ?? info.token, location: written.location, original: written.source,
                replacement: move.text, before: before, after: color(slot, in: c), deltaE00: move.deltaE00,
                repointed: repointed, appearances: info.appearances.sorted(),
                aliasedBy: move.writeAt == nil ? nil : info.token,
                notTellsApart: move.losesSeparations)
            change.afterIn = afterIn
            change.deltaE00In = deltaE00In
            change.passedOver = move.passedOver
            // Said against the colours as they end: a sibling that failed while this colour was searched, and
            // stayed, is compared too.
            change.sameAs = siblingCheck(slot, target: move.writeAt != nil, all: true).collapses {
                moveColor(move, $0.appearance, $0.scope)
            }
            changes.append(change)
            // The same value written by another rule of the same theme (`ColorValue.alsoWrittenAt`) changes
            // with it, so that every way of choosing the theme shows the repaired colour.
            for location in written.alsoWrittenAt {
                var also = change
                also.location = location
                changes.append(also)
            }
        }
        changes.sort {
            ($0.location.file, $0.location.line, $0.location.column) < (
                $1.location.file, $1.location.line, $1.location.column
            )
        }
        var unmet: [RepairPlan.Unmet] = []
        for c in failingTargets {
            let constraint = constraints[c]
            let r = ratio(
                c, foreground: color(constraint.foreground, in: c), background: color(constraint.background, in: c))
            unmet.append(
                RepairPlan.Unmet(
                    appearance: constraint.appearance, foreground: slots[constraint.foreground].token,
                    background: slots[constraint.background].token, rule: constraint.rule, ratio: r,
                    required: constraint.required, reason: reason(c), key: pairKey(c)))
        }
        var plan = RepairPlan(
            file: context.palette.file, format: context.palette.format, changes: changes, unmet: unmet,
            failingBefore: 0,
            checkedPairs: constraints.count)
        plan.lostSeparations = lostSeparations()
        return plan
    }

    /// Why constraint `c` is left unmet, for people.
    func reason(_ c: Int) -> String {
        let constraint = constraints[c]
        let sides = [constraint.foreground, constraint.background]
        let movable = sides.filter { slots[$0].fixedReason == nil }
        let target = "\(ContrastRatio.formatThreshold(constraint.required)):1"
        let fixedNotes = sides.compactMap { slots[$0].fixedReason }.joined(separator: "; ")
        // Only a new value written over an alias meets it, and the colour the alias names is shared: which of
        // them changes is the designer's to choose.
        let shared = movable.compactMap { slot -> String? in
            guard let found = aliasDecisions[slot], found.meets.contains(c), let alias = slots[slot].value.aliasOf
            else { return nil }
            let name = slots[slot].token
            // A DTCG colour object's components read as `color(srgb …)`: said by their hex.
            var value = found.move.text
            if value.hasPrefix("color(srgb "), case .literal(let color) = found.move.kind { value = color.hex }
            let others = (aliasNames[alias] ?? []).subtracting([name]).sorted()
            var also = others.prefix(3).joined(separator: ", ")
            if others.count > 3 { also += " and \(others.count - 3) more" }
            let elsewhere = (aliasLocations[alias] ?? []).subtracting([slots[slot].value.location.description])
            var sharers = ""
            // An alias of an alias: the steps of the scales down its chain were searched too.
            let chain = chainLinks(slot, alias).map(\.names)
            // The nearest step meeting this pair, and the pair it breaks.
            var breaks = ""
            if let step = (stepsTried[slot] ?? []).first(where: { tried in
                guard let pair = tried.pair, pair != c,
                    let candidate = stepColor(tried.step, constraint.appearance, constraint.scope)
                else { return false }
                return meets(c, slot: slot, candidate: candidate)
            }) {
                breaks = " (\(step.step) meets this pair but \(step.why))"
            }
            var searched = "no step or colour named like \(alias)"
            if !chain.isEmpty {
                searched =
                    "no step of the scales along \(([alias] + chain).joined(separator: " → ")) or colour named like "
                    + alias
            }
            if !others.isEmpty {
                sharers = ", which \(also) also name\(others.count == 1 ? "s" : "")"
            } else if slotTokens.contains(alias) {
                sharers = ", which a pair names too"
            } else if !elsewhere.isEmpty {
                sharers = ", which is also named at " + elsewhere.sorted().prefix(3).joined(separator: ", ")
            } else if let next = chain.first {
                sharers = ", which names \(next)"
            } else {
                sharers = ", which cannot be rewritten in one place"
            }
            return
                "\(name) names \(alias)\(sharers); \(searched) of its hue meets its pairs\(breaks), and the nearest new value, \(value) (ΔE00 \(String(format: "%.2f", found.move.deltaE00))), "
                + "would replace the reference: change \(alias) (every colour naming it follows), or give \(name) a colour "
                + "of its own"
        }
        if !shared.isEmpty {
            return "needs a design decision: " + shared.joined(separator: "; ")
                + (fixedNotes.isEmpty ? "" : " (\(fixedNotes))")
        }
        // Only a change larger than the repair makes meets it (or, of a held colour, meets it without the
        // change that broke another pair): a design decision, the nearest change named, with why the other
        // colours did not move.
        let decisions = sides.filter { slots[$0].fixedReason == nil || slots[$0].held }.compactMap { slot -> String? in
            guard let found = beyond[slot], found.meets.contains(c) else { return nil }
            // A new value written at the colour the alias names (`soleTarget`) is said so.
            let at = found.move.writeAt.map { " written at \($0.token)" } ?? ""
            return "\(slots[slot].token) \(slots[slot].value.source) → \(found.move.text)\(at) (ΔE00 "
                + String(format: "%.2f", found.move.deltaE00) + ")"
        }
        if !decisions.isEmpty {
            return "needs a design decision: the nearest change meeting it, " + decisions.joined(separator: " or ")
                + ", is larger than the ΔE00 \(String(format: "%g", PaletteRepair.largestChange)) the repair "
                + "changes a colour by" + (fixedNotes.isEmpty ? "" : " (\(fixedNotes))")
        }
        if movable.isEmpty { return fixedNotes }
        var reachable: [(slot: Int, nearest: Color)] = []
        for slot in movable {
            let current = color(slot, in: c)
            let gamut = LightnessSearch.gamut(of: current)
            let found = LightnessSearch.nearestKeepingHue(to: current, in: gamut) { [self] candidate in
                meets(c, slot: slot, candidate: candidate)
            }
            if let nearest = found.min(by: { DeltaE2000.between(current, $0) < DeltaE2000.between(current, $1) }) {
                reachable.append((slot, nearest))
            }
        }
        if reachable.isEmpty {
            // A background keeps its side of the foreground's luminance: only the lighter colours and white,
            // or the darker ones and black, are tried.
            let names = movable.map { slot -> String in
                switch pairCheck(c, slot: slot).lighter {
                case true?: return "no lighter colour of \(slots[slot].token)'s hue, nor white"
                case false?: return "no darker colour of \(slots[slot].token)'s hue, nor black"
                case nil: return "no colour of \(slots[slot].token)'s hue, nor black or white"
                }
            }.joined(separator: ", and ")
            let translucent = movable.filter { !color($0, in: c).isOpaque }.map {
                "\(slots[$0].token) keeps its alpha \(String(format: "%.3g", color($0, in: c).alpha))"
            }
            let notes = translucent + (fixedNotes.isEmpty ? [] : [fixedNotes])
            return "\(names), reaches \(target)" + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))")
        }
        // Say what the nearest colour reaching the ratio would break, for each colour that can reach it.
        let parts = reachable.map { slot, nearest -> String in
            let name = slots[slot].token
            let broken = slots[slot].constraints.filter {
                $0 != c && isMet($0) && !meets($0, slot: slot, candidate: nearest)
            }
            let shown = nearest.isInGamut(.srgb) ? nearest.hex : nearest.converted(to: .displayP3).cssString()
            if let first = broken.first {
                let other =
                    isForeground(slot, first) ? constraints[first].background : constraints[first].foreground
                let more = broken.count > 1 ? " and \(broken.count - 1) more pair\(broken.count == 2 ? "" : "s")" : ""
                return
                    "\(name) at \(shown), the nearest colour of its hue reaching \(target), would break its pair with "
                    + "\(slots[other].token) [\(constraints[first].appearance.rawValue)]\(more)"
            }
            if !keepsSeparations(slot: slot, candidate: nearest) {
                return
                    "\(name) at \(shown), the nearest colour of its hue reaching \(target), would collide with a colour "
                    + "it is told apart from under colour-vision simulation"
            }
            if let merged = surfaceCheck(slot).firstMerged({ _ in nearest }) {
                return
                    "\(name) at \(shown), the nearest colour of its hue reaching \(target), would come within ΔE00 "
                    + String(format: "%.2f", merged.deltaE00)
                    + " of the surface \(merged.other.token) [\(merged.appearance.rawValue)] (surfaces that differ "
                    + "are kept \(String(format: "%g", PaletteRepair.surfaceSeparation)) apart, or as far as they are)"
            }
            if let bound = orderCheck(slot).bounds.first(where: {
                !ScaleOrderCheck(bounds: [$0]).keeps { _ in nearest }
            }) {
                return
                    "\(name) at \(shown), the nearest colour of its hue reaching \(target), would leave the order in "
                    + "lightness of the scale \(bound.scale)… [\(bound.appearance.rawValue)] (an ordered scale keeps "
                    + "its order)"
            }
            if slots[slot].value.aliasOf != nil {
                return
                    "\(name) aliases a colour that differs per appearance and no step of its scale reaches \(target) "
                    + "with every pair"
            }
            return "\(name) at \(shown) reaches \(target) here but no colour meets every failing pair of it"
        }
        return parts.joined(separator: "; ") + (fixedNotes.isEmpty ? "" : " (\(fixedNotes))")
    }
}
