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

    /// The appearance evaluated.
    public var appearance: Appearance
    /// The platform profile in force (font sizes are in its unit).
    public var platform: Platform
    /// The declaration (synthesized for implicit pairs, located at the foreground's value).
    public var declaration: PairDeclaration
    /// True when written in `pairs:`; false when made by pairing roles.
    public var isDeclared: Bool
    /// The foreground layer.
    public var foreground: Layer
    /// The background layer.
    public var background: Layer
    /// Layers under the background, bottom first.
    public var backdrop: [Layer]
    /// The text around a link (`PairDeclaration.surroundingText`), drawn on the same background; `nil`
    /// when not declared.
    public var surroundingText: Layer? = nil
    /// The unfocused colour of a focus indicator's control (`PairDeclaration.unfocused`); `nil` when not
    /// declared.
    public var unfocused: Layer? = nil
    /// The composited stack and its contrast (worst case over black/white when translucent).
    public var stack: LayerStack

    /// Token names, foreground first, then background, then backdrop from top to bottom.
    public var tokens: [String] {
        [foreground.token.name, background.token.name] + backdrop.reversed().map(\.token.name)
    }

    /// Where findings about the pair point: the declaration, or the foreground's value for implicit pairs.
    public var location: SourceLocation { isDeclared ? declaration.location : foreground.value.location }

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
