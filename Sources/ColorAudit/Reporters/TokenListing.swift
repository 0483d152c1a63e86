import ColorScience

/// What `coloraudit tokens` prints: every colour read, per file, with its role and, for each
/// appearance of its palette, the value as written, its sRGB rendering, alpha, colour space, whether it
/// is inherited from another appearance, and where it is written; then what could not be resolved and
/// what was skipped.
///
/// JSON (`json()`), version 1:
/// `{"version": 1, "tokens": [{"name", "file", "format", "formatReason", "role", "roleInferred", "values": {APPEARANCE:
/// {"written", "space", "srgb": [r, g, b], "alpha", "hex", "inherited", "location": {"line", "column"}}}}],
/// "unresolved": [{"token", "reason", "file", "line", "column"}], "skipped": [{"file", "reason", …}]}`.
/// - `file`: the file the token is written in (a colour set's `Contents.json`, not the catalog folder).
/// - `role`: `null` when none; `roleInferred` true when the role came from the name.
/// - `values` keys: the palette's appearances (`Palette.appearances`): `light`, `dark`,
///   `light-high-contrast`, `dark-high-contrast`, or `any` for a palette whose colours each have one
///   value. `light` is what Xcode's "Any" gives when there is no explicit light entry (not inherited).
/// - `srgb`: gamma-encoded sRGB, 0…1, unclipped (wide-gamut colours go outside); `hex` the clipped
///   rendering; `space` the space the colour is held in (`srgb`, `display-p3`, `srgb-linear`, …).
/// - `location`: 1-based line and column; `offset` (0-based byte) for binary files instead.
/// - `unresolved` and `skipped` entries come from `Palette.importNotes`; `skipped` also lists the files
///   and folders discovery left out (`file`, `reason`).
public struct TokenListing: Sendable {
    /// The palettes read.
    public var palettes: [Palette]
    /// What discovery skipped: path and reason.
    public var skippedPaths: [(path: String, reason: String)]

    /// Creates a listing.
    public init(palettes: [Palette], skippedPaths: [(path: String, reason: String)] = []) {
        self.palettes = palettes
        self.skippedPaths = skippedPaths
    }

    /// The number of tokens listed.
    public var tokenCount: Int { palettes.reduce(0) { $0 + $1.tokens.count } }

    private static func location(_ location: SourceLocation) -> JSONValue {
        if let offset = location.offset { return .object(["offset": .integer(offset)]) }
        return .object(["line": .integer(location.line), "column": .integer(location.column)])
    }

    /// An import note as JSON: `token`, `reason` (its hints spelled by `hints`), `file`, and `line` and
    /// `column` (or `offset`).
    static func note(_ note: ImportNote, hints: HintSpelling = HintSpelling()) -> JSONValue {
        var object: [String: JSONValue] = [
            "token": note.token.map(JSONValue.string) ?? .null, "reason": .string(note.text.rendered(hints)),
            "file": .string(note.location.file),
        ]
        if let offset = note.location.offset {
            object["offset"] = .integer(offset)
        } else {
            object["line"] = .integer(note.location.line)
            object["column"] = .integer(note.location.column)
        }
        return .object(object)
    }

