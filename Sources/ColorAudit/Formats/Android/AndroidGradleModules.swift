import Foundation

/// The `res/` folders of one Gradle project merged as the Android build merges them: an app module's
/// resources over those of the library modules it depends on (developer.android.com, "Create an Android
/// library", resource merge conflicts: the build tools merge a library module's resources with those of
/// the dependent app module; a resource ID defined in both is the app's; between libraries, the one
/// listed first in the dependencies block wins).
///
/// - A **module** is a folder whose `build.gradle` or `build.gradle.kts` applies the Android application
///   plugin (`com.android.application`, or a version-catalog alias `libs.plugins.android.application`) or
///   the library plugin (`com.android.library`, `…android.library`); its `res/` folder read here is
///   `src/main/res` (other source sets are read as before, each on its own).
/// - The **project** is the nearest folder above the module holding `settings.gradle` or
///   `settings.gradle.kts`; a module's Gradle path is its folder below it, `ui/common` → `:ui:common`.
/// - An app's **libraries** are the library modules its build file names with `project(':x')` (and
///   theirs, transitively), in priority order; when the build file names none, every library module of
///   the project in the run. The libraries are read first, lowest priority first, the app last, each
///   overriding what was read before it.
/// - **Two apps in one tree** (a phone app and a Wear OS app over one `:common`) each merge their
///   libraries: a library is read inside every app that depends on it, and a library no app of the run
///   merges stays a palette of its own.
enum AndroidGradleModules {
    /// What a module's build file applies.
    enum Kind: Equatable {
        case application
        case library
    }

    /// One module found for a `res/` folder.
    struct Module: Equatable {
        /// The `res/` folder as the run spells it.
        var resFolder: String
        /// The module's folder.
        var folder: String
        /// The project's folder (holding `settings.gradle*`).
        var project: String
        /// `:ui:common`.
        var gradlePath: String
        var kind: Kind
        /// The Gradle paths of the project modules its build file depends on, in declaration order.
        var dependencies: [String]
    }

    /// For each app module's `res/` folder among `resFolders`, the library `res/` folders merged under it,
    /// lowest priority first (the order they are read in); apps with none are left out.
    static func merges(_ resFolders: [String]) -> [String: [String]] {
        let modules = resFolders.compactMap(module(of:))
        guard modules.contains(where: { $0.kind == .application }) else { return [:] }
        var result: [String: [String]] = [:]
        for app in modules where app.kind == .application {
            let libraries = modules.filter { $0.kind == .library && $0.project == app.project }
            guard !libraries.isEmpty else { continue }
            let byPath = Dictionary(libraries.map { ($0.gradlePath, $0) }, uniquingKeysWith: { first, _ in first })
            var priority: [Module] = []
            if app.dependencies.isEmpty {
                priority = libraries
            } else {
                // Breadth first: the app's own dependencies in declaration order, then theirs.
                var queue = app.dependencies
                var seen = Set<String>()
                while !queue.isEmpty {
                    let path = queue.removeFirst()
                    guard seen.insert(path).inserted, let library = byPath[path] else { continue }
                    priority.append(library)
                    queue += library.dependencies
                }
            }
            guard !priority.isEmpty else { continue }
            result[app.resFolder] = priority.reversed().map(\.resFolder)
        }
        return result
    }

    /// The module whose `src/main/res` folder `resFolder` is, or `nil` when it is no module's main
    /// resources, the module has no Android build file, or no project holds it.
    static func module(of resFolder: String) -> Module? {
        var trimmed = resFolder
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 4, parts.suffix(3) == ["src", "main", "res"] else { return nil }
        let folderParts = parts.dropLast(3)
        let folder = folderParts.joined(separator: "/")
        guard let build = buildFile(in: folder.isEmpty ? "." : folder), let kind = kind(of: build.text) else {
            return nil
        }
        // The nearest folder above the module with a settings file.
        var projectParts = Array(folderParts.dropLast())
        var project: String?
        while true {
            let candidate = projectParts.isEmpty ? "." : projectParts.joined(separator: "/")
            let joined = projectParts.isEmpty ? "" : candidate + "/"
            if FileManager.default.fileExists(atPath: joined + "settings.gradle")
                || FileManager.default.fileExists(atPath: joined + "settings.gradle.kts")
            {
                project = candidate
                break
            }
            guard !projectParts.isEmpty, projectParts != [""] else { break }
            projectParts.removeLast()
        }
        guard let project else { return nil }
        let below = folderParts.dropFirst(projectParts.count)
        guard !below.isEmpty else { return nil }
        return Module(
            resFolder: resFolder, folder: folder, project: project,
            gradlePath: ":" + below.joined(separator: ":"), kind: kind,
            dependencies: projectDependencies(build.text))
    }

    /// The text of `build.gradle` or `build.gradle.kts` in `folder`, if either is a readable file.
    static func buildFile(in folder: String) -> (path: String, text: String)? {
        for name in ["build.gradle.kts", "build.gradle"] {
            let path = folder + "/" + name
            guard !ImportUnit.isSpecialFile(path), let data = FileManager.default.contents(atPath: path),
                data.count <= 1 << 20
            else { continue }
            return (path, String(decoding: data, as: UTF8.self))
        }
        return nil
    }

    /// The Android plugin a build file applies, by its id or version-catalog alias.
    static func kind(of text: String) -> Kind? {
        let code = withoutComments(text)
        if code.contains("com.android.application") || code.contains("plugins.android.application") {
            return .application
        }
        if code.contains("com.android.library") || code.contains("plugins.android.library") { return .library }
        return nil
    }

    /// The Gradle paths named by `project(':x')`, `project(":x")` or `project(path: ':x')` in a build file,
    /// in order, each once.
    static func projectDependencies(_ text: String) -> [String] {
        let code = withoutComments(text)
        var found: [String] = []
        var rest = Substring(code)
        while let range = rest.range(of: "project(") {
            rest = rest[range.upperBound...]
            var inner = rest.drop { $0 == " " || $0 == "\t" }
            for prefix in ["path:", "path ="] where inner.hasPrefix(prefix) {
                inner = inner.dropFirst(prefix.count).drop { $0 == " " || $0 == "\t" }
            }
            guard let quote = inner.first, quote == "'" || quote == "\"" else { continue }
            let body = inner.dropFirst()
            guard let end = body.firstIndex(of: quote) else { continue }
            var path = String(body[..<end])
            if !path.hasPrefix(":") { path = ":" + path }
            if !found.contains(path) { found.append(path) }
        }
        return found
    }

    /// The text with `//` line comments and `/* */` block comments blanked (strings are not parsed: a
    /// `//` inside a quoted URL ends that line's code, which holds no plugin id or dependency here).
    static func withoutComments(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            if rest.hasPrefix("/*") {
                index = rest.range(of: "*/")?.upperBound ?? text.endIndex
                out.append(" ")
            } else if rest.hasPrefix("//") {
                index = rest.firstIndex(of: "\n") ?? text.endIndex
            } else {
                out.append(text[index])
                index = text.index(after: index)
            }
        }
        return out
    }
}
