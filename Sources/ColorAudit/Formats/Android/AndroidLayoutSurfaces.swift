import ColorScience

/// What an Android app's colour is drawn over, read from its layouts (`AndroidLayoutUses` records each
/// use with the backgrounds of the view and its ancestors): the pairs the layouts draw, judged instead of
/// pairing the colour with every surface of its theme.
///
/// Android draws a view tree parents first: "parents will be drawn before (i.e., behind) their children"
/// (developer.android.com/guide/topics/ui/how-android-draws), and a view draws its background before its
/// content and its children (`View.draw`: "Draw the background … Draw view's content … Draw children",
/// developer.android.com/reference/android/view/View). So what shows behind a use is:
/// - for a fill (`android:background`, `<solid>` of a drawable that is the view's background) and a
///   border: the nearest ancestor's background;
/// - for text and every other use (`textColor`, `android:src`, `android:tint`, `progressDrawable`, a
///   highlight): the view's own background, else the nearest ancestor's.
///
/// A background is read from `android:background` (a colour, `@null`, `@android:color/transparent`, or a
/// drawable whose one fill is a `<solid>` colour of the app), `android:backgroundTint`/`app:backgroundTint`
/// (the drawn colour when set), `app:cardBackgroundColor`, and a `style=` of the app followed through its
/// parents to Material's card styles, whose container colours Material documents
/// (material-components-android `card/res/values/tokens.xml`: elevated `colorSurfaceContainerLow`, filled
/// `colorSurfaceContainerHighest`, outlined `colorSurface`), remapped by the style's
/// `materialThemeOverlay`. A view of a kind that draws a background of its own that is not written in the
/// layout (buttons, fields, chips, cards, bars, sheets, navigation: `defaultsUnknown`) or one written any
/// other way (a literal, a framework colour, a ripple, another drawable) is unknown: a colour with a use
/// over an unknown background keeps the pairs its roles form. A layout included by another
/// (`<include layout="@layout/x"/>`) continues under the include's ancestors. Where no view under the
/// use draws a background, it is drawn over the window's (`windowSurfaces`: `android:windowBackground`,
/// else the theme's `android:colorBackground`, else `colorSurface`).
///
/// Only colours of the app's own (its `<color>`s and `<attr>`s) whose every use the layouts show and
/// place are narrowed (`drawnOnly`): Material's and the platform's attributes are drawn by their widgets
/// where no layout shows, a widget style's colour wherever the style is applied.
enum AndroidLayoutSurfaces {
    /// A view's background as written (see the type).
    enum Background: Hashable, Sendable {
        /// No background: the view shows what is behind it.
        case none
        /// The colour of this name (`?attr/x`, `@color/x`: `AndroidLayoutUses.reference`).
        case colour(String)
        /// The drawable of this name, tinted with the named colour when a tint is set.
        case drawable(String, tint: String?)
        /// The style of this name (`style="@style/x"`), for a view of `element`.
        case style(String, element: String)
        /// A background this reading cannot name.
        case unknown
    }

    /// One view under a use: its element, the line its start tag ends on and its background.
    struct View: Hashable, Sendable {
        var element: String
        var file: String
        var line: Int
        var background: Background
    }

    /// A use of a colour and the views under it, nearest first (the view itself first when its own
    /// background shows behind the use).
    struct Placement: Hashable, Sendable {
        var use: StylesheetUse
        var under: [View]
        /// Where the use is written (the attribute's line in the layout, or the layout line that draws the
        /// drawable holding it).
        var location: SourceLocation
        /// The drawable file (`drawable/x.xml`) holding the use, when it is drawn through one.
        var drawable: String? = nil
        /// The layout file the views are in, by its name (`card_entry`): where the views run out, an
        /// include of that layout continues.
        var layout: String? = nil
        /// For text: the view's `android:textSize` when written in a unit (`20sp`), and whether its
        /// `android:textStyle` is bold (WCAG's large text: 18 pt, or 14 pt bold).
        var textSize: Double? = nil
        var textSizeUnit: FontSizeUnit? = nil
        var bold = false
    }

