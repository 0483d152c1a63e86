import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// A primitive (a colour other colours alias, with no role of its own) is checked through a colour with
/// a role that aliases it, and said to be; one that only colours without a role alias is not checked.
@Suite struct AliasedPrimitivesTests {
    @Test func aPrimitiveAliasedByARoleIsCheckedThroughIt() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "p.yaml",
            """
            colors:
              gray500: "#767676"
              blue500: "#0000ff"
              page: { value: "#ffffff", role: background }
              textSubtle: { value: "{gray500}", role: text }
              brandThing: "{blue500}"
            """)
        let palette = try #require(try importPaths([path]).first)
        let report = Auditor().audit(palette)
        let reasons = Dictionary(uniqueKeysWithValues: report.uncheckedTokens.map { ($0.token, $0.reason) })
        #expect(reasons["gray500"] == "aliased")
        #expect(reasons["blue500"] == "no-role")
        #expect(reasons["brandThing"] == "no-role")
        #expect(reasons["textSubtle"] == nil)
        let text = TextReporter(useColor: false).render(AuditRun(reports: [report]))
        #expect(
            text.contains("checked through the colours that alias them (scale steps, theme inputs): 1 colour: gray500"))
    }
}
