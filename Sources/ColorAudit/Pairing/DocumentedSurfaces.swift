/// `PairFormation` rule 37, **a colour documented as drawn on another**: a foreground whose own description
/// (`ColorToken.documentation`) says it is placed on a colour it names by its token path is drawn on that
/// colour and the colour's states only, whatever role the name of either gives.
///
/// MetaMask's design tokens say so of every inverse colour (MetaMask/metamask-design-system, commit
/// 282b7b9, `packages/design-tokens/src/figma/lightTheme.json`): `icon.inverse` "For elements placed on top of
/// icon.default fill.", `primary.inverse` "For elements placed on top of primary/default fill.", and the fill's
/// states "Hover state surface for primary/default."; its components draw them so (`ButtonFilter.tsx:12`
/// `bg-icon-default text-icon-inverse`, `Checkbox.tsx:67,113`, `ButtonHero.tsx:14,16` `bg-primary-default`
/// with `text-primary-inverse`). `icon.default` is an icon colour by its name and `primary.default` an
/// interactive one, yet each is the fill under its inverse; no naming convention says that, the system's
/// own word does.
///
/// A border is documented so too: `border.alternative` "Border for elevated surfaces. Transparent in light; a
/// subtle edge in dark so elevated panels read against background.default. Prefer with background.elevated1 /
/// elevated2 when a hairline is needed (e.g. Modal)." (`darkTheme.json`), which `ModalContent.tsx:98-99`
/// draws on the modal's `bg-elevated1`; no component draws it on the page, the sections or the hover fills.
///
/// Read so: after `on` (`placed on`, `used on`, `for use on`), `on top of`, `over`, `atop` or `with` (`prefer
/// with`; and an article), a reference written as a token path — with `/` or `.` inside it
/// (`primary/default`, `icon.default`) or a CSS custom property (`--accent-bg`) — that is the name of another
/// colour of the palette (`/` read as `.`), else whose words (`RoleInference.splitWords`) are those of
/// exactly one other colour. Prose ("on a brand background color", "on surface") names no token and is not
/// followed. A reference followed by `/` and a word names that path's sibling too (`background.elevated1 /
/// elevated2`: `background.elevated2`). The targets are those colours, then their states
/// (`PairFormation.stateWords`: the colours whose words are its words and one state word,
/// `primary.default-hover`, `primary.default-pressed`).
enum DocumentedSurfaces {
    /// The words a reference follows; `of` only in `on top of`.
    static let placementWords: Set<String> = ["on", "over", "atop", "with"]

    /// Articles read past between a placement word and its reference.
    static let articles: Set<String> = ["a", "an", "the"]

    /// The names each documented foreground among `foregrounds` is drawn on, by foreground index: the colour
    /// its description names first, then that colour's states in `PairFormation.stateWords` order, all
    /// names of `tokens` (the palette's colours). Backgrounds and focus colours are not read.
    static func surfaces(foregrounds: [ColorToken], tokens: [ColorToken]) -> [Int: [String]] {
        guard foregrounds.contains(where: { $0.documentation != nil }) else { return [:] }
        var byKey: [String: [String]] = [:]
        var exactly: [String: String] = [:]
        for token in tokens {
            byKey[PairFormation.key(RoleInference.splitWords(token.name)), default: []].append(token.name)
            let written = token.name.lowercased().replacingOccurrences(of: "/", with: ".")
            if exactly[written] == nil { exactly[written] = token.name }
        }
        var result: [Int: [String]] = [:]
        for (f, token) in foregrounds.enumerated() {
            guard let text = token.documentation, token.role != .background, token.role != .focus else { continue }
            for placement in placements(in: text) {
                var targets: [String] = []
                for reference in placement {
                    let words = RoleInference.splitWords(reference)
                    let key = PairFormation.key(words)
                    // The path as written first (`background.elevated1`, whose words are `elevated2`'s too).
                    let written = exactly[reference.lowercased().replacingOccurrences(of: "/", with: ".")]
                    guard !words.isEmpty, let names = written.map({ [$0] }) ?? byKey[key], names.count == 1,
                        names[0] != token.name
                    else { continue }
                    targets += names
                    for state in PairFormation.stateWords {
                        if let variant = byKey[PairFormation.key(words + [state])], variant.count == 1 {
                            targets.append(variant[0])
                        }
                    }
                }
                guard !targets.isEmpty else { continue }
                result[f] = targets
                break
            }
        }
        return result
    }

    /// The token references of `text` that follow a placement word (see the type), in order.
    static func references(in text: String) -> [String] { placements(in: text).flatMap { $0 } }

    /// The token references of each placement in `text`: the reference after the placement word, then the
    /// siblings written after it as `/ word` (see the type).
    static func placements(in text: String) -> [[String]] {
        let pieces = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
        var result: [[String]] = []
        for (i, piece) in pieces.enumerated() {
            let word = piece.lowercased()
            guard placementWords.contains(word) || (word == "of" && i > 0 && pieces[i - 1].lowercased() == "top")
            else { continue }
            var j = i + 1
            while j < pieces.count, articles.contains(pieces[j].lowercased()) { j += 1 }
            guard j < pieces.count else { continue }
            let reference = trimmed(pieces[j])
            guard isTokenPath(reference) else { continue }
            var placement = [reference]
            // `background.elevated1 / elevated2`: the sibling path.
            var k = j + 1
            while k + 1 < pieces.count, pieces[k] == "/",
                let cut = reference.lastIndex(where: { $0 == "." || $0 == "/" })
            {
                let sibling = trimmed(pieces[k + 1])
                guard !sibling.isEmpty, sibling.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else { break }
                placement.append(String(reference[...cut]) + sibling)
                k += 2
            }
            result.append(placement)
        }
        return result
    }

    /// `piece` without the punctuation a sentence puts around a word (quotes, brackets, a final stop or
    /// comma).
    private static func trimmed(_ piece: String) -> String {
        let around: Set<Character> = ["`", "\"", "'", "(", ")", "[", "]", "{", "}", ",", ";", ":", ".", "!", "?"]
        var s = Substring(piece)
        while let first = s.first, around.contains(first), !s.hasPrefix("--") { s = s.dropFirst() }
        while let last = s.last, around.contains(last) { s = s.dropLast() }
        return String(s)
    }

    /// Whether `reference` is written as a token path: `/` or `.` between letters or digits, or a CSS custom
    /// property (`--x`).
    static func isTokenPath(_ reference: String) -> Bool {
        if reference.hasPrefix("--"), reference.count > 2 { return true }
        let characters = Array(reference)
        return characters.indices.contains { i in
            (characters[i] == "/" || characters[i] == ".") && i > 0 && i < characters.count - 1
                && (characters[i - 1].isLetter || characters[i - 1].isNumber)
                && (characters[i + 1].isLetter || characters[i + 1].isNumber)
        }
    }
}
