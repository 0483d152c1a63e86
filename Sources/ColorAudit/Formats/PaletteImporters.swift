import ColorScience
import Foundation

/// The palette importers ColorAudit knows, and how one is picked for a file or folder.
///
/// Every importer is asked how sure it is (`PaletteImporter.confidence(for:)`); the surest wins, ties
/// going to the one registered first:
/// - while **walking a folder** a unit is taken only at `ImportConfidence.likely` or above, so unrelated
///   `.json`/`.yaml` files are skipped;
/// - a file **named explicitly** (and standard input) goes to the surest importer at `plausible` or
///   above, so that, say, a `.yaml` palette with a typo in `colors` gets that format's precise error;
///   below that it is an error listing the formats;
/// - `--input-format NAME` (`importer(named:)`) overrides the choice for named paths and standard input.
///
/// Reading through the registry (`importPalettes(_:with:)`) runs `PostImport` on every palette.
public struct PaletteImporters: Sendable {
    /// The importers, in registration order.
    public var importers: [any PaletteImporter]

    /// True when the format was chosen with `--input-format` (the registry then holds that importer
    /// alone and reads nothing with another).
    public var isForced = false

    /// Themes declared in the configuration (`themes:`): their files are read as one palette
    /// (`DeclaredThemes`) by `PaletteLoader`, not alone.
    public var declaredThemes: [DeclaredTheme] = []

    /// Creates a registry.
    public init(importers: [any PaletteImporter], isForced: Bool = false) {
        self.importers = importers
        self.isForced = isForced
    }

    /// Every format ColorAudit reads, one line each.
    public static let standard = PaletteImporters(importers: [
        NativePaletteImporter(),
        AssetCatalogImporter(),
        DTCGImporter(),
        PrimerImporter(),
        SpectrumImporter(),
        TokensStudioImporter(),
        StyleDictionaryImporter(),
        CSSImporter(),
        AndroidResourcesImporter(),
        GIMPPaletteImporter(),
        ASEImporter(),
        SketchPaletteImporter(),
        ProcreateSwatchesImporter(),
    ])

    /// The registry with every CSS importer replaced by one with the selector → appearance mapping
    /// `selectorThemes` (`CSSImporter.selectorThemes`; from `cssThemes:` and `--css-theme`).
    public func withCSSSelectorThemes(_ selectorThemes: [String: Appearance]) -> PaletteImporters {
        var registry = PaletteImporters(
            importers: importers.map { importer in
                importer is CSSImporter ? CSSImporter(selectorThemes: selectorThemes) : importer
            }, isForced: isForced)
        registry.declaredThemes = declaredThemes
        return registry
    }

    /// The `formatName`s of the importers, in order.
    public var formatNames: [String] { importers.map(\.formatName) }

    /// The importer whose `formatName` is `name` (exactly), for `--input-format`.
    public func importer(named name: String) -> (any PaletteImporter)? {
        importers.first { $0.formatName == name }
    }

    /// The surest importer for `unit` and its confidence; `nil` when every importer says `none`.
    public func best(for unit: ImportUnit) -> (importer: any PaletteImporter, confidence: ImportConfidence)? {
        var best: (importer: any PaletteImporter, confidence: ImportConfidence)?
        for importer in importers {
            let confidence = importer.confidence(for: unit)
            if confidence > (best?.confidence ?? .none) { best = (importer, confidence) }
        }
        return best
    }

    /// The importer that claims `unit` while walking (surest, at `likely` or above), or `nil`.
    public func claim(_ unit: ImportUnit) -> (any PaletteImporter)? {
        guard let best = best(for: unit), best.confidence.claims else { return nil }
        return best.importer
    }

    /// The importer for a path named explicitly or standard input (surest at `plausible` or above), or `nil`.
    public func importer(forNamed unit: ImportUnit) -> (any PaletteImporter)? {
        guard let best = best(for: unit), best.confidence >= .plausible else { return nil }
        return best.importer
    }

