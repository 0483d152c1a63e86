import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Colours documented as an inactive component's (`DocumentedInactive`): WCAG 2.2 SC 1.4.3 sets no
/// requirement for "text … that [is] part of an inactive user interface component"; a foreground whose
/// description says it is a disabled state's colour forms `disabled` pairs, the description quoted.
@Suite struct DocumentedInactiveTests {
    /// google/iosched (commit 738e1e0) `values/colors.xml:23`: `color_control_light` #39000000 "Same as
    /// textColorPrimary disabled" — disabled text, exempt; `color_primary` stays text. The surface
    /// `color_surface_secondary` carries the same comment (copied from the line above); a background's
    /// description is not followed, so `color_primary` is still judged on it.
    @Test func ioschedDisabledControlColour() throws {
        let palettes = try importPaths([Fixture.url("Real/iosched").path])
        let mobile = try #require(palettes.first)
        let context = AuditContext(palette: mobile, configuration: Configuration())
        var usages: [String: Set<Usage>] = [:]
        var reasons: [String: Set<String>] = [:]
        for pair in context.pairs {
            usages[pair.declaration.foreground, default: []].insert(pair.declaration.usage)
            reasons[pair.declaration.foreground, default: []].insert(pair.declaration.formedBy ?? "")
        }
        #expect(usages["color_control_light"] == [.disabled])
        #expect(reasons["color_control_light"] == [DocumentedInactive.reason("Same as textColorPrimary disabled")])
        #expect(usages["color_primary"] == [.text])
        let onSurface = context.pairs.filter {
            $0.declaration.foreground == "color_primary" && $0.declaration.background == "color_surface_secondary"
        }
        #expect(!onSurface.isEmpty)
        let judged = ContrastMinimumRule().evaluate(context).flatMap(\.tokens)
        #expect(!judged.contains("color_control_light"))
    }

    /// Descriptions read by words: a disabled or inactive state, not negated; foregrounds only.
    @Test func descriptionsAndRoles() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "set.tokens.json",
            """
            {
              "bg": { "$type": "color", "$value": "#ffffff" },
              "panel": { "$type": "color", "$value": "#f0f0f0", "$description": "Background of disabled rows." },
              "text": {
                "off": { "$type": "color", "$value": "#d0d0d0",
                         "$description": "Use for regular text in disabled elements." },
                "idle": { "$type": "color", "$value": "#d0d0d0", "$description": "Labels of inactive tabs" },
                "body": { "$type": "color", "$value": "#d0d0d0", "$description": "Not for disabled elements." },
                "plain": { "$type": "color", "$value": "#d0d0d0", "$description": "Secondary text." }
              }
            }
            """)
        let palette = try #require(try importPaths([path]).first)
        let context = AuditContext(palette: palette, configuration: Configuration())
        var usages: [String: [String: Usage]] = [:]
        for pair in context.pairs {
            usages[pair.declaration.foreground, default: [:]][pair.declaration.background] = pair.declaration.usage
        }
        #expect(usages["text.off"]?["bg"] == .disabled)
        #expect(usages["text.idle"]?["bg"] == .disabled)
        #expect(usages["text.body"]?["bg"] == .text)
        #expect(usages["text.plain"]?["bg"] == .text)
        // `panel`'s description is a background's: what is drawn on it keeps its usage.
        #expect(usages["text.plain"]?["panel"] == .text)
        #expect(DocumentedInactive.documentsInactive("Don’t use for disabled states") == false)
        #expect(DocumentedInactive.documentsInactive("Same as textColorPrimary disabled"))
    }
}
