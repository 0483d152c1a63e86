import ColorScience

/// Distinct token names for swatch files (GIMP, Adobe ASE, Sketch), whose colours may share a name
/// (`Untitled`) or have none: the first use of a name keeps it, later ones get ` (2)`, ` (3)`… — the
/// first suffix not already taken, so a written `Blue (2)` is never duplicated either.
struct SwatchNames {
    private var taken = Set<String>()
    private var nextSuffix: [String: Int] = [:]

    /// `name`, or `name (N)` with the smallest N ≥ 2 not yet used; remembered as used.
    mutating func unique(_ name: String) -> String {
        if taken.insert(name).inserted { return name }
        var suffix = nextSuffix[name] ?? 2
        while !taken.insert("\(name) (\(suffix))").inserted { suffix += 1 }
        nextSuffix[name] = suffix + 1
        return "\(name) (\(suffix))"
    }
}
