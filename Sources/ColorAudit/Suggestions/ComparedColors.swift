import ColorScience

/// The colours a colour-vision rule compares in one appearance: every resolved token, translucent ones
/// composited onto a backdrop first (two translucent colours can only be compared as drawn).
///
/// The backdrop is the appearance's first colour with role `background` (in file order; itself
/// composited over the default if translucent), or, when the palette has none, white for `any`,
/// `light` and `light-high-contrast` and black for `dark` and `dark-high-contrast`. Opaque colours are
/// compared as they are. Compositing is source-over in gamma-encoded sRGB (`Compositing`).
struct ComparedColors {
    /// The appearance.
    let appearance: Appearance
    /// The resolved tokens, in file order.
    let layers: [ResolvedPair.Layer]
    /// The colour compared for each layer (opaque).
    let colors: [Color]
    /// The backdrop translucent colours were composited on.
    let backdrop: Color
    /// Token name → index into `layers`.
    let indexByName: [String: Int]

    init(_ context: AuditContext, appearance: Appearance) {
        self.appearance = appearance
        layers = context.tokens(in: appearance)
        let fallback = ComparedColors.defaultBackdrop(appearance)
        let background = layers.first { $0.token.role == .background }?.value.color
        let backdrop = background.map { $0.isOpaque ? $0 : Compositing.sourceOver($0, fallback) } ?? fallback
        self.backdrop = backdrop
        colors = layers.map {
            $0.value.color.isOpaque ? $0.value.color : Compositing.sourceOver($0.value.color, backdrop)
        }
        var names: [String: Int] = [:]
        for (i, layer) in layers.enumerated() where names[layer.token.name] == nil { names[layer.token.name] = i }
        indexByName = names
    }

    /// White for light appearances (and light themes) and `any`, black for dark ones.
    static func defaultBackdrop(_ appearance: Appearance) -> Color {
        appearance.scheme == .dark ? Color(.srgb, 0, 0, 0) : Color(.srgb, 1, 1, 1)
    }

    /// Whether layer `i` was translucent (and so composited).
    func isComposited(_ i: Int) -> Bool { !layers[i].value.color.isOpaque }

    /// Indices of a group's members resolved in this appearance, without repeats, in declared order.
    func indices(of group: ColorGroup) -> [Int] {
        var seen = Set<Int>()
        return group.members.compactMap { indexByName[$0] }.filter { seen.insert($0).inserted }
    }

    /// A note for messages when either colour was composited, else "".
    func compositingNote(_ i: Int, _ j: Int) -> String {
        guard isComposited(i) || isComposited(j) else { return "" }
        return " (translucent colours composited over \(backdrop.hex))"
    }

    /// The colours that must be told apart when not every pair is compared (`DistinguishedColors`).
    var distinguished: DistinguishedColors {
        DistinguishedColors(names: layers.map(\.token.name), roles: layers.map(\.token.role))
    }

}
