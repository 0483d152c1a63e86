import ColorScience

/// How sure an importer is that it reads a file or folder (`PaletteImporter.confidence(for:)`).
/// Several formats compete for the same extension (`.json`: native palettes, colorsets, DTCG, Tokens
/// Studio, Style Dictionary), so the registry asks every importer and the surest wins; ties go to the
/// importer registered first.
///
/// The scale is 0…100 with four documented levels; importers may use values in between (e.g. 60 for
/// "the keys of this format and no other's") to break ties with formats that look alike.
/// - Below `likely` a unit is never taken while walking a folder.
/// - A unit the user named explicitly goes to the surest importer at `plausible` or above, which then
///   reports precisely why the file is malformed (a DTCG file with a typo must not be told "missing
///   'colors'"); below `plausible` it is an error listing the known formats.
public struct ImportConfidence: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 0 (not this format) … 100 (certain).
    public var value: Int

    /// Creates a confidence, clamped to 0…100.
    public init(_ value: Int) { self.value = min(max(value, 0), 100) }

    /// Not this format.
    public static let none = ImportConfidence(0)
    /// The name fits (extension, or standard input) but the contents do not show the format: only
    /// taken when named explicitly, to report why it cannot be read.
    public static let plausible = ImportConfidence(25)
    /// The contents show the format's structure (its keys, elements or header).
    public static let likely = ImportConfidence(50)
    /// A signature or name only this format uses (`ASEF` magic, a `.xcassets` folder, `GIMP Palette`).
    public static let certain = ImportConfidence(100)

    /// True from `likely` up: taken while walking a folder.
    public var claims: Bool { self >= .likely }

    /// Compares by value.
    public static func < (lhs: ImportConfidence, rhs: ImportConfidence) -> Bool { lhs.value < rhs.value }

    /// The value, e.g. `50`.
    public var description: String { "\(value)" }
}
