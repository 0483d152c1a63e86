import ColorScience

/// An Android app's theme attributes as colours with light and dark values: the `<item
/// name="colorPrimary">@color/lightPrimary</item>` of its `Theme.*` styles in `values/themes.xml` and
/// `values-night/themes.xml` (Material 3's colour roles are such attributes: `colorPrimary`,
/// `colorOnPrimary`, `colorSurface`, `android:colorBackground`…; developer.android.com, "Styles and
/// themes" and "Implement a dark theme").
///
/// - **Themes**: a style whose name or parent contains `Theme` (`Theme.App`, `Theme2.Thunderbird.Light`,
///   `AppTheme` with parent `Theme.Material3.DayNight`); widget styles are left out. A style inherits the
///   items of its parent when the parent is in the same unit (named by `parent=`, else by the dotted
///   prefix of its name, as Android does), through every parent in the unit, a style that sets nothing
///   (`<style name="Theme.App.Dynamic.Dark" parent="Theme.Base.App.Dynamic.Dark" />`) too: inheritance is
///   transitive, and a parent outside the unit (a library's theme) ends the chain; only themes no other
///   theme of the unit inherits are read, and
///   one that sets no colour of its own (`Theme.App.NoActionBar`) is read as its parent. Theme overlays
///   and launch themes (`AndroidThemeKind`) are listed as skipped, and inheriting counts only for the
///   other themes. At most
///   `maximumFamilies` families; further themes are listed as skipped. `?attr/` chains are followed once
///   per theme (each attribute's result is kept), so cost grows with the items, not the chains.
/// - **Appearance**: dark for a style in a `night` folder; else the first scheme word met along the
///   style's parent chain — its name, its parent's name, then each parent in the unit with its own
///   parent, up to the platform theme it ends at (`Theme.Material3.Dark.NoActionBar`,
///   `Theme.MaterialComponents.Light`): `Dark` or `Night` for dark, `Light` for light. `DayNight` met
///   first says the theme follows the system: the default (`any`), which a `values-night` style of the
///   same name makes the light half of; so does a chain with no scheme word.
/// - **Families**: `Theme2.Thunderbird.Light` and `Theme2.Thunderbird.Dark` are one theme, its name
///   without the scheme word; each family is its own palette (`Palette.variant`: the family's name),
///   its colours named by attribute (`colorPrimary`). The theme a read theme names for its dialogs
///   (`dialogTheme`) is read in that theme's family (`AndroidDialogThemes`).
/// - **Values**: `@color/…` (resolved in the appearance, as the palette's own colours), `@android:color/…`,
///   a literal colour, or `?attr/other` / `?other` (another attribute of the same theme; a loop of them is
///   reported as unresolved). Items whose value is anything else (`@drawable/…`, `true`, a dimension) are
///   not colours and are left out; a `#` literal that is no colour is an error (the importer's).
enum AndroidThemes {
    /// One `<item>` of a `<style>`, and whether its file is in a `night` folder.
    struct Item {
        var resource: AndroidResourceParser.Resource
        var style: AndroidResourceParser.Style
        var nightFolder: Bool
    }

    /// A `<style>` of the unit (one that sets no `<item>` too), and whether its file is in a `night` folder.
    struct DeclaredStyle {
        var style: AndroidResourceParser.Style
        var nightFolder: Bool
    }

    /// A theme attribute's colour per appearance, with where it was written.
    struct Attribute {
        var name: String
        var values: [Appearance: ColorValue]
        var location: SourceLocation
        /// Values that could not be resolved, with why (reported as unresolved).
        var unresolved: [(reason: String, location: SourceLocation)]
    }

    /// One theme family's attributes.
    struct Family {
        /// The family's name (`Theme2.Thunderbird`).
        var name: String
        /// Its colour attributes, in the order first met.
        var attributes: [Attribute]
        /// The themes outside the unit its themes' chains end at (`Theme.AppCompat.Light.NoActionBar`,
        /// `Theme.Material3.DayNight`), each once, in the order met; empty when a chain ends at no parent.
        var platformParents: [String] = []
    }

