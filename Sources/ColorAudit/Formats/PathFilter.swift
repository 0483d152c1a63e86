import ColorScience

/// Which files found while walking folders are audited: the configuration file's `include:` and
/// `exclude:` path patterns (`Glob`, path mode: `*` within a segment, `**` across segments).
///
/// A path is tested relative to `base` (the folder of the configuration file) when it lies inside it,
/// else as found. It is read when it matches some `include` pattern (or there are none) and no
/// `exclude` pattern. A pattern without `/` is also tried against the file name alone (`*.json`).
/// Files named explicitly on the command line are always read.
public struct PathFilter: Sendable, Hashable {
    /// Patterns a file must match (any of them); empty = every file.
    public var include: [Glob]
    /// Patterns that leave a file out.
    public var exclude: [Glob]
    /// The absolute folder patterns are relative to; `nil` = paths as found.
    public var base: String?

    /// A filter; the default reads everything.
    public init(include: [Glob] = [], exclude: [Glob] = [], base: String? = nil) {
        self.include = include
        self.exclude = exclude
        self.base = base
    }

    /// Why `path` is left out ("excluded by 'x'", "not matched by include"), or `nil` when it is read.
    public func exclusion(of path: String) -> String? {
        let relative = self.relative(path)
        let name = relative.split(separator: "/").last.map(String.init) ?? relative
        func matches(_ glob: Glob) -> Bool {
            glob.matchesPath(relative) || (!glob.pattern.contains("/") && glob.matchesPath(name))
        }
        if !include.isEmpty, !include.contains(where: matches) {
            return "not matched by the configuration's include patterns"
        }
        if let pattern = exclude.first(where: matches) {
            return "excluded by the configuration's pattern '\(pattern.pattern)'"
        }
        return nil
    }

    /// `path` relative to `base` when inside it (both made absolute and standardized), else as given
    /// without a leading `./`.
    func relative(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        guard let base else { return path }
        let absolute = FilePaths.absolute(path)
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : path
    }
}
