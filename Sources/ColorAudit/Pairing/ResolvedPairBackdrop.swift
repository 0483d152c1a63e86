import ColorScience

extension ResolvedPair {
    /// What is under the background in one case of the pair's layer stack, as reports name it
    /// (`PairCheck.backdrop`): the backdrop tokens from top to bottom, then, for a stack with no opaque
    /// layer, the colour assumed under it (`white` or `black`), joined by " over "; `nil` for a background
    /// drawn on nothing else.
    func backdropDescription(_ seen: LayerStack.Case) -> String? {
        var layers = Array(tokens.dropFirst(2))
        if let assumed = seen.assumedBackdrop { layers.append(RelativeLuminance.of(assumed) > 0.5 ? "white" : "black") }
        return layers.isEmpty ? nil : layers.joined(separator: " over ")
    }
}
