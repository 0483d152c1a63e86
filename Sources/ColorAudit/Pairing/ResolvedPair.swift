import ColorScience

/// A pair as drawn in one appearance: the tokens' values in that appearance (with fallbacks),
/// the layer stack evaluated for contrast, and where it was declared.
public struct ResolvedPair: Sendable {
    /// A token's value in the pair's appearance.
    public struct Layer: Sendable {
        /// The token.
        public var token: ColorToken
        /// Its value in this appearance.
        public var value: ColorValue
        /// The appearance the value was inherited from, or `nil` if written for this one.
        public var inheritedFrom: Appearance?
    }

    /// A layer in a box of its own, which the pairs drawing the same colour in the same appearance share
    /// (`PairSequence` resolves each colour's layer once for all its pairs): a layer is about 300 bytes,
    /// and a palette of 400 text and 240 background colours forms 96,000 pairs from 640 layers.
    typealias SharedLayer = CopyOnWriteBox<Layer>

    /// The pair's values. They are kept in one `CopyOnWriteBox`: a pair is copied many times (every rule
    /// iterates the held pairs, and iterating copies each), and a copy of the values was about 1.7 kB and
    /// some fifty retains. Its layers are shared boxes, so one pair's values are about 300 bytes.
    private struct Values: Sendable {
        var appearance: Appearance
        var platform: Platform
        var declaration: PairDeclaration
        var isDeclared: Bool
        var foreground: SharedLayer
        var background: SharedLayer
        var backdrop: [Layer]
        var surroundingText: SharedLayer?
        var unfocused: SharedLayer?
        var stack: LayerStack
    }

    private var storage: CopyOnWriteBox<Values>

    init(
        appearance: Appearance, platform: Platform, declaration: PairDeclaration, isDeclared: Bool,
        foreground: Layer, background: Layer, backdrop: [Layer], surroundingText: Layer? = nil,
        unfocused: Layer? = nil, stack: LayerStack
    ) {
        self.init(
            appearance: appearance, platform: platform, declaration: declaration, isDeclared: isDeclared,
            shared: SharedLayer(foreground), SharedLayer(background), backdrop: backdrop,
            surroundingText: surroundingText.map(SharedLayer.init), unfocused: unfocused.map(SharedLayer.init),
            stack: stack)
    }

    /// A pair whose layers are boxes other pairs may share.
    init(
        appearance: Appearance, platform: Platform, declaration: PairDeclaration, isDeclared: Bool,
        shared foreground: SharedLayer, _ background: SharedLayer, backdrop: [Layer], surroundingText: SharedLayer?,
        unfocused: SharedLayer?, stack: LayerStack
    ) {
        storage = CopyOnWriteBox(
            Values(
                appearance: appearance, platform: platform, declaration: declaration, isDeclared: isDeclared,
                foreground: foreground, background: background, backdrop: backdrop, surroundingText: surroundingText,
                unfocused: unfocused, stack: stack))
    }

    /// The box, copied first when another pair shares it.
    private mutating func uniqueStorage() -> CopyOnWriteBox<Values> { CopyOnWriteBox.unique(&storage) }

    /// The appearance evaluated.
    public var appearance: Appearance {
        _read { yield storage.value.appearance }
        _modify { yield &uniqueStorage().value.appearance }
    }
    /// The platform profile in force (font sizes are in its unit).
    public var platform: Platform {
        _read { yield storage.value.platform }
        _modify { yield &uniqueStorage().value.platform }
    }
    /// The declaration (synthesized for implicit pairs, located at the foreground's value).
    public var declaration: PairDeclaration {
        _read { yield storage.value.declaration }
        _modify { yield &uniqueStorage().value.declaration }
    }
    /// True when written in `pairs:`; false when made by pairing roles.
    public var isDeclared: Bool {
        _read { yield storage.value.isDeclared }
        _modify { yield &uniqueStorage().value.isDeclared }
    }
    /// The foreground layer.
    public var foreground: Layer {
        _read { yield storage.value.foreground.value }
        _modify { yield &CopyOnWriteBox.unique(&uniqueStorage().value.foreground).value }
    }
    /// The background layer.
    public var background: Layer {
        _read { yield storage.value.background.value }
        _modify { yield &CopyOnWriteBox.unique(&uniqueStorage().value.background).value }
    }
    /// The foreground layer's box, shared with the pairs drawing the same colour (see `SharedLayer`).
    var sharedForeground: SharedLayer { storage.value.foreground }
    /// The background layer's box, shared with the pairs drawing the same colour (see `SharedLayer`).
    var sharedBackground: SharedLayer { storage.value.background }
    /// Layers under the background, bottom first.
    public var backdrop: [Layer] {
        _read { yield storage.value.backdrop }
        _modify { yield &uniqueStorage().value.backdrop }
    }
    /// The text around a link (`PairDeclaration.surroundingText`), drawn on the same background; `nil`
    /// when not declared.
    public var surroundingText: Layer? {
        get { storage.value.surroundingText?.value }
        set { uniqueStorage().value.surroundingText = newValue.map(SharedLayer.init) }
    }
    /// The unfocused colour of a focus indicator's control (`PairDeclaration.unfocused`); `nil` when not
    /// declared.
    public var unfocused: Layer? {
        get { storage.value.unfocused?.value }
        set { uniqueStorage().value.unfocused = newValue.map(SharedLayer.init) }
    }
    /// The composited stack and its contrast (worst case over black/white when translucent).
    public var stack: LayerStack {
        _read { yield storage.value.stack }
        _modify { yield &uniqueStorage().value.stack }
    }

    /// Token names, foreground first, then background, then backdrop from top to bottom.
    public var tokens: [String] {
        [foreground.token.name, background.token.name] + backdrop.reversed().map(\.token.name)
    }

    /// Where findings about the pair point: the declaration, or the foreground's value in this appearance
    /// for implicit pairs and pairs a convention forms at their foreground
    /// (`PairDeclaration.locatedAtForeground`).
    public var location: SourceLocation {
        isDeclared && !declaration.locatedAtForeground ? declaration.location : foreground.value.location
    }

    /// The value locations of the pair's colours other than `location`, each saying which colour and
    /// appearance it is ("background surface, dark value").
    public var relatedLocations: [Finding.Related] {
        var result = [Finding.Related(foreground.value.location, describe("foreground", foreground))]
        result.append(Finding.Related(background.value.location, describe("background", background)))
        for layer in backdrop.reversed() {
            result.append(Finding.Related(layer.value.location, describe("backdrop", layer)))
        }
        result.removeAll { $0.location == location }
        return result
    }

    /// "foreground label, dark value" — the appearance the value is written for (the inherited one when
    /// the layer inherits).
    func describe(_ part: String, _ layer: Layer) -> String {
        "\(part) \(layer.token.name), \((layer.inheritedFrom ?? appearance).rawValue) value"
    }

    /// Evaluates the pair with each layer's colour replaced by `transform` (e.g. the sRGB rendering).
    public func stack(mapping transform: (ColorValue) -> Color) -> LayerStack {
        LayerStack(
            foreground: transform(foreground.value), background: transform(background.value),
            backdrop: backdrop.map { transform($0.value) })
    }
}
