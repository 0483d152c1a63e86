import ColorScience

extension JSONTextWriter {
    /// Appends `finding` as the JSON report's finding object (its shape in `JSONReporter`'s documentation
    /// and the README) at indentation `level`, written straight from the finding without building a value
    /// for it. The members are written in sorted key order by merging the fixed keys (sorted once,
    /// `FindingMember.sorted`) with the finding's facts and measurements (sorted per finding); a fact or
    /// measurement named like a fixed member replaces it, a measurement replaces a fact of the same name,
    /// and `baselineState` replaces both.
    ///
    /// `fingerprint` is the finding's `FindingIdentity` fingerprint, `suggestions` its suggestions and
    /// `baselineState` its state against a baseline (nil without one).
    mutating func finding(
        _ finding: Finding, fingerprint: String, suggestions: [Suggestion], baselineState: String?, level: Int
    ) {
        let measurements = finding.measurements.sorted { $0.key < $1.key }
        let facts = finding.facts.sorted { $0.key < $1.key }
        let fixed = FindingMember.sorted
        var (f, a, m) = (0, 0, 0)  // the next fixed member, fact and measurement
        func present(_ member: FindingMember) -> Bool {
            switch member {
            case .alsoTokens: return !finding.alsoTokens.isEmpty
            case .appearances: return finding.appearanceCount > 1
            case .baselineState: return baselineState != nil
            case .brands: return !finding.brands.isEmpty
            case .locations: return !finding.locations.isEmpty
            case .suggestions: return !suggestions.isEmpty
            case .variant: return finding.variant != nil
            default: return true
            }
        }
        byte("{")
        var index = 0
        while true {
            while f < fixed.count && !present(fixed[f].member) { f += 1 }
            // The smallest key among the three heads.
            var key: String?
            if f < fixed.count { key = fixed[f].key }
            if a < facts.count, key.map({ facts[a].key < $0 }) ?? true { key = facts[a].key }
            if m < measurements.count, key.map({ measurements[m].key < $0 }) ?? true { key = measurements[m].key }
            guard let key else { break }
            let fixedHere = f < fixed.count && fixed[f].key == key ? fixed[f].member : nil
            let factHere = a < facts.count && facts[a].key == key
            let measurementHere = m < measurements.count && measurements[m].key == key
            if fixedHere != nil { f += 1 }
            if factHere { a += 1 }
            if measurementHere { m += 1 }
            self.key(key, index: index, level: level + 1)
            index += 1
            if let member = fixedHere, member == .baselineState || !(factHere || measurementHere) {
                write(member, of: finding, fingerprint, suggestions, baselineState, measurements, level: level + 1)
            } else if measurementHere {
                number(measurements[m - 1].value.value)
            } else {
                string(facts[a - 1].value)
            }
        }
        newline(level)
        byte("}")
    }

    /// Appends the value of the fixed member `member` of `finding` at `level` (see `finding`).
    private mutating func write(
        _ member: FindingMember, of finding: Finding, _ fingerprint: String, _ suggestions: [Suggestion],
        _ baselineState: String?, _ measurements: [(key: String, value: Finding.Measurement)], level: Int
    ) {
        switch member {
        case .alsoTokens:
            node(.object(finding.alsoTokens.map { ($0.key, .strings($0.value)) }), level: level)
        case .appearance: string(finding.appearance.rawValue)
        case .appearances:
            container("[", "]", finding.appearances, level: level) { $0.string($1.rawValue) }
        case .baselineState: string(baselineState ?? "")
        case .brands: container("[", "]", finding.brands, level: level) { $0.string($1) }
        case .colors:
            container("[", "]", finding.swatches, level: level) { $0.swatch($1, level: level + 1) }
        case .fingerprint: string(fingerprint)
        case .variant: string(finding.variant ?? "")
        case .location: location(finding.location, message: nil, level: level)
        case .locations:
            container("[", "]", finding.locations, level: level) { $0.location($1, message: nil, level: level + 1) }
        case .measurements:
            container("{", "}", measurements, level: level) { writer, entry in
                writer.string(entry.key)
                writer.raw(" : ")
                writer.measurement(entry.value, level: level + 1)
            }
        case .message: string(finding.message)
        case .relatedLocations:
            container("[", "]", finding.relatedLocations, level: level) {
                $0.location($1.location, message: $1.message, level: level + 1)
            }
        case .rule: string(finding.rule.rawValue)
        case .severity: string(finding.severity.rawValue)
        case .suggestions:
            container("[", "]", suggestions, level: level) { $0.suggestion($1, level: level + 1) }
        case .tokens: container("[", "]", finding.tokens, level: level) { $0.string($1) }
        }
    }