    /// Whether a style name says the theme follows the system (`DayNight`).
    static func isDayNight(_ name: String) -> Bool {
        let words = name.split(separator: ".").flatMap { RoleInference.splitWords(String($0)) }
        return words.contains("daynight")
            || zip(words, words.dropFirst()).contains(where: { $0 == "day" && $1 == "night" })
    }

    /// The words of a style name that name a colour scheme, by appearance. A segment that names the app
    /// bar's scheme (`DarkActionBar`: AppCompat's `Theme.AppCompat.Light.DarkActionBar` is a light theme
    /// with a dark action bar, appcompat `res/values/themes.xml`) says nothing of the theme's.
    static func scheme(of name: String) -> Appearance? {
        let words = name.split(separator: ".").map { RoleInference.splitWords(String($0)) }
            .filter { !namesBarScheme($0) }.flatMap { $0 }
        if words.contains("daynight") || zip(words, words.dropFirst()).contains(where: { $0 == "day" && $1 == "night" })
        {
            return nil
        }
        if words.contains("dark") || words.contains("night") { return .dark }
        if words.contains("light") { return .light }
        return nil
    }

    /// Whether a style name's segment, split into words, is a scheme word followed by a bar
    /// (`DarkActionBar`, `LightToolbar`): the scheme of that bar, not of the theme.
    static func namesBarScheme(_ words: [String]) -> Bool {
        guard let first = words.first, ["dark", "light"].contains(first), words.count > 1 else { return false }
        return words.dropFirst().contains { ["action", "bar", "toolbar", "actionbar", "appbar"].contains($0) }
    }

    /// `name` without its scheme words (`Theme2.Thunderbird.Light` → `Theme2.Thunderbird`).
    static func family(of name: String) -> String {
        let kept = name.split(separator: ".").filter { scheme(of: String($0)) == nil }
        return kept.isEmpty ? name : kept.joined(separator: ".")
    }

    static func isTheme(_ style: AndroidResourceParser.Style) -> Bool {
        style.name.contains("Theme") || (style.parent?.contains("Theme") ?? false)
    }

    /// The names of the unit's theme styles: those `isTheme` says, and every style of the unit a theme
    /// inherits (NewPipe's `Base`, `values/styles.xml:22`, whose parent `Base.V21` sets `actionColor` for
    /// `Base.V21.LightTheme`: a theme's parents are themes whatever their names).
    static func themeStyleNames(_ items: [Item], styles declared: [DeclaredStyle]) -> Set<String> {
        var all: [String: [AndroidResourceParser.Style]] = [:]
        for style in declared.map(\.style) + items.map(\.style) { all[style.name, default: []].append(style) }
        var names = Set(all.values.flatMap { $0 }.filter(isTheme).map(\.name))
        var pending = Array(names)
        while let name = pending.popLast() {
            for style in all[name] ?? [] {
                let parent: String?
                if let written = style.parent, !written.isEmpty {
                    parent = written.hasPrefix("@style/") ? String(written.dropFirst(7)) : written
                } else {
                    parent = style.name.lastIndex(of: ".").map { String(style.name[..<$0]) }
                }
                if let parent, all[parent] != nil, names.insert(parent).inserted { pending.append(parent) }
            }
        }
        return names
    }

    /// Whether a theme's name says it is an implementation layer under the app's themes, not one the app
    /// applies: a segment `Base` or `Platform` (AppCompat's own `Base.V7.Theme.AppCompat`,
    /// `Platform.AppCompat`; an app's `Base.V21.LightTheme`, `Theme.Base.App.Dynamic`) or one naming an API
    /// level (`V21`).
    static func isLayer(_ name: String) -> Bool {
        name.split(separator: ".").contains { segment in
            segment == "Base" || segment == "Platform"
                || (segment.count > 1 && segment.first == "V" && segment.dropFirst().allSatisfy(\.isNumber))
        }
    }

