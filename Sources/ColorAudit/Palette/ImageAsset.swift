import ColorScience

/// One image file of an asset catalog's image set (`*.imageset/Contents.json` `images` entry with a
/// `filename`), with what its headers say about its colours. Read by `AssetCatalogImporter`, judged by
/// the `image-color-profile` rule.
public struct ImageAsset: Sendable, Hashable {
    /// What reading the file gave.
    public enum Content: Sendable, Hashable {
        /// The headers were read: the colour information and the colour space it states (`nil` = none).
        case read(EmbeddedColorInfo, ImageColorSpace?)
        /// The file is not a PNG or JPEG image (by name: `.pdf`, `.svg`, `.heic`, …); its profile is not read.
        case notRead(String)
        /// The file could not be read or is corrupt: why, and at which byte (`nil` when the file as a
        /// whole cannot be opened: missing, a folder, too large).
        case failed(reason: String, offset: Int?)
    }

    /// The image set's name: its folder name without `.imageset`, with the namespaces of its folders
    /// (as colour set names, `AssetCatalogImporter`).
    public var imageSet: String
    /// The `filename` as written.
    public var filename: String
    /// The image file's path (the image set folder joined with `filename`).
    public var file: String
    /// The `images` entry in the image set's `Contents.json`.
    public var entry: SourceLocation
    /// The entry's `idiom` (`universal`, `iphone`, `mac`, …).
    public var idiom: String
    /// The entry's `scale` (`1x`, `2x`, `3x`), when given.
    public var scale: String?
    /// The entry's appearances as `kind value` (`luminosity dark`, `contrast high`), in file order.
    public var appearances: [String]
    /// What the file's headers say.
    public var content: Content

    /// Creates an image asset; see the properties.
    public init(
        imageSet: String, filename: String, file: String, entry: SourceLocation, idiom: String, scale: String?,
        appearances: [String], content: Content
    ) {
        self.imageSet = imageSet
        self.filename = filename
        self.file = file
        self.entry = entry
        self.idiom = idiom
        self.scale = scale
        self.appearances = appearances
        self.content = content
    }
}
