import ColorScience
import Foundation

/// The `@import` rules of a stylesheet: what each names, which files they read (`expand`), and which
/// colour custom properties an import that is not read would have defined (`CSSUnreadImports.swift`:
/// the references it leaves unresolved are reported once, at the `@import`).
enum CSSImports {
    /// The URL or path an `@import` prelude names: `'x.css'`, `"x.css"`, `url(x.css)`, `url('x.css')`;
    /// `nil` when it names none.
    static func specifier(_ prelude: [CSSSyntax.Component]) -> String? {
        switch CSSSyntax.trimmed(prelude).first {
        case .token(let token)?:
            switch token.kind {
            case .string(let value), .url(let value): return value
            default: return nil
            }
        case .function(let name, let arguments, _)? where name.lowercased() == "url":
            if case .token(let token)? = CSSSyntax.trimmed(arguments).first, case .string(let value) = token.kind {
                return value
            }
            return nil
        default: return nil
        }
    }

    /// The colour family a stylesheet's file name suggests: the first word of its name, lowercased
    /// (`yellow` for `@radix-ui/colors/yellow-dark-alpha.css`, `brand` for `./brand.css`); `nil` when the
    /// name does not start with a letter.
    static func family(of specifier: String) -> String? {
        let name = specifier.split(separator: "/").last.map(String.init) ?? specifier
        let word = name.prefix { $0.isLetter || $0.isNumber }.lowercased()
        guard let first = word.first, first.isLetter else { return nil }
        return word
    }
}

extension CSSImports {
    /// How deeply `@import`s may nest (a stylesheet importing one that imports … ).
    static let maximumDepth = 16

    /// Whether a stylesheet starts with an `@import` (after `@charset` and `@layer` statements).
    static func hasImports(_ items: [CSSSyntax.Item]) -> Bool {
        for item in items {
            guard case .rule(let rule) = item else { return false }
            if rule.atKeyword == "import" { return true }
            guard rule.atKeyword == "charset" || rule.atKeyword == "layer" else { return false }
        }
        return false
    }

    /// The stylesheets the `@import`s of some stylesheets read, and what became of each `@import`.
    struct Expansion {
        /// The stylesheets read, each before the stylesheet importing it (CSS puts an imported
        /// stylesheet's rules before the importer's), with whether its custom properties are another
        /// stylesheet's (`CSSCustomProperties.tokens(_:external:imported:imports:)`).
        var sheets: [(path: String, items: [CSSSyntax.Item], isExternal: Bool)] = []
        /// The `@import`s read (or already read through another import).
        var read: Set<SourceLocation> = []
        /// Why each `@import` that is not read is not, by where it is written.
        var unread: [SourceLocation: Unreadable] = [:]
        /// The absolute path of the stylesheet expanded (`expand` at depth 0), whose files `Scope` decides.
        fileprivate var root = ""
        /// The files read (or being read), by absolute path, so that each is read once; a file that could
        /// not be read is not among them.
        fileprivate var visited: Set<String> = []
    }

    /// What decides whether a file an `@import` reads is the importing stylesheet's own (its custom
    /// properties its tokens, judged and repaired in its palette) or only serves `var()` references.
    struct Scope: Sendable {
        /// The run's units, absolute (`CSSImporter.absoluteRunPaths`): each is a palette of its own, unless
        /// another unit's `@import`s read it (`owners`).
        var runPaths: Set<String> = []
        /// The configuration's path filter: a file it leaves out (`exclude: ["vendor/**"]`) is not audited.
        var filter: PathFilter?
        /// The unit that audits each file the `@import`s of the run's units read, a unit of the run among
        /// them (absolute paths; `CSSImporter.importOwners`): the others' imports of it only serve references.
        var owners: [String: String] = [:]

        /// Whether the file at `file` (`key`: absolute) is not the stylesheet's at `root` (absolute) to
        /// audit: a unit of the run that it does not own, a file the configuration leaves out, or one
        /// another unit audits.
        func leavesOut(_ file: String, key: String, root: String) -> Bool {
            filter?.exclusion(of: file) != nil || (owners[key] ?? (runPaths.contains(key) ? "" : root)) != root
        }
    }

