import ColorAudit

/// Loads the palettes named on the command line (files, folders, `-`).
enum PaletteInput {
    static func load(_ paths: [String]) throws -> [Palette] {
        throw InputError(message: "coloraudit: palette import is being wired in")
    }
}
