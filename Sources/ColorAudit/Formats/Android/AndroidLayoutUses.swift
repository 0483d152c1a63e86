import ColorScience
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// How an app's layouts and drawables use its colours, the Android counterpart of `CSSStyleUse`: the
/// XML files of a `res/` folder's `layout*/`, `drawable*/` and `color*/` folders, read with FoundationXML's
/// `XMLParser` (external entities off, the bytes made UTF-8 first as `AndroidResourceParser` does).
///
/// Every attribute whose value names a colour — `?attr/x`, `?x`, `?android:attr/x` (the theme
/// attribute `android:x`), `?android:x`, `@color/x` — counts for what the attribute draws:
/// - **text**: an attribute whose name holds `textColor` (`android:textColor`, `android:textColorHint`,
///   `android:textColorLink`, `app:titleTextColor`, `app:hintTextColor`…);
/// - **background** (a fill): `<solid android:color>` and `<gradient>` colours of a shape, an attribute
///   whose name holds `background` (`android:background`, `android:backgroundTint`,
///   `app:backgroundTint`, `app:cardBackgroundColor`…) and `android:textColorHighlight` (the selection's
///   fill), `android:src`/`app:srcCompat` and a selector's `android:drawable` given a colour;
/// - **boundary**: `<stroke android:color>` of a shape, an attribute whose name holds `stroke`
///   (`app:strokeColor`, `app:boxStrokeColor`) outside vector paths;
/// - **edge**: an attribute whose name holds `divider` (a list's dividers: decorative, WCAG 2.2 SC 1.4.11);
/// - **graphic**: every other attribute (`android:tint`, `app:tint`, `app:iconTint`, a vector path's
///   `android:fillColor` and `android:strokeColor`, `app:indicatorColor`, `app:rippleColor`…).
/// `tools:` attributes (shown only in Android Studio's preview) are not read; literal colours (`#RRGGBB`)
/// name no colour of the palette and are not audited (a layout is no palette). A colour state list
/// (`res/color*/name.xml`) passes the uses of `@color/name` on to the colours its `<item android:color>`s
/// name, as a custom property passes its uses on in CSS.
///
/// A file that cannot be read (malformed XML, not UTF-8) is a problem at its line; the importer then
/// uses none of the folder's evidence (a file it could not read may hold the one text use of a colour)
/// and says so in a note, never an error: the palette audits as it did without layouts. A file with no
/// element that libxml2 reads without an error (empty, or only white space) is no layout Android can
/// inflate (`aapt2` refuses it) and draws nothing: it gets a note of its own and the folder's other files
/// are used as read.
enum AndroidLayoutUses {
    /// What one `res/` folder's layout, drawable and colour state list files say.
    struct Reading {
        /// The uses each attribute draws, by the name its value refers to (`colorX` for `?attr/colorX`,
        /// `android:colorX` for `?android:attr/colorX`, `x` for `@color/x`).
        var direct: [String: StylesheetUse] = [:]
        /// For each name, the colour state lists whose items name it: their uses pass on to it.
        var assignedTo: [String: Set<String>] = [:]
        /// The files that could not be read, each at its line.
        var problems: [PaletteError] = []
        /// The number of files read.
        var files = 0
        /// The files read that hold no element, each at line 1, column 1.
        var empty: [SourceLocation] = []
        /// Each layout use of a colour with the views under it (`AndroidLayoutSurfaces`), by the name
        /// its value refers to.
        var placements: [String: [AndroidLayoutSurfaces.Placement]] = [:]
        /// Where the layouts draw each drawable (`use` empty), by the drawable's name.
        var drawableSites: [String: [AndroidLayoutSurfaces.Placement]] = [:]
        /// Where the layouts include each layout (`<include layout="@layout/x"/>`, `use` empty).
        var includes: [String: [AndroidLayoutSurfaces.Placement]] = [:]
        /// Each drawable's colour uses: the name, the use and the line.
        var drawableUses: [String: [(name: String, use: StylesheetUse, line: Int)]] = [:]
        /// The drawables each drawable draws (`android:drawable="@drawable/y"`).
        var drawableChildren: [String: Set<String>] = [:]
        /// The fill of each drawable that is a `<shape>` with one `<solid>` colour of a name; `nil` values
        /// for the others.
        var drawableFills: [String: String?] = [:]
        /// Drawables that layer two colours or more (no `<selector>`): what is under each is not read.
        var layeredDrawables: Set<String> = []
        /// Names used where no layout places them (a widget style's items), and drawables named outside
        /// the layouts (by a style).
        var unplaced: Set<String> = []
        var unplacedDrawables: Set<String> = []
    }

