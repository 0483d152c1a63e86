import ColorScience

extension GamutMapping {
    /// The mapping a platform's renderer applies: CSS gamut mapping on the web, clipping on iOS and
    /// Android.
    public init(platform: Platform) {
        self = platform == .web ? .css : .clip
    }
}