    /// The JSON document (see the type); `hints` spells the settings reasons point to.
    public func json(hints: HintSpelling = HintSpelling()) -> JSONValue {
        var tokens: [JSONValue] = []
        var unresolved: [JSONValue] = []
        var skipped: [JSONValue] = skippedPaths.map {
            .object(["file": .string($0.path), "reason": .string($0.reason)])
        }
        for palette in palettes {
            let appearances = palette.appearances
            for token in palette.tokens {
                var values: [String: JSONValue] = [:]
                for appearance in appearances {
                    guard let (value, inherited) = token.resolve(appearance) else { continue }
                    let srgb = value.color.converted(to: .srgb)
                    values[appearance.rawValue] = .object([
                        "written": .string(value.source), "space": .string(value.color.space.rawValue),
                        "srgb": .array(
                            [srgb.components.x, srgb.components.y, srgb.components.z].map(JSONValue.number)),
                        "alpha": .number(value.color.alpha), "hex": .string(value.color.hex),
                        "inherited": .bool(inherited != nil), "location": Self.location(value.location),
                    ])
                }
                tokens.append(
                    .object([
                        "name": .string(token.name), "file": .string(token.location.file),
                        "format": .string(palette.format ?? ""),
                        "formatReason": palette.formatReasonText.map { .string($0.rendered(hints)) } ?? .null,
                        "role": token.role.map { .string($0.rawValue) } ?? .null,
                        "roleInferred": .bool(token.roleSource == .inferred), "values": .object(values),
                    ]))
            }
            for note in palette.importNotes where note.kind != .caution {
                if note.kind == .unresolved {
                    unresolved.append(Self.note(note, hints: hints))
                } else {
                    skipped.append(Self.note(note, hints: hints))
                }
            }
        }
        return .object([
            "version": .integer(1), "tokens": .array(tokens), "unresolved": .array(unresolved),
            "skipped": .array(skipped),
        ])
    }

    /// The text listing: per palette file a header, then per token its name, role and one line per
    /// appearance (`light  #ffffff  written "srgb 1.000 1.000 1.000 / 1.000"  alpha 1  srgb  file:line:col`),
    /// then unresolved and skipped entries and a count.
    public func text(hints: HintSpelling = HintSpelling()) -> String {
        var lines: [String] = []
        var unresolved: [String] = []
        var skipped: [String] = skippedPaths.map { "  \($0.path): \($0.reason)" }
        var cautions: [String] = []
        for palette in palettes {
            let appearances = palette.appearances
            lines.append(
                "\(palette.file) (\(palette.format ?? "palette"); \(AuditSummary.plural(palette.tokens.count, "colour")))"
            )
            if let reason = palette.formatReasonText?.rendered(hints) {
                lines.append("  read as \(palette.format ?? "palette"): \(reason)")
            }
            if palette.tokens.isEmpty, !palette.formatsReadingColours.isEmpty {
                let choices = palette.formatsReadingColours.map { hints.text(.inputFormat, $0) }
                lines.append("  no colours read; \(choices.joined(separator: " or ")) reads colours from it")
            }
            for token in palette.tokens {
                let role: String
                switch token.roleSource {
                case .declared: role = token.role?.rawValue ?? "no role"
                case .inferred: role = (token.role?.rawValue ?? "") + " (inferred)"
                case .pattern: role = (token.role?.rawValue ?? "") + " (roles: pattern)"
                case .unknown: role = "no role"
                }
                lines.append("  \(token.name) — \(role)")
                for appearance in appearances {
                    guard let (value, inherited) = token.resolve(appearance) else { continue }
                    var parts = [
                        appearance.rawValue.padding(toLength: 19, withPad: " ", startingAt: 0), value.color.hex,
                        "\"\(value.source)\"",
                    ]
                    if value.color.alpha < 1 { parts.append("alpha \((value.color.alpha * 1000).rounded() / 1000)") }
                    parts.append(value.color.space.rawValue)
                    if let inherited { parts.append("inherited from \(inherited.rawValue)") }
                    parts.append(value.location.description)
                    lines.append("    " + parts.joined(separator: "  "))
                }
            }
            for note in palette.importNotes {
                let line = "  \(note.location): \(note.token.map { "\($0): " } ?? "")\(note.text.rendered(hints))"
                switch note.kind {
                case .unresolved: unresolved.append(line)
                case .skipped: skipped.append(line)
                case .caution: cautions.append(line)
                }
            }
        }
        if !unresolved.isEmpty { lines += ["", "Unresolved:"] + unresolved }
        if !cautions.isEmpty { lines += ["", "How some values were read:"] + cautions }
        if !skipped.isEmpty { lines += ["", "Skipped:"] + skipped }
        lines += [
            "", "\(AuditSummary.plural(tokenCount, "colour")) in \(AuditSummary.plural(palettes.count, "palette"))",
        ]
        return lines.map { TerminalText.visible($0) }.joined(separator: "\n") + "\n"
    }
}