    /// Element names (their last dotted component) of views that draw a background of their own by
    /// default, from their widget style: buttons, fields, chips, cards, bars, sheets, navigation. Under
    /// them the background is unknown unless the layout or an app style writes it.
    static func defaultsUnknown(_ element: String) -> Bool {
        let local = element.split(separator: ".").last.map(String.init) ?? element
        let words = [
            "Button", "EditText", "Spinner", "Chip", "Card", "Toolbar", "AppBar", "ActionBar", "Navigation", "Sheet",
            "TextInput", "TabLayout", "Snackbar", "SearchView", "SearchBar", "Slider", "Switch", "CheckBox",
            "RadioButton", "ToggleButton", "CompleteTextView", "Dropdown", "Menu", "Dialog",
        ]
        return words.contains { local.contains($0) }
    }

    /// The container colour attribute of Material's card styles (material-components-android
    /// `lib/java/com/google/android/material/card/res/values/tokens.xml`, commit 57f3cdb:
    /// `m3_comp_elevated_card_container_color` `?attr/colorSurfaceContainerLow`, filled
    /// `?attr/colorSurfaceContainerHighest`, outlined `?attr/colorSurface`), by style name.
    static let materialCardBackgrounds: [String: String] = [
        "Widget.Material3.CardView.Elevated": "colorSurfaceContainerLow",
        "Widget.Material3.CardView.Filled": "colorSurfaceContainerHighest",
        "Widget.Material3.CardView.Outlined": "colorSurface",
    ]

    /// The names of the window's background, surest first: the theme's `android:windowBackground`, else
    /// `android:colorBackground` (the platform's Material themes set `windowBackground` to
    /// `?attr/colorBackground`: AOSP `core/res/res/values/themes_material.xml`), else Material's
    /// `colorSurface`. Only the first the palette has is judged.
    static let windowSurfaces = ["android:windowBackground", "android:colorBackground", "colorSurface"]

    /// The prefix of the reason (`PairDeclaration.formedBy`) of every pair a layout draws.
    static let reasonPrefix = "layout: "

    /// What one colour's uses resolve to.
    enum Backdrop: Hashable {
        case colour(String, view: View)
        case window
        case unknown
    }

    /// The styles of the app, to follow a view's `style=`.
    struct Styles {
        /// Each style's items (attribute → value as written) and parent, by style name.
        var items: [String: [String: String]] = [:]
        var parents: [String: String] = [:]

        init(_ themeItems: [AndroidThemes.Item]) {
            for item in themeItems where !item.nightFolder {
                items[item.style.name, default: [:]][item.resource.name] = item.resource.value
                if let parent = item.style.parent, !parent.isEmpty {
                    parents[item.style.name] = parent.hasPrefix("@style/") ? String(parent.dropFirst(7)) : parent
                }
            }
        }

        /// The style `name` and its parents, nearest first, at most 32 (Android's implicit parent: the
        /// name before its last dot, when the app defines that style).
        func chain(_ name: String) -> [String] {
            var chain: [String] = []
            var current: String? = name
            while let style = current, chain.count < 32, !chain.contains(style) {
                chain.append(style)
                if let parent = parents[style] {
                    current = parent
                } else if let dot = style.lastIndex(of: "."), items[String(style[..<dot])] != nil {
                    current = String(style[..<dot])
                } else {
                    current = nil
                }
            }
            return chain
        }
    }

    /// The background a `style=` gives a view (see the type): `nil` for none written.
    static func background(ofStyle name: String, element: String, styles: Styles) -> Background {
        var overlay: String?
        for style in styles.chain(name) {
            let items = styles.items[style] ?? [:]
            if overlay == nil, let value = items["materialThemeOverlay"], value.hasPrefix("@style/") {
                overlay = String(value.dropFirst(7))
            }
            let tint = (items["backgroundTint"] ?? items["android:backgroundTint"]).flatMap(AndroidLayoutUses.reference)
            if let value = items["cardBackgroundColor"] {
                return AndroidLayoutUses.reference(value).map { .colour($0) } ?? .unknown
            }
            if let value = items["android:background"] {
                return written(value, tint: tint)
            }
            if let tint { return .colour(tint) }
            if let attribute = materialCardBackgrounds[style] {
                // `materialThemeOverlay` sets the component's own theme: its items replace the attributes.
                if let overlay, let value = styles.items[overlay]?[attribute] {
                    return AndroidLayoutUses.reference(value).map { .colour($0) } ?? .unknown
                }
                return .colour(attribute)
            }
        }
        return defaultsUnknown(element) || styles.items[name] == nil ? .unknown : .none
    }