    /// Where an `@import` leads: a file to read, or why there is none.
    enum Target: Equatable {
        /// The file, as a path to show (relative to the working folder when inside it), and whether it is
        /// a package's (in a `node_modules/` folder the importing stylesheet is not in, however it is named:
        /// `@radix-ui/colors/yellow.css` or `../node_modules/vend/vend.css`).
        case file(String, isPackage: Bool)
        /// Why no file is read.
        case none(Unreadable)
    }

    /// Reads the `@import`s at the top of `items` (of the stylesheet at `path`) and, depth first, those of
    /// the stylesheets they read, into `expansion`. An imported stylesheet's custom properties are this
    /// one's (its tokens, located in its file) unless `isExternal`, or it is a package's (in a
    /// `node_modules/` folder: its values serve references but are the package's), or `scope` leaves it
    /// out (the run reads it as a unit of its own, or the configuration's path filter excludes it): then
    /// they only serve `var()` references, as the cascade's, and `fix` never writes them.
    /// `@import … layer(…)` is read like any other; `supports(…)` and a media query wrap the imported
    /// rules in `@supports`/`@media`, so `@import 'dark.css' (prefers-color-scheme: dark)` gives dark
    /// values. A cycle is not followed (the file is being read already); nesting deeper than
    /// `maximumDepth` is not read (said at the `@import`).
    static func expand(
        _ items: [CSSSyntax.Item], path: String, isExternal: Bool, scope: Scope, unit: ImportUnit,
        into expansion: inout Expansion, depth: Int = 0
    ) {
        if depth == 0 {
            expansion.root = absolute(path)
            expansion.visited.insert(expansion.root)
        }
        for item in items {
            guard case .rule(let rule) = item else { continue }
            // `@import` is only valid before the other rules (`@charset` and `@layer` statements aside).
            guard rule.atKeyword == "import" || rule.atKeyword == "charset" || rule.atKeyword == "layer" else { break }
            guard rule.atKeyword == "import", rule.block == nil else { continue }
            let location = SourceLocation(file: path, line: rule.mark.line, column: rule.mark.column)
            guard let specifier = specifier(rule.prelude) else {
                expansion.unread[location] = .namesNoFile(CSSSyntax.text(rule.prelude))
                continue
            }
            switch target(specifier, from: path) {
            case .none(let why):
                expansion.unread[location] = why
            case .file(let file, let isPackage):
                let key = absolute(file)
                guard !expansion.visited.contains(key) else {
                    // Read already (through another @import, or an @import cycle back to a file being read).
                    expansion.read.insert(location)
                    continue
                }
                guard depth < maximumDepth else {
                    expansion.unread[location] = .tooDeep
                    continue
                }
                guard let imported = CSSImporter.items(of: file, unit: unit) else {
                    expansion.unread[location] = .unreadable(file)
                    continue
                }
                // Read: once, and before its own @imports, so that a cycle back to it is not followed. A file
                // that could not be read (or lay too deep) is tried again by the next @import of it.
                expansion.visited.insert(key)
                expansion.read.insert(location)
                let external = isExternal || isPackage || scope.leavesOut(file, key: key, root: expansion.root)
                expand(
                    imported, path: file, isExternal: external, scope: scope, unit: unit, into: &expansion,
                    depth: depth + 1)
                expansion.sheets.append((file, wrapped(imported, conditions: rule), external))
            }
        }
    }

