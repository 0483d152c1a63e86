import ColorAudit
import Foundation
import Testing

/// Typed rule parameters: declared once per rule, listed by its descriptor, read by rules through
/// `AuditContext.value(of:in:)`. Defaults are the published thresholds (WCAG 2.2 SC 1.4.3: 4.5:1 and 3:1;
/// SC 1.4.6: 7:1 and 4.5:1; SC 1.4.11: 3:1).
@Suite struct RuleParameterTests {
    @Test func declarationsAreTheDescriptorsParameters() throws {
        let minimum = ContrastMinimumRule()
        #expect(
            minimum.descriptor.parameters == [
                ContrastMinimumRule.normal.declaration, ContrastMinimumRule.large.declaration,
            ])
        #expect(ContrastMinimumRule.normal.key == "contrast-minimum.normal")
        #expect(ContrastMinimumRule.normal.defaultValue == 4.5)
        #expect(ContrastMinimumRule.large.defaultValue == 3)
        #expect(ContrastEnhancedRule.normal.defaultValue == 7)
        #expect(ContrastEnhancedRule.large.defaultValue == 4.5)
        #expect(NonTextContrastRule.minimum.defaultValue == 3)
        #expect(CVDCollisionRule.allPairs.defaultValue == false)
    }

    @Test func everyDeclaredParameterIsFoundByItsKey() throws {
        for rule in RuleCatalog.all {
            for parameter in rule.descriptor.parameters {
                let key = "\(rule.descriptor.id).\(parameter.name)"
                #expect(RuleDescriptors.parameter(named: key) == parameter, "\(key)")
            }
        }
    }

    /// The descriptors the layers below the rules read are the rules' own, in the same (report) order.
    @Test func theDescriptorCatalogListsTheRulesInTheirOrder() {
        #expect(RuleDescriptors.all == RuleCatalog.all.map(\.descriptor))
        #expect(
            RuleDescriptors.descriptor(id: .cvdCollision)?.parameters.map(\.name) == [
                "threshold", "allPairs", "deficiencies", "anomaly",
            ])
        #expect(RuleDescriptors.descriptor(id: "no-such-rule") == nil)
    }

    @Test func aFlagIsStoredAsTrueOrFalseAndDumpedAsAWord() {
        var settings = RuleSettings()
        #expect(settings[CVDCollisionRule.allPairs] == nil)
        settings[CVDCollisionRule.allPairs] = true
        #expect(settings[CVDCollisionRule.allPairs] == true)
        #expect(settings.flags == [CVDCollisionRule.allPairs.key: true])
        #expect(settings.parameters.isEmpty)
        let dump = ConfigurationDump.yaml(Configuration(rules: settings))
        #expect(dump.contains("\n    cvd-collision:\n      allPairs: true\n"))
    }

    @Test func anAppearanceValueWinsOverTheOverallOneOnlyInThatAppearance() throws {
        var configuration = Configuration()
        configuration.rules[ContrastMinimumRule.normal] = 5
        configuration.rules.appearanceParameters["dark"] = [ContrastMinimumRule.normal.key: 7]
        let palette = try NativePaletteImporter().importPalette(
            contents: Data("colors:\n  ink: { light: \"#000000\", dark: \"#ffffff\" }\n".utf8), path: "p.yaml")
        let context = AuditContext(palette: palette, configuration: configuration)
        #expect(context.value(of: ContrastMinimumRule.normal) == 5)
        #expect(context.value(of: ContrastMinimumRule.normal, in: .light) == 5)
        #expect(context.value(of: ContrastMinimumRule.normal, in: .dark) == 7)
        #expect(context.value(of: ContrastMinimumRule.large, in: .dark) == 3)
    }
}