    /// The background an `android:background` value gives (see the type), with the view's tint.
    static func written(_ value: String, tint: String?) -> Background {
        let text = value.trimmingCharacters(in: .whitespaces)
        if text == "@null" || text == "@android:color/transparent" { return .none }
        if text.hasPrefix("@drawable/") { return .drawable(String(text.dropFirst(10)), tint: tint) }
        if let tint { return .colour(tint) }
        return AndroidLayoutUses.reference(text).map { .colour($0) } ?? .unknown
    }

    /// The pairs the layouts of `reading` draw with the colours of `tokens`, and the colours drawn only
    /// there (see the type). `styles` are the app's style items; `own` the app's own colour names;
    /// `assignedTo` the names each name's uses pass on to (`AndroidLayoutUses.uses`).
    static func drawn(
        _ reading: AndroidLayoutUses.Reading, styles themeItems: [AndroidThemes.Item], tokens: [ColorToken],
        own: Set<String>
    ) -> (pairs: [PairDeclaration], drawnOnly: Set<String>) {
        guard !reading.placements.isEmpty || !reading.drawableUses.isEmpty else { return ([], []) }
        let names = Set(tokens.map(\.name))
        let styles = Styles(themeItems)
        // Whose uses pass on to whom: colour state lists, theme items and the tokens' own references.
        var sources = reading.assignedTo
        for token in tokens {
            for value in token.values.values {
                guard let target = AndroidLayoutUses.reference(value.source), target != token.name else { continue }
                sources[target, default: []].insert(token.name)
            }
        }
        // Each drawable's sites: where the layouts draw it, and where they draw a drawable that draws it.
        var parents: [String: Set<String>] = [:]
        for (drawable, children) in reading.drawableChildren {
            for child in children { parents[child, default: []].insert(drawable) }
        }
        func sites(_ drawable: String) -> [Placement]? {
            var result: [Placement] = []
            var seen: Set<String> = []
            var pending = [drawable]
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                guard seen.count <= 64, !reading.unplacedDrawables.contains(next),
                    !reading.layeredDrawables.contains(next)
                else { return nil }
                result += reading.drawableSites[next] ?? []
                pending += parents[next] ?? []
            }
            // A drawable no layout draws is drawn by code or the platform: unknown.
            return result.isEmpty ? nil : result
        }
        // Every placement of each name, and the names used where no placement is known.
        var placements = reading.placements
        var unplaced = reading.unplaced
        for (drawable, uses) in reading.drawableUses {
            guard let sites = sites(drawable) else {
                unplaced.formUnion(uses.map(\.name))
                continue
            }
            for use in uses {
                for site in sites {
                    var placement = site
                    placement.use = use.use
                    placement.drawable = "drawable/\(drawable).xml:\(use.line)"
                    placements[use.name, default: []].append(placement)
                }
            }
        }
        for (name, use) in reading.direct where !use.isEmpty && placements[name] == nil { unplaced.insert(name) }
        func surface(_ background: Background, depth: Int = 0) -> Background {
            switch background {
            case .none, .unknown: return background
            case .colour(let name): return names.contains(name) ? background : .unknown
            case .drawable(let drawable, let tint):
                if let tint { return surface(.colour(tint)) }
                guard let fill = reading.drawableFills[drawable] ?? nil else { return .unknown }
                return surface(.colour(fill))
            case .style(let style, let element):
                guard depth < 2 else { return .unknown }
                return surface(
                    AndroidLayoutSurfaces.background(ofStyle: style, element: element, styles: styles), depth: depth + 1
                )
            }
        }
        // What shows under the root of each included layout, found once per layout (a layout included
        // in a circle, or more than 8 deep, is unknown).
        var underIncluded: [String: [Backdrop]] = [:]
        func backdrops(_ under: [View], layout: String?, depth: Int = 0) -> [Backdrop] {
            for view in under {
                switch surface(view.background) {
                case .none: continue
                case .colour(let name): return [.colour(name, view: view)]
                default: return [.unknown]
                }
            }
            guard let layout, let includes = reading.includes[layout], !includes.isEmpty else { return [.window] }
            if let known = underIncluded[layout] { return known }
            guard depth < 8 else { return [.unknown] }
            underIncluded[layout] = [.unknown]
            var found: [Backdrop] = []
            for site in includes {
                for backdrop in backdrops(site.under, layout: site.layout, depth: depth + 1)
                where !found.contains(backdrop) {
                    found.append(backdrop)
                }
            }
            underIncluded[layout] = found
            return found
        }
        var pairs: [PairDeclaration] = []
        var drawnOnly: Set<String> = []
        var seen: Set<[String]> = []
        for token in tokens where own.contains(token.name) {
            var group: Set<String> = []
            var pending = [token.name]
            while let next = pending.popLast() {
                guard group.insert(next).inserted else { continue }
                pending += sources[next] ?? []
            }
            guard group.count <= 256,
                !group.contains(where: { unplaced.contains($0) || (names.contains($0) && !own.contains($0)) })
            else { continue }
            let drawn = group.sorted().flatMap { placements[$0] ?? [] }
            guard !drawn.isEmpty else { continue }
            let window = windowSurfaces.first { names.contains($0) && $0 != token.name }.map { [$0] } ?? []
            var found: [PairDeclaration] = []
            var complete = true
            for placement in drawn {
                for backdrop in backdrops(placement.under, layout: placement.layout) {
                    switch backdrop {
                    case .unknown: complete = false
                    case .colour(let name, let view):
                        found.append(
                            pair(
                                token.name, on: name, placement,
                                over:
                                    "over \(name), the background of \(local(view.element)) (\(view.file):\(view.line))"
                            ))
                    case .window:
                        if window.isEmpty { complete = false }
                        for name in window {
                            found.append(
                                pair(
                                    token.name, on: name, placement,
                                    over: "where no view under it draws a background: over the window's \(name)"))
                        }
                    }
                }
                if !complete { break }
            }
            guard complete else { continue }
            drawnOnly.insert(token.name)
            // One pair per background and usage, at its first placement; text at its smallest (a size
            // not written first, then regular before bold): the strictest requirement.
            var chosen: [[String]: Int] = [:]
            func rank(_ pair: PairDeclaration) -> (Double, Double) {
                (pair.fontSize(on: .android) ?? 0, pair.fontWeight ?? 400)
            }
            for pair in found where pair.background != pair.foreground {
                let key = [pair.foreground, pair.background, pair.usage.rawValue]
                if let k = chosen[key] {
                    if rank(pair) < rank(pairs[k]) { pairs[k] = pair }
                } else if seen.insert(key).inserted {
                    chosen[key] = pairs.count
                    pairs.append(pair)
                }
            }
        }
        return (pairs, drawnOnly)
    }

    /// An element's name without its package (`MaterialCardView`).
    static func local(_ element: String) -> String {
        element.split(separator: ".").last.map(String.init) ?? element
    }

    /// The pair of `foreground` on `background` that `placement` draws, with its reason.
    static func pair(_ foreground: String, on background: String, _ placement: Placement, over: String)
        -> PairDeclaration
    {
        let usage: Usage =
            placement.use.contains(.text) ? .text : placement.use.contains(.edge) ? .decorative : .ui
        var pair = PairDeclaration(
            foreground: foreground, background: background, usage: usage,
            fontSize: usage == .text ? placement.textSize : nil,
            fontSizeUnit: usage == .text ? placement.textSizeUnit : nil,
            fontWeight: usage == .text && placement.bold ? 700 : nil, location: placement.location)
        let file = shortPath(placement.location.file)
        let drawnBy = placement.drawable.map { "drawn by \($0) at " } ?? "drawn at "
        pair.formedBy = reasonPrefix + drawnBy + "\(file):\(placement.location.line) " + over
        return pair
    }

    /// A file's path from its resource folder (`layout/card_entry.xml`).
    static func shortPath(_ path: String) -> String {
        let parts = path.split(separator: "/")
        return parts.suffix(2).joined(separator: "/")
    }
}
