import ColorScience

/// The `@import` rules of a stylesheet: what each names, and which colour custom properties an import
/// that is not read would have defined (`CSSCustomProperties` reports the references it leaves
/// unresolved once, at the `@import`).
enum CSSImports {
    /// An `@import` that is not read, where it is written.
    struct Unread: Sendable, Hashable {
        /// What it names, as written (`@radix-ui/colors/yellow.css`, `./theme.css`).
        var specifier: String
        /// Where the rule is written.
        var location: SourceLocation
        /// Why it is not read, for people (`nil`: it is not looked for).
        var why: String?
        /// True when the stylesheet that writes it is another stylesheet of the cascade.
        var isExternal: Bool

        /// The colour family its file name suggests (`family(of:)`).
        var family: String? { CSSImports.family(of: specifier) }

        /// Whether the custom property `name` is one the file would define by its name: `--yellow-a8`
        /// for `yellow-alpha.css`, `--black-a6` for `black-alpha.css`.
        func explains(_ name: String) -> Bool {
            guard let family, name.hasPrefix("--") else { return false }
            let bare = name.dropFirst(2).lowercased()
            return bare == family || bare.hasPrefix(family + "-")
        }
    }

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
