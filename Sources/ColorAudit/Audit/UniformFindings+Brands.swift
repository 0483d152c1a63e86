import ColorScience

/// Step 3 of `UniformFindings`, across palettes: the brands of one token package (`Palette.brand`) are
/// audited as a palette each, and a problem of the colours they share is found in every one of them.
extension UniformFindings {
    /// Findings that are the same in several brands of one package, said once: palettes of one file whose
    /// `variant`s differ only in the brand (Dialtone's `dp`, `tmo`, `expressive`; `dp, Compact` and
    /// `tmo, Compact`) are one package's brands, and a finding of a later brand identical to one of an
    /// earlier brand — the same rule, severity, appearances, tokens (and their other names), message,
    /// facts, measurements and colours shown: `foldAppearances`' comparison, with the appearances kept
    /// and the variant and the `pairing` fact left out (a dialog theme with one background pairs its
    /// colours by another convention than the app's theme, the same pair) — is not reported again. The earlier one lists every brand it holds
    /// for in `Finding.brands` (its own first), with the later one's location among its related
    /// locations when it differs; the later one moves to its report's `PaletteReport.sharedFindings`,
    /// with the same `brands`.
    /// A finding whose values differ in a brand stays that brand's. Reports without a brand are returned
    /// as they are.
    static func foldBrands(_ reports: [PaletteReport]) -> [PaletteReport] {
        struct Package: Hashable {
            var file: String
            /// The variant after the brand (`, Compact`; "" when the brand is the whole variant).
            var rest: String
        }
        var packages: [Package: [Int]] = [:]
        var order: [Package] = []
        for (index, report) in reports.enumerated() {
            guard let brand = report.palette.brand, let variant = report.palette.variant, variant.hasPrefix(brand)
            else { continue }
            let package = Package(file: report.palette.file, rest: String(variant.dropFirst(brand.count)))
            if packages[package] == nil { order.append(package) }
            packages[package, default: []].append(index)
        }
        var result = reports
        for package in order {
            guard let members = packages[package], members.count > 1 else { continue }
            foldBrands(&result, members: members)
        }
        return result
    }

    /// The full key of step 3: `foldAppearances`' comparison with the appearances kept and no variant.
    private struct SameInBrands: Hashable {
        var finding: SameFinding
        var appearances: [Appearance]
    }

    /// Step 3 over the reports at `members` (one package's brands, in order).
    private static func foldBrands(_ reports: inout [PaletteReport], members: [Int]) {
        foldAcross(
            &reports, members: members,
            AcrossPalettes(
                key: { finding in
                    var identity = FindingIdentity(finding, root: nil)
                    identity.variant = nil
                    return SameInBrands(
                        finding: SameFinding(
                            identity: identity, severity: finding.severity, alsoTokens: finding.alsoTokens,
                            message: finding.message, facts: finding.facts.filter { $0.key != "pairing" },
                            measurements: quantized(finding.measurements),
                            swatches: finding.swatches.map { signature($0.color) }),
                        appearances: finding.appearances)
                },
                name: \.palette.brand,
                list: { kept, keeper, member, _ in
                    guard let brand = member.palette.brand, !kept.brands.contains(brand) else { return false }
                    if kept.brands.isEmpty, let first = keeper.palette.brand { kept.brands = [first] }
                    kept.brands.append(brand)
                    return true
                },
                copyList: { aside, kept in aside.brands = kept.brands }))
    }
}