    /// `{"column", "file", "line", "message" (when given), "offset" (binary files)}` at `level`.
    private mutating func location(_ location: SourceLocation, message: String?, level: Int) {
        byte("{")
        key("column", index: 0, level: level + 1)
        integer(location.column)
        key("file", index: 1, level: level + 1)
        string(location.file)
        key("line", index: 2, level: level + 1)
        integer(location.line)
        if let message {
            key("message", index: 3, level: level + 1)
            string(message)
        }
        if let offset = location.offset {
            key("offset", index: 4, level: level + 1)
            integer(offset)
        }
        newline(level)
        byte("}")
    }

    /// `{"kind", "limit", "unit", "value"}` at `level`.
    private mutating func measurement(_ measurement: Finding.Measurement, level: Int) {
        byte("{")
        key("kind", index: 0, level: level + 1)
        string(measurement.kind.rawValue)
        key("limit", index: 1, level: level + 1)
        if measurement.isLimit { raw("true") } else { raw("false") }
        key("unit", index: 2, level: level + 1)
        string(measurement.unit)
        key("value", index: 3, level: level + 1)
        number(measurement.value)
        newline(level)
        byte("}")
    }

    /// `{"alpha", "components", "hex", "label", "space", "token" (when the colour is a token's)}` at
    /// `level`; `hex` as `Color.hex` writes it.
    private mutating func swatch(_ swatch: Finding.Swatch, level: Int) {
        let color = swatch.color
        byte("{")
        key("alpha", index: 0, level: level + 1)
        number(color.alpha)
        key("components", index: 1, level: level + 1)
        byte("[")
        newline(level + 2)
        number(color.components.x)
        byte(",")
        newline(level + 2)
        number(color.components.y)
        byte(",")
        newline(level + 2)
        number(color.components.z)
        newline(level + 1)
        byte("]")
        key("hex", index: 2, level: level + 1)
        byte("\"")
        byte("#")
        let clipped = color.clippedToSRGB.components
        hexByte(Int((clipped.x * 255).rounded()))
        hexByte(Int((clipped.y * 255).rounded()))
        hexByte(Int((clipped.z * 255).rounded()))
        byte("\"")
        key("label", index: 3, level: level + 1)
        string(swatch.label)
        key("space", index: 4, level: level + 1)
        string(color.space.rawValue)
        if let token = swatch.token {
            key("token", index: 5, level: level + 1)
            string(token)
        }
        newline(level)
        byte("}")
    }

    /// Appends the two lowercase hex digits of `value`'s low byte (as `CSSNumberFormat.hexByte`).
    private mutating func hexByte(_ value: Int) {
        append(Self.hexDigit(UInt8(truncatingIfNeeded: (value >> 4) & 15)))
        append(Self.hexDigit(UInt8(truncatingIfNeeded: value & 15)))
    }
}

/// The members every JSON finding may have besides its facts and measurements (see
/// `JSONTextWriter.finding`), with their keys.
enum FindingMember: CaseIterable {
    case alsoTokens, appearance, appearances, baselineState, brands, colors, fingerprint, location, locations
    case measurements, message
    case relatedLocations, rule, severity, suggestions, tokens, variant

    /// The member's JSON key (the case's name).
    var key: String { String(describing: self) }

    /// Every member with its key, sorted by key as `JSONTextWriter.node` sorts members.
    static let sorted: [(member: FindingMember, key: String)] = allCases.map { ($0, $0.key) }.sorted {
        $0.key < $1.key
    }
}