    /// Whether a `res/` entry is a folder of layouts, drawables or colour state lists (any qualifiers:
    /// `layout-land`, `drawable-v21`, `color-night`).
    static func isUseFolder(_ name: String) -> Bool {
        ["layout", "drawable", "color"].contains { name == $0 || name.hasPrefix($0 + "-") }
    }

    /// Reads the layout, drawable and colour state list XML files of the `res/` folder at `path`.
    static func read(resFolder path: String) -> Reading {
        read(resFolders: [path])
    }

    /// The uses in several `res/` folders read as one, in order: an app module's libraries, then its own
    /// (`AndroidGradleModules`).
    static func read(resFolders paths: [String]) -> Reading {
        var reading = Reading()
        for path in paths { read(resFolder: path, into: &reading) }
        return reading
    }

    private static func read(resFolder path: String, into reading: inout Reading) {
        let base = path.hasSuffix("/") ? path : path + "/"
        for folder in ImportUnit.folderEntries(path) ?? [] where isUseFolder(folder) {
            let stateLists = folder == "color" || folder.hasPrefix("color-")
            let drawables = folder == "drawable" || folder.hasPrefix("drawable-")
            for name in ImportUnit.folderEntries(base + folder) ?? [] where name.lowercased().hasSuffix(".xml") {
                let file = base + folder + "/" + name
                let resource = String(name.dropLast(4))
                do throws(PaletteError) {
                    let data = try ImportUnit.read(file)
                    try read(
                        data, path: file, stateList: stateLists ? resource : nil, into: &reading,
                        kind: stateLists ? .stateList : drawables ? .drawable(resource) : .layout(resource),
                        shortPath: folder + "/" + name)
                } catch {
                    reading.problems.append(error)
                }
            }
        }
    }

    /// Adds the uses of one file's bytes to `reading`; `stateList` is the name of the colour state list
    /// the file is (`res/color*/`), `nil` for a layout or drawable.
    /// - Throws: `PaletteError` at the parser's line and column for malformed XML; nothing is added then.
    static func read(
        _ data: Data, path: String, stateList: String?, into reading: inout Reading, kind: FileKind? = nil,
        shortPath: String? = nil
    ) throws(PaletteError) {
        let data = try AndroidResourceParser.utf8(data, path: path)
        let source = AndroidResourceParser.blankingEmptyProcessingInstructions(data)
        let parser = XMLParser(stream: InputStream(data: source))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let delegate = Delegate(
            stateList: stateList, kind: kind ?? (stateList != nil ? .stateList : .layout("")), path: path,
            shortPath: shortPath ?? ImportUnit.lastComponent(of: path), source: source)
        parser.delegate = delegate
        guard parser.parse(), delegate.depth == 0, delegate.failure == nil else {
            let code = delegate.failure?.code ?? parser.parserError.map { ($0 as NSError).code }
            let line = max(delegate.failure?.line ?? parser.lineNumber, 1)
            var column = max(delegate.failure?.column ?? parser.columnNumber, 1)
            var words = "malformed XML"
            if let code { (words, column) = AndroidXMLErrors.describe(code, line: line, column: column, in: source) }
            throw PaletteError(
                kind: .syntax,
                location: SourceLocation(file: path, line: line, column: column), message: "invalid XML: \(words)")
        }
        reading.files += 1
        if !delegate.sawElement { reading.empty.append(SourceLocation(file: path, line: 1, column: 1)) }
        for (name, use) in delegate.direct { reading.direct[name, default: []].formUnion(use) }
        if let stateList {
            for name in delegate.stateItems { reading.assignedTo[name, default: []].insert(stateList) }
        }
        for (name, placements) in delegate.placements { reading.placements[name, default: []] += placements }
        if case .layout = delegate.kind {
            for (name, sites) in delegate.drawableSites { reading.drawableSites[name, default: []] += sites }
        }
        for (name, sites) in delegate.includes { reading.includes[name, default: []] += sites }
        if case .drawable(let drawable) = delegate.kind {
            reading.drawableUses[drawable, default: []] += delegate.drawableUses
            reading.drawableChildren[drawable, default: []].formUnion(delegate.drawableSites.keys)
            let fill = delegate.root == "shape" && delegate.fills.count == 1 ? delegate.fills.first : nil
            // The same drawable in several folders (`drawable`, `drawable-v21`): a fill only when all agree.
            if let known = reading.drawableFills[drawable] {
                reading.drawableFills[drawable] = known == fill ? fill : .some(nil)
            } else {
                reading.drawableFills[drawable] = .some(fill)
            }
            if delegate.root != "selector", Set(delegate.drawableUses.map(\.name)).count > 1 {
                reading.layeredDrawables.insert(drawable)
            }
        }
    }