    /// The imported rules under the `@import`'s conditions: `supports(…)` as `@supports`, a media query
    /// as `@media` (`layer(…)` says nothing of the values and is dropped).
    private static func wrapped(_ items: [CSSSyntax.Item], conditions rule: CSSSyntax.Rule) -> [CSSSyntax.Item] {
        var rest = Array(CSSSyntax.trimmed(rule.prelude).dropFirst())
        var supports: [CSSSyntax.Component]?
        while let first = CSSSyntax.trimmed(rest).first {
            rest = Array(CSSSyntax.trimmed(rest).dropFirst())
            switch first {
            case .token(let token) where token.kind == .ident("layer"): continue
            case .function(let name, _, _) where name.lowercased() == "layer": continue
            case .function(let name, let arguments, _) where name.lowercased() == "supports":
                supports = arguments
                continue
            default:
                rest.insert(first, at: 0)
            }
            break
        }
        var result = items
        let media = CSSSyntax.trimmed(rest)
        if !media.isEmpty {
            result = [.rule(CSSSyntax.Rule(atKeyword: "media", prelude: media, block: result, mark: rule.mark))]
        }
        if let supports {
            result = [.rule(CSSSyntax.Rule(atKeyword: "supports", prelude: supports, block: result, mark: rule.mark))]
        }
        return result
    }

    /// The file an `@import` of the stylesheet at `path` reads, as a browser or a bundler (postcss-import)
    /// resolves it: a relative path (`./x.css`, `../x.css`) from the stylesheet's folder; a bare name
    /// (`x.css`, `@radix-ui/colors/yellow.css`, webpack's `~pkg/x.css`) first there (a browser's relative
    /// URL), then in `node_modules/` of that folder and of each folder above it. Each candidate is tried
    /// as written, with `.css`, and as a folder's `index.css`. A URL with a scheme (`https:`, `data:`) or
    /// a site-root path (`/x.css`) is not read.
    static func target(_ specifier: String, from path: String) -> Target {
        var name = specifier
        if let end = name.firstIndex(where: { $0 == "?" || $0 == "#" }) { name = String(name[..<end]) }
        let lower = name.lowercased()
        let scheme = lower.prefix { $0.isLetter || $0.isNumber || "+-.".contains($0) }
        if lower.hasPrefix("//") || scheme.count > 1 && lower.dropFirst(scheme.count).hasPrefix(":") {
            return .none(.remote)
        }
        if name.hasPrefix("/") { return .none(.siteRoot) }
        let folder = (path as NSString).deletingLastPathComponent
        let relative = name.hasPrefix("./") || name.hasPrefix("../")
        if !name.hasPrefix("~"), let found = existing(join(folder, name)) {
            return .file(found, isPackage: isInPackage(found, from: path))
        }
        if relative {
            return .none(.noFile(normalized(join(folder, name))))
        }
        if name.hasPrefix("~") { name.removeFirst() }
        var directory = absolute(folder.isEmpty ? "." : folder)
        while true {
            if let found = existing(join(join(directory, "node_modules"), name)) {
                return .file(shown(found), isPackage: true)
            }
            guard directory != "/", !directory.isEmpty else { break }
            directory = (directory as NSString).deletingLastPathComponent
        }
        return .none(.notInstalled(name))
    }

    /// Whether `file` lies in a `node_modules/` folder that the stylesheet at `path` is not in: a package's
    /// file, read for its values but not the stylesheet's to audit or rewrite.
    static func isInPackage(_ file: String, from path: String) -> Bool {
        let parts = absolute(file).split(separator: "/")
        let folder = absolute(path).split(separator: "/").dropLast()
        return parts.indices.contains { parts[$0] == "node_modules" && !folder.starts(with: parts[...$0]) }
    }

    /// The first of `base`, `base.css` and `base/index.css` that is a regular file.
    private static func existing(_ base: String) -> String? {
        for candidate in [base, base + ".css", join(base, "index.css")] {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
                !ImportUnit.isSpecialFile(candidate)
            {
                return normalized(candidate)
            }
        }
        return nil
    }

    /// `name` inside `folder` (`name` alone when the folder is empty: the working folder).
    private static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The path with `.` and `folder/..` removed (as far as the path allows).
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined.isEmpty ? "." : joined
    }

    /// The absolute, normalized form of a path.
    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? normalized(path) : normalized(FileManager.default.currentDirectoryPath + "/" + path)
    }

    /// An absolute path relative to the working folder when it lies inside it.
    private static func shown(_ path: String) -> String {
        let folder = absolute(".") + "/"
        return path.hasPrefix(folder) && folder != "//" ? String(path.dropFirst(folder.count)) : path
    }
}
