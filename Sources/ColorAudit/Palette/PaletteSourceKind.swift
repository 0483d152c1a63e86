/// The kind of source a palette was read from, for the passes that read sources differently
/// (`PostImport`: a stylesheet's re-exported semantics, an asset catalog's names; `CSSThemeMappingCheck`).
/// Set with `Palette.format` by the importer registry (`PaletteImporter.sourceKind`); `nil` for palettes
/// built in code.
public enum PaletteSourceKind: String, Sendable, Hashable {
    /// A CSS stylesheet's custom properties (`CSSImporter`): aliased semantic colours are drawn too.
    case stylesheet
    /// An Xcode asset catalog's colour sets (`AssetCatalogImporter`): names read as apps name them.
    case assetCatalog
    /// Any other file (token files, resources, swatches, our own format): aliased colours are inputs.
    case other
}