    /// Reads `unit` with `importer` and runs `PostImport` on each palette (setting `format` when the
    /// importer left it empty, and `formatReason`).
    ///
    /// Unless the format was forced (`isForced`), a unit the importer reads without a colour or image
    /// (a Tokens Studio file named `*.tokens.json` read as DTCG) is read by the surest other importer at
    /// `plausible` or above that reads colours from it, and the reason says so. When none does, the
    /// formats that read colours from it if chosen with `--input-format` are kept in
    /// `Palette.formatsReadingColours`.
    /// - Throws: the importer's or the post-import pass's `PaletteError`.
    public func importPalettes(_ unit: ImportUnit, with importer: any PaletteImporter) throws(PaletteError)
        -> [Palette]
    {
        var chosen = importer
        var read: [Palette]
        do {
            read = try importer.importPalettes(unit)
        } catch {
            throw isForced ? error : naming(readersOf: unit, besides: importer, in: error)
        }
        var reason: HintedText =
            isForced
            ? "chosen with \(hint: .inputFormat)"
            : HintedText(importer.recognitionReason(for: unit) ?? Self.generalReason(importer.confidence(for: unit)))
        var readers: [String] = []
        if !isForced, Self.isEmpty(read) {
            let others = importers.enumerated().filter { $0.element.formatName != importer.formatName }
                .map { (offset: $0.offset, importer: $0.element, confidence: $0.element.confidence(for: unit)) }
            let candidates = others.filter { $0.confidence >= .plausible }.sorted {
                $0.confidence != $1.confidence ? $0.confidence > $1.confidence : $0.offset < $1.offset
            }
            for candidate in candidates {
                guard let alternative = try? candidate.importer.importPalettes(unit), !Self.isEmpty(alternative)
                else { continue }
                reason = HintedText(
                    "\(importer.formatName) read no colours from it; "
                        + (candidate.importer.recognitionReason(for: unit)
                            ?? Self.generalReason(candidate.confidence)))
                chosen = candidate.importer
                read = alternative
                break
            }
            if chosen.formatName == importer.formatName {
                readers = others.filter { other in
                    guard let palettes = try? other.importer.importPalettes(unit) else { return false }
                    return !Self.isEmpty(palettes)
                }.map(\.importer.formatName)
            }
        }
        var palettes: [Palette] = []
        for var palette in read {
            if palette.format == nil { palette.format = chosen.formatName }
            if palette.sourceKind == nil { palette.sourceKind = chosen.sourceKind }
            palette.formatReasonText = reason
            palette.formatsReadingColours = readers
            palettes.append(try PostImport.finish(palette))
        }
        return palettes
    }

    /// The largest file `naming(readersOf:besides:in:)` offers to the other formats: 256 KiB, far above a
    /// hand-written palette or a Style Dictionary source file.
    static let namingLimit = 256 * 1024

    /// `error`, which the chosen importer threw on `unit`, ending with the other formats that read colours
    /// from it without an error (as `Palette.formatsReadingColours` lists them for a unit read empty): a Style Dictionary file named on its own
    /// (`{"color": {"a": {"value": "#000"}}}`) is read as ours, and "unknown key 'color' (did you mean
    /// 'colors'?)" alone did not say it is a Style Dictionary file. Not switched to that format: the
    /// file may as well be ours with a typo.
    func naming(readersOf unit: ImportUnit, besides importer: any PaletteImporter, in error: PaletteError)
        -> PaletteError
    {
        // Each other format reads the whole unit: only for a file of a palette's size (a folder's files are
        // named by their own errors), so that a 50 MB file is not parsed once per format (CSS alone took
        // 4.5 GB on one of `yes` output).
        guard !unit.isFolder, let contents = unit.contents, contents.count <= Self.namingLimit else { return error }
        let readers = importers.filter { other in
            guard other.formatName != importer.formatName, let palettes = try? other.importPalettes(unit)
            else { return false }
            return !Self.isEmpty(palettes)
        }.map(\.formatName)
        guard !readers.isEmpty else { return error }
        var named = error
        named.text =
            error.text
            + "; \(readers.joined(separator: " or ")) reads colours from it (choose it with \(hint: .inputFormat))"
        return named
    }

    /// True when `palettes` hold no colour and no image.
    static func isEmpty(_ palettes: [Palette]) -> Bool {
        palettes.allSatisfy { $0.tokens.isEmpty && $0.images.isEmpty }
    }

    /// Why a unit was read as a format whose importer gives no reason of its own, from its confidence.
    static func generalReason(_ confidence: ImportConfidence) -> String {
        if confidence >= .certain { return "a name or signature only this format uses" }
        if confidence.claims { return "its contents show this format's structure" }
        if confidence >= .plausible { return "its name fits this format (its contents do not show it)" }
        return "the only format left"
    }

    /// Reads standard input (`contents`, located as `-`) with the importer named `format`, or the
    /// surest at `plausible` or above.
    /// - Throws: `PaletteError` at `-` when no importer reads it, or the importer's error.
    public func importStandardInput(_ contents: Data, format: String? = nil) throws(PaletteError) -> [Palette] {
        let unit = ImportUnit(file: "-", contents: contents, isExplicit: true)
        let chosen = format.flatMap(importer(named:)) ?? importer(forNamed: unit)
        guard let importer = chosen else {
            throw PaletteError(
                kind: .unrecognizedFormat,
                location: SourceLocation(file: "-"),
                text: "standard input is not in a format ColorAudit can read (formats: "
                    + formatNames.joined(separator: ", ") + "; choose one with \(hint: .inputFormat))")
        }
        if let format, importer.formatName == format {
            return try PaletteImporters(importers: [importer], isForced: true).importPalettes(unit, with: importer)
        }
        return try importPalettes(unit, with: importer)
    }

    /// The lowercased text after the last `.` of the path's last component; "" when there is none
    /// (or the name only starts with a dot, like `.profile`).
    public static func fileExtension(of path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