    /// The theme attributes that are colours. `color(reference, appearance)` resolves `@color/name`
    /// (without the prefix) or a literal in an appearance: its colour and source name, or why not. `styles`
    /// are the unit's `<style>` elements, in order: those without items are links of parent chains too
    /// (`Theme.App.Dark` → `Theme.App.Dynamic.Dark`, empty → `Theme.Base.App.Dynamic.Dark`, which sets the
    /// colours: Android's inheritance is transitive).
    /// - Returns: the attributes, and the theme styles left out beyond `maximumFamilies`.
    static func attributes(
        _ items: [Item], styles declared: [DeclaredStyle] = [],
        color: (AndroidColorValue.Parsed, String, Appearance) -> Result<ColorValue, Unresolved>
    ) -> (families: [Family], skipped: [(style: AndroidResourceParser.Style, reason: String)]) {
        // Styles by (name, night folder), with their items in order.
        struct StyleKey: Hashable {
            var name: String
            var night: Bool
        }
        var styles: [StyleKey: (style: AndroidResourceParser.Style, items: [AndroidResourceParser.Resource])] = [:]
        var order: [StyleKey] = []
        // Every theme style in file order, those without items too, so a chain passes through them; a name
        // declared twice in one configuration is the declaration that sets items, as before.
        var firstWithItems: [StyleKey: AndroidResourceParser.Style] = [:]
        let themeNames = themeStyleNames(items, styles: declared)
        func isTheme(_ style: AndroidResourceParser.Style) -> Bool { themeNames.contains(style.name) }
        for item in items where isTheme(item.style) {
            let key = StyleKey(name: item.style.name, night: item.nightFolder)
            if firstWithItems[key] == nil { firstWithItems[key] = item.style }
        }
        for entry in declared where isTheme(entry.style) {
            let key = StyleKey(name: entry.style.name, night: entry.nightFolder)
            guard styles[key] == nil else { continue }
            styles[key] = (firstWithItems[key] ?? entry.style, [])
            order.append(key)
        }
        for item in items where isTheme(item.style) {
            let key = StyleKey(name: item.style.name, night: item.nightFolder)
            if styles[key] == nil {
                styles[key] = (item.style, [])
                order.append(key)
            }
            styles[key]?.items.append(item.resource)
        }
        func parentName(_ style: AndroidResourceParser.Style) -> String? {
            if let parent = style.parent, !parent.isEmpty {
                return parent.hasPrefix("@style/") ? String(parent.dropFirst(7)) : parent
            }
            guard let dot = style.name.lastIndex(of: ".") else { return nil }
            return String(style.name[..<dot])
        }
        // A style and its parents inside the unit, nearest first, in the day or the night configuration
        // (where a `values-night` style of a name replaces the default one, as Android resolves them).
        func chain(_ name: String, night: Bool) -> [StyleKey] {
            var chain: [StyleKey] = []
            var next: String? = name
            while let name = next, chain.count < 32 {
                let key =
                    night && styles[StyleKey(name: name, night: true)] != nil
                    ? StyleKey(name: name, night: true) : StyleKey(name: name, night: false)
                guard let entry = styles[key], !chain.contains(key) else { break }
                chain.append(key)
                next = parentName(entry.style)
            }
            return chain
        }
        // The items of a chain, nearest winning.
        func effectiveItems(_ chain: [StyleKey]) -> [AndroidResourceParser.Resource] {
            var seen = Set<String>()
            var result: [AndroidResourceParser.Resource] = []
            for at in chain {
                for item in styles[at]?.items ?? [] where seen.insert(item.name).inserted { result.append(item) }
            }
            return result
        }
        // A theme that sets no colour of its own (Theme.App.NoActionBar: window flags) has its parent's
        // colours: the parent in the unit stands for it.
        func isColourItem(_ item: AndroidResourceParser.Resource) -> Bool {
            item.value.hasPrefix("?") || AndroidColorValue.parse(item.value) != nil
        }
        func setsColour(_ name: String) -> Bool {
            [false, true].contains { night in
                styles[StyleKey(name: name, night: night)]?.items.contains(where: isColourItem) ?? false
            }
        }
        // Theme overlays and launch themes are no theme of their own (`AndroidThemeKind`): they are listed as
        // skipped when they set a colour, and a theme only they inherit is still read.
        var kinds: [String: AndroidThemeKind] = [:]
        func kind(_ name: String) -> AndroidThemeKind {
            if let known = kinds[name] { return known }
            let day = chain(name, night: false)
            let keys = day.isEmpty ? chain(name, night: true) : day
            var names = keys.compactMap { styles[$0]?.style.name }
            if let last = keys.last.flatMap({ styles[$0] }), let parent = parentName(last.style),
                !names.contains(parent)
            {
                names.append(parent)
            }
            let found = AndroidThemeKind.of(names: names, itemNames: Set(effectiveItems(keys).map(\.name)))
            kinds[name] = found
            return found
        }
        let inherited = Set(
            order.compactMap { key in
                styles[key].flatMap { kind(key.name) == .content ? parentName($0.style) : nil }
            })
        var skipped: [(style: AndroidResourceParser.Style, reason: String)] = []
        // Styles whose parents go round (A → B → A, or a style its own parent) resolve to nothing on
        // Android; each inherits the other, so none was read, and they were left out unsaid. They are listed.
        var inCycle = Set<String>()
        for key in order where !inCycle.contains(key.name) {
            var path = [key.name]
            var next = styles[key].flatMap { parentName($0.style) }
            while let name = next, path.count <= 32 {
                if let start = path.firstIndex(of: name) {
                    let loop = path[start...] + [name]
                    for member in loop.dropLast() where inCycle.insert(member).inserted {
                        let entry =
                            styles[StyleKey(name: member, night: false)] ?? styles[StyleKey(name: member, night: true)]
                        if let style = entry?.style {
                            skipped.append(
                                (
                                    style,
                                    "theme '\(member)' is not audited: its parents go round "
                                        + "(\(loop.joined(separator: " → "))), which Android cannot resolve; expected a "
                                        + "parent chain that ends at a platform theme"
                                ))
                        }
                    }
                    break
                }
                guard
                    let entry = styles[StyleKey(name: name, night: false)] ?? styles[StyleKey(name: name, night: true)]
                else { break }
                path.append(name)
                next = parentName(entry.style)
            }
        }
        var chosen: [String] = []
        var seen = Set<String>()
        // The app's themes that others extend come first (`isLayer` leaves out the implementation
        // layers), then the themes no other extends, in file order.
        // Extended by two themes or more: a style only one theme extends (`Theme.App.Dynamic.Light` under
        // `Theme.App.Light`) is that theme's layer.
        var children: [String: Int] = [:]
        for key in order where !key.night && kind(key.name) == .content {
            if let parent = styles[key].flatMap({ parentName($0.style) }) { children[parent, default: 0] += 1 }
        }
        let extended = order.filter { key in
            (children[key.name] ?? 0) >= 2 && !key.night && !isLayer(key.name) && kind(key.name) == .content
        }
        let extendedNames = Set(extended.map(\.name))
        for key in extended + order.filter({ !inherited.contains($0.name) }) {
            var name = key.name
            if let reason = kind(name).reason(name) {
                if seen.insert(name).inserted, let style = styles[key]?.style,
                    effectiveItems(chain(name, night: key.night)).contains(where: isColourItem)
                {
                    skipped.append((style, reason))
                }
                continue
            }
            // An app theme others extend is read under its own name, though its colours are its parents'
            // (NewPipe's `LightTheme`, an empty style over `Base.LightTheme`).
            for _ in 0..<32 where !setsColour(name) && !extendedNames.contains(name) {
                let entry = styles[StyleKey(name: name, night: false)] ?? styles[StyleKey(name: name, night: true)]
                guard let parent = entry.flatMap({ parentName($0.style) }),
                    styles[StyleKey(name: parent, night: false)] != nil
                        || styles[StyleKey(name: parent, night: true)] != nil
                else { break }
                name = parent
            }
            // A theme with no colour anywhere along its chain (an empty `AppTheme` over a library theme) has
            // nothing to read: it takes no family's place.
            let hasColour = [false, true].contains { night in
                effectiveItems(chain(name, night: night)).contains(where: isColourItem)
            }
            if kind(name) == .content, hasColour, seen.insert(name).inserted { chosen.append(name) }
        }
        // A theme that sets the same colours as one before it (`LightDialogMinWidthTheme` beside
        // `LightDialogTheme`, only their platform parents differ) is judged once, as the first.
        var signatures: [[String]: String] = [:]
        chosen = chosen.filter { name in
            let signature = [false, true].flatMap { night in
                effectiveItems(chain(name, night: night)).filter(isColourItem).map { "\(night) \($0.name)=\($0.value)" }
                    .sorted()
            }
            if let first = signatures[signature] {
                if let entry = styles[StyleKey(name: name, night: false)] ?? styles[StyleKey(name: name, night: true)] {
                    skipped.append(
                        (entry.style, "theme '\(name)' is not audited again: it sets the same colours as '\(first)'"))
                }
                return false
            }
            signatures[signature] = name
            return true
        }
        // At most `maximumFamilies` theme families (an app has a few); the styles of others are returned as
        // skipped.
        // The scheme the chain's names say first (see the type); `nil` for DayNight or none.
        func chainScheme(_ chain: [StyleKey]) -> Appearance? {
            for key in chain {
                guard let style = styles[key]?.style else { continue }
                var names = [style.name]
                if let parent = style.parent, !parent.isEmpty {
                    names.append(parent.hasPrefix("@style/") ? String(parent.dropFirst(7)) : parent)
                }
                for name in names {
                    if isDayNight(name) { return nil }
                    if let found = scheme(of: name) { return found }
                }
            }
            return nil
        }
        // The window background a chain sets, when it is opaque black in the default configuration.
        func blackBackground(_ chain: [StyleKey]) -> String? {
            for item in effectiveItems(chain) where nightBackgrounds.contains(item.name) {
                guard let parsed = AndroidColorValue.parse(item.value),
                    case .success(let value) = color(parsed, item.value, .any),
                    value.color.isOpaque, value.color.converted(to: .srgb).components == .zero
                else { continue }
                return item.name
            }
            return nil
        }
        // A dialog theme that another theme read names for its dialogs is read with that theme, in its
        // family (`AndroidDialogThemes`); the hosts come first, so each attribute is located at the host's item.
        let dialogHosts = AndroidDialogThemes.hosts(
            chosen,
            names: { name in
                [false, true].flatMap { night in
                    effectiveItems(chain(name, night: night)).filter { AndroidDialogThemes.items.contains($0.name) }
                        .compactMap { AndroidDialogThemes.style($0.value) }
                }
            },
            colours: { name in
                [false, true].map { night in
                    Dictionary(
                        effectiveItems(chain(name, night: night)).filter(isColourItem).map { ($0.name, $0.value) },
                        uniquingKeysWith: { first, _ in first })
                }
            },
            scheme: { chainScheme(chain($0, night: false)) })
        for (dialog, host) in dialogHosts.sorted(by: { $0.key < $1.key }) {
            guard
                let entry = styles[StyleKey(name: dialog, night: false)] ?? styles[StyleKey(name: dialog, night: true)]
            else { continue }
            skipped.append(
                (
                    entry.style,
                    "theme '\(dialog)' is read with '\(host)', which names it for its dialogs: a dialog's theme is "
                        + "applied over its activity's theme, so its colours are paired with the app's"
                ))
        }
        chosen = chosen.filter { dialogHosts[$0] == nil } + chosen.filter { dialogHosts[$0] != nil }
        var familyOrder: [String] = []
        // `onlyDiffering`: the night configuration of a theme that follows the system, its styles the day
        // ones: only the attributes whose `@color/` takes another value in `values-night` are read there.
        var leaves: [(name: String, chain: [StyleKey], night: Bool, onlyDiffering: Bool)] = []
        for name in chosen {
            let family = family(of: dialogHosts[name] ?? name)
            if !familyOrder.contains(family) {
                guard familyOrder.count < maximumFamilies else {
                    if let entry = styles[StyleKey(name: name, night: false)]
                        ?? styles[StyleKey(name: name, night: true)]
                    {
                        skipped.append(
                            (
                                entry.style,
                                "theme '\(entry.style.name)' is not read: more than \(maximumFamilies) theme families "
                                    + "in one res/ folder"
                            ))
                    }
                    continue
                }
                familyOrder.append(family)
            }
            // In the day configuration and, when a night style takes part, in the night one. A theme that
            // follows the system (DayNight, or no scheme word) is drawn in both: in night mode its `@color/`
            // values are those of `values-night` ("Android selects which alternative resource to use at
            // runtime, depending on the current device configuration", developer.android.com, "Providing
            // resources"), so an attribute whose colour has a night value has it in dark.
            let day = chain(name, night: false)
            let night = chain(name, night: true)
            let nightStyle = night.contains(where: \.night)
            let followsSystem = !day.isEmpty && chainScheme(day) == nil
            // A theme over one that follows the system that sets the window's background to black is its
            // night theme (an AMOLED "black" theme): DayNight's day half draws dark text (AppCompat declares
            // `Theme.AppCompat.DayNight` with parent `Theme.AppCompat.Light` in `values/`, `Theme.AppCompat` in
            // `values-night/`), which a black window would not show. It is read in the night configuration only.
            if followsSystem, let background = blackBackground(day) {
                if let style = styles[day[0]]?.style {
                    skipped.append(
                        (
                            style,
                            "theme '\(name)' is audited in dark only: it sets \(background) to black over a theme "
                                + "that follows the system, whose day half draws dark text"
                        ))
                }
                leaves.append((name, nightStyle ? night : day, true, false))
                continue
            }
            if !day.isEmpty { leaves.append((name, day, false, false)) }
            if nightStyle {
                leaves.append((name, night, true, false))
            } else if followsSystem {
                leaves.append((name, day, true, true))
            }
        }
        let leafFamilies = leaves.map { family(of: dialogHosts[$0.name] ?? $0.name) }
        var families: [Family] = familyOrder.map { Family(name: $0, attributes: []) }
        var index: [String: (family: Int, attribute: Int)] = [:]
        for (leaf, familyName) in zip(leaves, leafFamilies) {
            guard !leaf.chain.isEmpty, let familyIndex = familyOrder.firstIndex(of: familyName) else { continue }
            let appearance: Appearance = leaf.night ? .dark : (chainScheme(leaf.chain) ?? .any)
            // A dialog theme read with its host (above) says nothing of the host's app bar.
            if dialogHosts[leaf.name] == nil, let last = leaf.chain.last.flatMap({ styles[$0] }),
                let parent = parentName(last.style),
                styles[StyleKey(name: parent, night: false)] == nil, styles[StyleKey(name: parent, night: true)] == nil,
                !families[familyIndex].platformParents.contains(parent)
            {
                families[familyIndex].platformParents.append(parent)
            }
            let items = effectiveItems(leaf.chain)
            var byName: [String: AndroidResourceParser.Resource] = [:]
            for item in items { byName[item.name] = item }
            // Each attribute of this theme resolved once: `?attr/` chains share their ends, so a long chain
            // costs its length, not its length for every item on it.
            var outcomes: [String: Result<ColorValue, Unresolved>] = [:]
            func outcome(_ start: AndroidResourceParser.Resource) -> Result<ColorValue, Unresolved> {
                var path: [String] = []
                var onPath = Set<String>()
                var current = start
                var result: Result<ColorValue, Unresolved>
                while true {
                    if let known = outcomes[current.name] {
                        result = known
                        break
                    }
                    path.append(current.name)
                    onPath.insert(current.name)
                    let text = current.value
                    // `?attr/x` and `?x` follow the theme's own attributes; a cycle is no colour.
                    let reference =
                        text.hasPrefix("?attr/")
                        ? String(text.dropFirst(6)) : text.hasPrefix("?") ? String(text.dropFirst()) : nil
                    if let reference {
                        let name = reference.hasPrefix("android:") ? String(reference.dropFirst(8)) : reference
                        guard let next = byName[reference] ?? byName[name] ?? byName["android:" + name] else {
                            result = .failure(.notColor)
                            break
                        }
                        // A loop of `?attr/` references is a colour reference that leads nowhere: reported.
                        guard !onPath.contains(next.name) else {
                            result = .failure(
                                .unresolved("'\(text)' leads back to '\(next.name)': a loop of theme attributes"))
                            break
                        }
                        current = next
                        continue
                    }
                    guard let parsed = AndroidColorValue.parse(text) else {
                        result = .failure(.notColor)
                        break
                    }
                    result = color(parsed, text, appearance)
                    break
                }
                for name in path { outcomes[name] = result }
                return result
            }
            for item in items {
                var value: ColorValue?
                var problem: Unresolved?
                switch outcome(item) {
                case .success(let resolved):
                    var written = resolved
                    written.location = item.location
                    written.source = item.value
                    value = written
                case .failure(let reason): problem = reason
                }
                if case .notColor? = problem { continue }
                let key = familyName + "\u{0}" + item.name
                // The night configuration of a theme that follows the system adds only the colours that change.
                if leaf.onlyDiffering {
                    guard let value, let at = index[key]?.attribute,
                        let dayValue = families[familyIndex].attributes[at].values[.any],
                        dayValue.color != value.color || dayValue.srgbFallback != value.srgbFallback
                    else { continue }
                    families[familyIndex].attributes[at].values[.dark] = value
                    continue
                }
                let at = index[key]?.attribute ?? families[familyIndex].attributes.count
                if index[key] == nil {
                    index[key] = (familyIndex, at)
                    families[familyIndex].attributes.append(
                        Attribute(name: item.name, values: [:], location: item.location, unresolved: []))
                }
                if let value {
                    families[familyIndex].attributes[at].values[appearance] = value
                } else if case .unresolved(let reason)? = problem {
                    families[familyIndex].attributes[at].unresolved.append((reason, item.location))
                }
            }
        }
        return (families.filter { !$0.attributes.isEmpty }, skipped)
    }

    /// The attributes that colour a theme's window (`android:windowBackground`, `android:colorBackground`, and
    /// `windowBackground` without the namespace, which NewPipe sets beside the first: `values/styles.xml`
    /// line 31 at 79767f9): one set to black over a theme that follows the system makes a night theme.
    static let nightBackgrounds: Set<String> = [
        "android:windowBackground", "windowBackground", "android:colorBackground",
    ]

    /// The most theme families read from one `res/` folder.
    static let maximumFamilies = 8

    /// Why a theme attribute has no colour.
    enum Unresolved: Error {
        /// Not a colour attribute at all (a drawable, a flag, a dimension): left out.
        case notColor
        /// A colour reference that could not be resolved: reported.
        case unresolved(String)
    }
}
