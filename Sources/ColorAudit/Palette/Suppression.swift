import ColorScience

/// A rule silenced for one colour where the colour is written, with the reason it is accepted: `ignore:`
/// on a colour of our palette format, `$extensions["org.coloraudit"].ignore` on a DTCG token — a
/// mapping of rule IDs to reasons (`contrast-minimum: "disabled state; WCAG 1.4.3 exempts inactive
/// components"`). A finding of that rule about that colour (the colour is among its tokens) is not
/// reported as a finding: it is listed with the reason (`PaletteReport.suppressed`) and counted.
public struct Suppression: Sendable, Hashable {
    /// The rule ID silenced (one of `RuleDescriptors`).
    public var rule: RuleID
    /// Why the findings are accepted, as written (never empty).
    public var reason: String
    /// Where the rule's entry is written.
    public var location: SourceLocation

    /// Creates a suppression; see the properties.
    public init(rule: RuleID, reason: String, location: SourceLocation) {
        self.rule = rule
        self.reason = reason
        self.location = location
    }
}