    /// What kind of resource file is read.
    enum FileKind: Equatable {
        /// A layout (`res/layout*/name.xml`), by name.
        case layout(String)
        /// A drawable (`res/drawable*/name.xml`), by name.
        case drawable(String)
        /// A colour state list (`res/color*/`).
        case stateList
    }

    /// The name a colour value refers to (see the type), `nil` for a literal, a framework colour
    /// (`@android:color/white`) or anything else.
    static func reference(_ value: String) -> String? {
        let text = value.trimmingCharacters(in: .whitespaces)
        var name: Substring
        if text.hasPrefix("@color/") {
            name = text.dropFirst(7)
        } else if text.hasPrefix("?") {
            name = text.dropFirst()
            var framework = false
            if name.hasPrefix("android:") {
                framework = true
                name = name.dropFirst(8)
            }
            if name.hasPrefix("attr/") { name = name.dropFirst(5) }
            guard !name.isEmpty, !name.contains("/"), !name.contains(":") else { return nil }
            return framework ? "android:" + name : String(name)
        } else {
            return nil
        }
        guard !name.isEmpty, !name.contains("/"), !name.contains(":") else { return nil }
        return String(name)
    }

    /// What an attribute (its name without the namespace prefix) of `element` draws (see the type).
    static func use(of attribute: String, in element: String) -> StylesheetUse {
        let name = attribute.lowercased()
        switch element {
        case "solid", "gradient": return .background
        case "stroke": return .boundary
        case "path", "group", "clip-path": return .graphic
        default: break
        }
        if name == "textcolorhighlight" { return .background }
        if name.contains("textcolor") { return .text }
        if name.contains("background") || name == "src" || name == "srccompat" { return .background }
        if element == "item", name == "drawable" { return .background }
        if name.contains("stroke") { return .boundary }
        if name.contains("divider") { return .edge }
        return .graphic
    }

    /// Adds the styles of the folder's values files to `reading`: an item of a widget or text style
    /// (no theme, `AndroidThemes.isTheme`: `Widget.App.Button`'s `android:textColor`) draws as the
    /// attribute it sets would in a layout; an item of a theme or theme overlay that refers to another
    /// colour (`colorProgressbar` = `?attr/colorPrimaryAlternative`) passes its attribute's uses on to it.
    static func add(_ items: [AndroidThemes.Item], to reading: inout Reading) {
        for item in items {
            let value = item.resource.value.trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("@drawable/") { reading.unplacedDrawables.insert(String(value.dropFirst(10))) }
            guard let name = reference(item.resource.value), name != item.resource.name else { continue }
            if AndroidThemes.isTheme(item.style) {
                reading.assignedTo[name, default: []].insert(item.resource.name)
            } else {
                let attribute = item.resource.name
                let local = attribute.split(separator: ":", maxSplits: 1).last.map(String.init) ?? attribute
                reading.direct[name, default: []].insert(use(of: local, in: "style"))
                reading.unplaced.insert(name)
            }
        }
    }

