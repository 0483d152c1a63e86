import ColorScience
import Foundation

/// Reads one `*.imageset` folder: its `Contents.json` `images` list and, for every entry with a
/// `filename`, the file's colour information (`ImageProfileReader`, `ImageColorSpace`).
///
/// Entries without `filename` are empty slots (Xcode writes one per idiom and scale) and are passed
/// over. Files named `.png`, `.jpg`, `.jpeg` (any case) — or any other name whose first bytes are a PNG
/// or JPEG signature — are read; other files (`.pdf`, `.svg`, `.heic`, …) are kept as `notRead`. A
/// missing file, a file that is not a regular file, a `filename` with a `/` and a corrupt image are
/// `failed` (the rule reports them), never an import error; a malformed `Contents.json` is one
/// (`PaletteError` with line and column), as for colour sets.
struct ImageSetReader {
    /// The image set's namespaced name.
    let name: String
    /// The image set folder.
    let folder: String

    /// The image assets of the folder.
    func read() throws(PaletteError) -> [ImageAsset] {
        let contents = folder.hasSuffix("/") ? folder + "Contents.json" : folder + "/Contents.json"
        let reader = NodeReader(path: contents)
        let root = try StructuredDocument.parse(
            try ImportUnit.readFound(contents), path: contents, syntax: .json,
            expected: "an imageset's Contents.json: an object with an 'images' list")
        let top = try reader.mapping(root, "imageset '\(name)'", expected: "an object with an 'images' list")
        guard let imagesEntry = top.first(where: { $0.key == "images" }) else { return [] }
        let items = try reader.sequence(imagesEntry.value, "imageset '\(name)' images", expected: "a list of entries")
        var assets: [ImageAsset] = []
        for (index, item) in items.enumerated() {
            let context = "imageset '\(name)' image \(index + 1)"
            let fields = try reader.mapping(item, context, expected: "an object with filename, idiom and scale")
            func string(_ key: String) throws(PaletteError) -> String? {
                guard let node = fields.first(where: { $0.key == key })?.value else { return nil }
                return try reader.string(node, "\(context) \(key)")
            }
            guard let filename = try string("filename") else { continue }
            var appearances: [String] = []
            if let list = fields.first(where: { $0.key == "appearances" })?.value {
                for entry in try reader.sequence(list, "\(context) appearances", expected: "a list of appearances") {
                    let pair = try reader.mapping(entry, "\(context) appearance", expected: "{appearance, value}")
                    let kind = try pair.first { $0.key == "appearance" }.map { (e) throws(PaletteError) in
                        try reader.string(e.value, "\(context) appearance")
                    }
                    let value = try pair.first { $0.key == "value" }.map { (e) throws(PaletteError) in
                        try reader.string(e.value, "\(context) appearance value")
                    }
                    appearances.append([kind, value].compactMap { $0 }.joined(separator: " "))
                }
            }
            let file = folder.hasSuffix("/") ? folder + filename : folder + "/" + filename
            assets.append(
                ImageAsset(
                    imageSet: name, filename: filename, file: file, entry: reader.location(item.mark),
                    idiom: try string("idiom") ?? "universal", scale: try string("scale"), appearances: appearances,
                    content: Self.content(of: file, filename: filename)))
        }
        return assets
    }

    /// The extensions read as images.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]

    /// What the file at `path` holds (see the type's documentation).
    static func content(of path: String, filename: String) -> ImageAsset.Content {
        guard !filename.isEmpty, !filename.contains("/"), filename != ".", filename != ".." else {
            return .failed(reason: "filename '\(filename)' does not name a file in the image set folder", offset: nil)
        }
        var status = stat()
        guard stat(path, &status) == 0 else {
            return .failed(
                reason: "the file is missing or cannot be read (\(String(cString: strerror(errno))))", offset: nil)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .failed(reason: "not a regular file (a folder, device or pipe)", offset: nil)
        }
        let data: Data
        do {
            data = try InputReading.readFile(path, limit: ImageProfileReader.sizeLimit)
        } catch {
            return .failed(reason: error.message, offset: nil)
        }
        let ext = PaletteImporters.fileExtension(of: filename)
        let signature = Array(data.prefix(8))
        let looksLikeImage =
            signature == PNGProfileReader.signature
            || (signature.count >= 2 && signature[0] == 0xFF && signature[1] == 0xD8)
        guard imageExtensions.contains(ext) || looksLikeImage else {
            return .notRead("a .\(ext.isEmpty ? "(no extension)" : ext) file: only PNG and JPEG profiles are read")
        }
        do {
            let info = try ImageProfileReader.read(data)
            return .read(info, try ImageColorSpace.stated(by: info))
        } catch {
            return .failed(reason: error.reason, offset: error.offset)
        }
    }
}
