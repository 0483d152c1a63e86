/// Contrast of a foreground drawn on a stack of layers, judged the way it is seen.
///
/// The layers under the foreground (`background` on top of `backdrop`, bottom first) are composited
/// source-over (`Compositing`); then the foreground is composited onto that. If the stack has no opaque
/// layer, what lies beneath is unknown: it is evaluated over both a black and a white backdrop, and the
/// worst case decides. A translucent colour is never treated as opaque.
public struct LayerStack: Sendable, Hashable {
    /// One way the stack can look: the backdrop assumed under it and the resulting colours.
    public struct Case: Sendable, Hashable {
        /// The colour assumed under the whole stack (`nil` when the stack is opaque by itself).
        public var assumedBackdrop: Color?
        /// The background as seen (opaque, sRGB).
        public var background: Color
        /// The foreground as seen over that background (opaque, sRGB).
        public var foreground: Color
        /// WCAG 2 contrast ratio of the two, 1…21, unrounded.
        public var ratio: Double
        /// APCA Lc of foreground on background (signed).
        public var apca: Double
    }

    /// The evaluated cases: one for an opaque stack, two (black, white) otherwise.
    public let cases: [Case]

    /// Evaluates `foreground` over `background` over `backdrop` (bottom first).
    public init(foreground: Color, background: Color, backdrop: [Color] = []) {
        let layers = backdrop + [background]
        let opaqueBase = layers.lastIndex { $0.isOpaque }
        let visible = opaqueBase.map { Array(layers[$0...]) } ?? layers
        let assumed: [Color?] =
            opaqueBase == nil ? [Color(.srgb, 0, 0, 0), Color(.srgb, 1, 1, 1)] : [nil]
        cases = assumed.map { under in
            let bg = Compositing.flatten((under.map { [$0] } ?? []) + visible)!
            let fg = Compositing.sourceOver(foreground, bg)
            let ratio = ContrastRatio.of(fg, bg)
            let apca = APCA.lightnessContrast(text: fg, background: bg)
            return Case(assumedBackdrop: under, background: bg, foreground: fg, ratio: ratio, apca: apca)
        }
    }

    /// The lowest ratio over the cases (the one that decides).
    public var worstRatio: Double { cases.map(\.ratio).min()! }
    /// The highest ratio over the cases (equal to `worstRatio` for an opaque stack).
    public var bestRatio: Double { cases.map(\.ratio).max()! }
    /// The case with the lowest ratio.
    public var worstCase: Case { cases.min { $0.ratio < $1.ratio }! }
    /// The lowest contrast ratio between this stack's foreground and `other`'s, both as seen on the same
    /// layers (a link and the text around it; a focused and an unfocused outline), over the assumed
    /// backdrops the two share. Precondition: both stacks have the same background and backdrop.
    public func worstRatio(against other: LayerStack) -> Double {
        zip(cases, other.cases).map { ContrastRatio.of($0.foreground, $1.foreground) }.min()!
    }

    /// True when the result depends on an unknown backdrop (no opaque layer).
    public var dependsOnBackdrop: Bool { cases.count > 1 }
}
