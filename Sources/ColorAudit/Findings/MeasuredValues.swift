import ColorScience

/// What a finding's measurements and swatches can be read from again, when the rule that made it can say
/// them from what it judged (a contrast finding from its pair and required ratio, `ContrastFinding`).
/// Such a finding holds this source instead of a dictionary and an array of its own: at the 92,000 contrast
/// findings of issue #26's input those were about 520 bytes a finding.
protocol MeasuredSource: Sendable {
    /// The measurements by name (`Finding.measurements`).
    var measurements: [String: Finding.Measurement] { get }
    /// The measurement `name`, without building the dictionary.
    func measurement(_ name: String) -> Finding.Measurement?
    /// The swatches (`Finding.swatches`).
    var swatches: [Finding.Swatch] { get }
}

/// A finding's measurements and swatches: held, or read from their `MeasuredSource` on each read. Setting
/// either holds both from then on. Equality and hashing are those of the values, whichever way they are
/// kept.
struct MeasuredValues: Sendable, Hashable {
    private enum Content: Sendable {
        case held(measurements: [String: Finding.Measurement], swatches: [Finding.Swatch])
        case source(any MeasuredSource)
    }

    private var content: Content

    /// Values given now.
    init(measurements: [String: Finding.Measurement], swatches: [Finding.Swatch]) {
        content = .held(measurements: measurements, swatches: swatches)
    }

    /// Values read from `source` when asked.
    init(source: any MeasuredSource) { content = .source(source) }

    /// The measurements by name.
    var measurements: [String: Finding.Measurement] {
        get {
            switch content {
            case .held(let measurements, _): return measurements
            case .source(let source): return source.measurements
            }
        }
        set { content = .held(measurements: newValue, swatches: swatches) }
    }

    /// The measurement `name` (from the source without building the dictionary).
    func measurement(_ name: String) -> Finding.Measurement? {
        switch content {
        case .held(let measurements, _): return measurements[name]
        case .source(let source): return source.measurement(name)
        }
    }

    /// The swatches.
    var swatches: [Finding.Swatch] {
        get {
            switch content {
            case .held(_, let swatches): return swatches
            case .source(let source): return source.swatches
            }
        }
        set { content = .held(measurements: measurements, swatches: newValue) }
    }

    static func == (lhs: MeasuredValues, rhs: MeasuredValues) -> Bool {
        lhs.measurements == rhs.measurements && lhs.swatches == rhs.swatches
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(measurements)
        hasher.combine(swatches)
    }
}