    /// The uses of each colour of `tokens` that the layouts (`reading`) show, following references:
    /// a colour's uses are its own and those of every colour and theme attribute whose value refers to
    /// it (`?attr/x`, `@color/x`; `CSSStyleUse.followingAssignments`). Only the app's own colours are
    /// drawn where its layouts say (`own`: the colour resources of the folder and the attributes its
    /// `<attr>` elements declare); the platform and its libraries draw their own theme attributes
    /// (Material's `colorPrimary`, `android:textColorPrimary`) in their widgets, which no layout shows,
    /// so theirs are unknown (`StylesheetUse.indirect`), and so is a colour another one refers to
    /// whose uses no layout shows.
    static func uses(_ reading: Reading, tokens: [ColorToken], own: Set<String>) -> [String: StylesheetUse] {
        var direct = reading.direct
        var assignedTo = reading.assignedTo
        for token in tokens {
            if !own.contains(token.name) { direct[token.name, default: []].insert(.indirect) }
            for value in token.values.values {
                guard let target = reference(value.source), target != token.name else { continue }
                assignedTo[target, default: []].insert(token.name)
            }
        }
        let names = Set(tokens.map(\.name))
        return CSSStyleUse.followingAssignments(direct: direct, assignedTo: assignedTo).filter {
            names.contains($0.key)
        }
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        /// The name of the colour state list being read, `nil` for a layout or drawable.
        let stateList: String?
        let kind: FileKind
        let path: String
        /// The file as reasons name it (`layout/card_entry.xml`).
        let shortPath: String
        /// The file's lines, to find the line of an attribute.
        let lines: [Substring]
        var direct: [String: StylesheetUse] = [:]
        /// The names a colour state list's `<item android:color>`s refer to.
        var stateItems: [String] = []
        var depth = 0
        /// Whether the file holds an element.
        var sawElement = false
        /// For a layout: the views open, outermost first.
        var views: [AndroidLayoutSurfaces.View] = []
        var placements: [String: [AndroidLayoutSurfaces.Placement]] = [:]
        var drawableSites: [String: [AndroidLayoutSurfaces.Placement]] = [:]
        var includes: [String: [AndroidLayoutSurfaces.Placement]] = [:]
        /// For a drawable: its root element, its colour uses and the colours of its `<solid>`s.
        var root: String?
        var drawableUses: [(name: String, use: StylesheetUse, line: Int)] = []
        var fills: [String] = []
        /// The line the previous start or end tag ended on.
        var previousLine = 1
        /// The first error libxml2 reported, with the line and column where the parser stood. Parsing
        /// stops there, as `AndroidResourceParser`'s does: libxml2 goes on past some errors, and
        /// FoundationXML then ended the process on the comment after bytes that are not UTF-8
        /// (`<a><!-- \u{FF} --></a>`, found by FuzzAndroid).
        var failure: (code: Int, line: Int, column: Int)?

        init(stateList: String?, kind: FileKind, path: String, shortPath: String, source: Data) {
            self.stateList = stateList
            self.kind = kind
            self.path = path
            self.shortPath = shortPath
            if case .stateList = kind {
                lines = []
            } else {
                lines = String(decoding: source, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            }
        }

        /// The line of attribute `qualified` of the start tag that ended on `line`: the last line from the
        /// previous tag's end to `line` that writes it, else `line`.
        func line(of qualified: String, endingOn line: Int) -> Int {
            guard line <= lines.count else { return line }
            for candidate in stride(from: line, through: max(previousLine, 1), by: -1)
            where lines[candidate - 1].contains(qualified + "=") {
                return candidate
            }
            return line
        }

        /// The background a layout's view writes (`AndroidLayoutSurfaces`).
        func background(_ element: String, _ local: [String: String], style: String?)
            -> AndroidLayoutSurfaces.Background
        {
            let tint = local["backgroundTint"].flatMap(AndroidLayoutUses.reference)
            if let value = local["cardBackgroundColor"] {
                return AndroidLayoutUses.reference(value).map { .colour($0) } ?? .unknown
            }
            if let value = local["background"] { return AndroidLayoutSurfaces.written(value, tint: tint) }
            if let tint { return .colour(tint) }
            if let style {
                if style.hasPrefix("@style/") { return .style(String(style.dropFirst(7)), element: element) }
                // The platform's progress bar styles draw their track in the progress drawable and set no
                // background (AOSP `Widget.ProgressBar.Horizontal`: indeterminateOnly, progressDrawable,
                // indeterminateDrawable, minHeight, maxHeight, mirrorForRtl).
                return style.contains("progressBarStyle") || style.contains("Widget.ProgressBar") ? .none : .unknown
            }
            return AndroidLayoutSurfaces.defaultsUnknown(element) ? .unknown : .none
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes: [String: String] = [:]
        ) {
            depth += 1
            sawElement = true
            defer { previousLine = parser.lineNumber }
            if root == nil { root = elementName }
            let tagLine = parser.lineNumber
            var byLocal: [String: String] = [:]
            for (qualified, value) in attributes {
                let parts = qualified.split(separator: ":", maxSplits: 1)
                if parts.count == 2, parts[0] == "tools" || parts[0] == "xmlns" { continue }
                byLocal[parts.count == 2 ? String(parts[1]) : qualified] = value
            }
            let isLayout: Bool
            if case .layout = kind { isLayout = true } else { isLayout = false }
            let view = AndroidLayoutSurfaces.View(
                element: elementName, file: shortPath, line: tagLine,
                background: isLayout ? background(elementName, byLocal, style: attributes["style"]) : .none)
            let ancestors = Array(views.reversed())
            let layoutName: String?
            if case .layout(let name) = kind { layoutName = name } else { layoutName = nil }
            func site(_ qualified: String, ownBehind: Bool) -> AndroidLayoutSurfaces.Placement {
                AndroidLayoutSurfaces.Placement(
                    use: [], under: ownBehind ? [view] + ancestors : ancestors,
                    location: SourceLocation(file: path, line: line(of: qualified, endingOn: tagLine)),
                    layout: layoutName)
            }
            for (qualified, value) in attributes.sorted(by: { $0.key < $1.key }) {
                let parts = qualified.split(separator: ":", maxSplits: 1)
                let (prefix, local) = parts.count == 2 ? (String(parts[0]), String(parts[1])) : ("", qualified)
                guard prefix != "tools", prefix != "xmlns", qualified != "xmlns" else { continue }
                // What a fill or border is drawn over is its parent's background; text, icons, a
                // progress drawable and a highlight are drawn over the view's own.
                let name = local.lowercased()
                let ownBehind =
                    !(name.contains("background") && name != "textcolorhighlight") && !name.contains("stroke")
                let text = value.trimmingCharacters(in: .whitespaces)
                if text.hasPrefix("@drawable/") {
                    // In a drawable, the drawable it draws (`drawableSites`' keys).
                    drawableSites[String(text.dropFirst(10)), default: []].append(site(qualified, ownBehind: ownBehind))
                }
                if isLayout, elementName == "include", local == "layout", text.hasPrefix("@layout/") {
                    includes[String(text.dropFirst(8)), default: []].append(site(qualified, ownBehind: false))
                }
                guard let name = reference(value) else { continue }
                if stateList != nil, elementName == "item", local == "color" {
                    stateItems.append(name)
                    continue
                }
                let use = AndroidLayoutUses.use(of: local, in: elementName)
                direct[name, default: []].insert(use)
                switch kind {
                case .layout:
                    var placement = site(qualified, ownBehind: ownBehind)
                    placement.use = use
                    if use == .text {
                        if let size = byLocal["textSize"].flatMap(FontSizeUnit.parse) {
                            (placement.textSize, placement.textSizeUnit) = (size.value, size.unit)
                        }
                        placement.bold = byLocal["textStyle"]?.contains("bold") ?? false
                    }
                    placements[name, default: []].append(placement)
                case .drawable:
                    drawableUses.append((name, use, line(of: qualified, endingOn: tagLine)))
                    if elementName == "solid" { fills.append(name) }
                case .stateList:
                    break
                }
            }
            if isLayout { views.append(view) }
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            depth -= 1
            previousLine = parser.lineNumber
            if case .layout = kind, !views.isEmpty { views.removeLast() }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            let code = (parseError as NSError).code
            // Namespace errors (libxml2's 200-299: a prefix not declared) do not stop the parser and
            // were never a layout's fault here: attributes are matched by their written prefix.
            guard !(200..<300).contains(code) else { return }
            if failure == nil { failure = (code, parser.lineNumber, parser.columnNumber) }
            parser.abortParsing()
        }
    }
}
