import ColorScience
import Foundation

/// What makes a finding the same finding from one run to the next: the rule, the file relative to the
/// repository root, the appearance, the tokens, the facts that tell the rule's findings apart
/// (`RuleDescriptor.identityFacts`: the deficiency of a colour-vision collision, the check of an
/// increased-contrast finding, a pair's usage, …), and for a palette of one theme combination of a
/// token set its `variant` (the themes share the files). Never line numbers, columns or measured numbers, so
/// reformatting a palette, moving lines or a ratio that changes does not change it. Used to fold
/// duplicates (`UniformFindings`) and by baselines and SARIF `partialFingerprints`.
public struct FindingIdentity: Sendable, Hashable, Codable {
    /// The rule ID.
    public var rule: RuleID
    /// The file, relative to the repository root when it is under it (`/`-separated), else as given;
    /// `-` for standard input.
    public var file: String
    /// The appearance.
    public var appearance: Appearance
    /// Token names, foreground first (empty for rules whose `identityTokens` is false).
    public var tokens: [String]
    /// The distinguishing facts, by name.
    public var facts: [String: String]
    /// The palette's theme combination (`Palette.variant`), or `nil` for a palette that is not one of a
    /// token set's combinations.
    public var variant: String?

    /// The identity of `finding`, with its file made relative to `root` (an absolute directory path;
    /// `nil` keeps the path as given, without a leading `./`). Relative paths are taken as relative to
    /// the current directory.
    public init(_ finding: Finding, root: String?) {
        self.init(finding, relativeFile: FindingIdentity.relativePath(finding.location.file, root: root))
    }

    /// The identity of `finding` with its file already made relative (`relativePath(_:root:)`), for
    /// callers that make each file relative once, not once per finding.
    init(_ finding: Finding, relativeFile: String) {
        rule = finding.rule
        file = relativeFile
        appearance = finding.appearance
        let descriptor = RuleCatalog.descriptor(id: finding.rule)
        tokens = descriptor?.identityTokens ?? true ? finding.tokens : []
        let names = descriptor?.identityFacts ?? RuleDescriptor.defaultIdentityFacts
        var facts: [String: String] = [:]
        for name in names { facts[name] = finding.facts[name] }
        self.facts = facts
        variant = finding.variant
    }

    /// An identity of these parts (a baseline entry read back).
    init(
        rule: RuleID, file: String, appearance: Appearance, tokens: [String], facts: [String: String],
        variant: String? = nil
    ) {
        self.rule = rule
        self.file = file
        self.appearance = appearance
        self.tokens = tokens
        self.facts = facts
        self.variant = variant
    }

    /// One line holding every field, fields separated by U+001F and facts sorted by name:
    /// `rule␟file␟appearance␟token,token␟name=value,…`, then `␟variant` when there is one (so the
    /// findings of other palettes keep the fingerprints they had before variants were part of it) — the
    /// input of `fingerprint`.
    public var canonical: String {
        let factText = facts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        var fields = [rule.rawValue, file, appearance.rawValue, tokens.joined(separator: ","), factText]
        if let variant { fields.append(variant) }
        return fields.joined(separator: "\u{1F}")
    }

    /// 32 lowercase hex digits: two 64-bit FNV-1a hashes (offset bases 0xcbf29ce484222325 and
    /// 0x84222325cbf29ce4) of `canonical`'s UTF-8 bytes. Stable across runs, machines and versions; not
    /// cryptographic.
    public var fingerprint: String {
        let bytes = Array(canonical.utf8)
        var digits: [UInt8] = []
        digits.reserveCapacity(32)
        for hash in [
            Self.fnv1a64(bytes, basis: 0xcbf2_9ce4_8422_2325), Self.fnv1a64(bytes, basis: 0x8422_2325_cbf2_9ce4),
        ] {
            for shift in stride(from: 60, through: 0, by: -4) {
                let nibble = UInt8((hash >> UInt64(shift)) & 15)
                digits.append(nibble < 10 ? 0x30 + nibble : 0x61 + nibble - 10)
            }
        }
        return String(decoding: digits, as: UTF8.self)
    }

    /// `FindingIdentity(finding, relativeFile: relativeFile).fingerprint`, hashed piece by piece without
    /// building the identity, its facts dictionary or its `canonical` line (the JSON report writes one
    /// fingerprint per finding). `descriptor` is `RuleCatalog.descriptor(id: finding.rule)`, looked up by
    /// the caller (once per rule).
    static func fingerprint(of finding: Finding, relativeFile: String, descriptor: RuleDescriptor?) -> String {
        var hash = FingerprintHash()
        hash.add(finding.rule.rawValue)
        hash.add(0x1F)
        hash.add(relativeFile)
        hash.add(0x1F)
        hash.add(finding.appearance.rawValue)
        hash.add(0x1F)
        if descriptor?.identityTokens ?? true {
            for (k, token) in finding.tokens.enumerated() {
                if k > 0 { hash.add(0x2C) }
                hash.add(token)
            }
        }
        hash.add(0x1F)
        var facts: [(key: String, value: String)] = []
        for name in descriptor?.identityFacts ?? RuleDescriptor.defaultIdentityFacts {
            guard let value = finding.facts[name], !facts.contains(where: { $0.key == name }) else { continue }
            facts.append((name, value))
        }
        if facts.count > 1 { facts.sort { $0.key < $1.key } }
        for (k, fact) in facts.enumerated() {
            if k > 0 { hash.add(0x2C) }
            hash.add(fact.key)
            hash.add(0x3D)
            hash.add(fact.value)
        }
        if let variant = finding.variant {
            hash.add(0x1F)
            hash.add(variant)
        }
        return hash.hex
    }

    /// The two FNV-1a hashes of `fingerprint`, fed byte by byte.
    private struct FingerprintHash {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x8422_2325_cbf2_9ce4

        mutating func add(_ byte: UInt8) {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }

        mutating func add(_ text: String) {
            var text = text
            text.withUTF8 { for byte in $0 { add(byte) } }
        }

        /// 32 lowercase hex digits, `first` then `second`.
        var hex: String {
            String(unsafeUninitializedCapacity: 32) { digits in
                var index = 0
                for hash in [first, second] {
                    for shift in stride(from: 60, through: 0, by: -4) {
                        let nibble = UInt8((hash >> UInt64(shift)) & 15)
                        digits[index] = nibble < 10 ? 0x30 + nibble : 0x61 + nibble - 10
                        index += 1
                    }
                }
                return 32
            }
        }
    }

    /// 64-bit FNV-1a (Fowler, Noll & Vo; prime 0x100000001b3) of `bytes` from offset `basis`
    /// (the standard basis is 0xcbf29ce484222325).
    static func fnv1a64(_ bytes: [UInt8], basis: UInt64) -> UInt64 {
        var hash = basis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// `file` relative to `root` (see `init`): `/work/repo/a/b.yaml` under root `/work/repo` is
    /// `a/b.yaml`; `./a/b.yaml` read in `/work/repo` too; a file outside the root keeps its path.
    public static func relativePath(_ file: String, root: String?) -> String {
        if file == "-" { return file }
        var path = file
        while path.hasPrefix("./") { path.removeFirst(2) }
        guard let root else { return path }
        let absolute =
            path.hasPrefix("/")
            ? path : FileManager.default.currentDirectoryPath + "/" + path
        let standardized = URL(fileURLWithPath: absolute).standardizedFileURL.path
        let base = URL(fileURLWithPath: root).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return standardized.hasPrefix(prefix) ? String(standardized.dropFirst(prefix.count)) : path
    }
}
