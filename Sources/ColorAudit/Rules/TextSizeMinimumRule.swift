import ColorScience

/// How `TextSizeMinimumRule` judges a palette; its ID, descriptor and parameters are declared in
/// `RuleModel/Declarations/TextSizeMinimumDeclaration.swift`.
extension TextSizeMinimumRule: Rule {
    /// The minimum-size parameter of a platform profile.
    static func minimum(on platform: Platform) -> RuleParameter<Double> {
        switch platform {
        case .ios: return ios
        case .android: return android
        case .web: return web
        }
    }

    /// One finding per declared text pair smaller than the minimum.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        let minimum = context.value(of: Self.minimum(on: context.platform))
        let unit = context.platform.textSizeUnit
        var reported = Set<PairDeclaration>()
        var findings: [Finding] = []
        for pair in context.pairs where pair.isDeclared {
            let declaration = pair.declaration
            guard declaration.usage.isText, let size = declaration.fontSize(on: context.platform),
                size < minimum, reported.insert(declaration).inserted
            else { continue }
            let names = pair.tokens
            let message =
                "\(names[0]) on \(names[1]): text of \(ValueText.number(size)) \(unit) is smaller than the "
                + "\(ValueText.number(minimum)) \(unit) minimum of the \(context.platform.rawValue) profile"
            findings.append(
                Finding(
                    rule: descriptor.id, severity: descriptor.defaultSeverity, appearance: .any, tokens: names,
                    message: message, location: pair.location, relatedLocations: pair.relatedLocations,
                    measurements: [
                        "fontSize": .fontSize(size, platform: context.platform),
                        "minimum": .fontSize(minimum, platform: context.platform, isLimit: true),
                    ],
                    facts: [
                        "usage": declaration.usage.rawValue, "platform": context.platform.rawValue, "unit": unit,
                    ],
                    swatches: [
                        Finding.Swatch(label: "foreground", token: names[0], color: pair.foreground.value.color),
                        Finding.Swatch(label: "background", token: names[1], color: pair.background.value.color),
                    ]))
        }
        return findings
    }
}
