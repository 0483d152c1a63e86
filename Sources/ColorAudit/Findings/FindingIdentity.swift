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
        let descriptor = RuleDescriptors.descriptor(id: finding.rule)
        rule = finding.rule
        file = relativeFile
        appearance = finding.appearance
        tokens = Self.identityTokens(of: finding, descriptor: descriptor)
        facts = Dictionary(uniqueKeysWithValues: Self.identityFacts(of: finding, descriptor: descriptor))
        variant = finding.variant
    }

    /// The tokens of `finding` its identity holds: all of them, or none for a rule whose
    /// `identityTokens` is false (`descriptor` is the rule's, `RuleDescriptors.descriptor(id:)`).
    private static func identityTokens(of finding: Finding, descriptor: RuleDescriptor?) -> [String] {
        descriptor?.identityTokens ?? true ? finding.tokens : []
    }

    /// The facts of `finding` its identity holds (`RuleDescriptor.identityFacts`, each name once), sorted
    /// by name.
    private static func identityFacts(of finding: Finding, descriptor: RuleDescriptor?) -> [(
        key: String, value: String
    )] {
        var facts: [(key: String, value: String)] = []
        for name in descriptor?.identityFacts ?? RuleDescriptor.defaultIdentityFacts {
            guard let value = finding.facts[name], !facts.contains(where: { $0.key == name }) else { continue }
            facts.append((name, value))
        }
        if facts.count > 1 { facts.sort { $0.key < $1.key } }
        return facts
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
    /// text `fingerprint` hashes.
    public var canonical: String {
        var line = ""
        Self.canonical(rule, file, appearance, tokens, sortedFacts, variant) { line += $0 }
        return line
    }

    /// 32 lowercase hex digits: two 64-bit FNV-1a hashes (offset bases 0xcbf29ce484222325 and
    /// 0x84222325cbf29ce4) of `canonical`'s UTF-8 bytes. Stable across runs, machines and versions; not
    /// cryptographic.
    public var fingerprint: String {
        Self.fingerprint(rule, file, appearance, tokens, sortedFacts, variant)
    }

    /// `facts` sorted by name.
    private var sortedFacts: [(key: String, value: String)] {
        facts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// `FindingIdentity(finding, relativeFile: relativeFile).fingerprint` without building the identity
    /// and its facts dictionary (the JSON report writes one fingerprint per finding). `descriptor` is
    /// `RuleDescriptors.descriptor(id: finding.rule)`, looked up by the caller (once per rule).
    static func fingerprint(of finding: Finding, relativeFile: String, descriptor: RuleDescriptor?) -> String {
        fingerprint(
            finding.rule, relativeFile, finding.appearance, identityTokens(of: finding, descriptor: descriptor),
            identityFacts(of: finding, descriptor: descriptor), finding.variant)
    }

    /// The fingerprint of an identity of these parts: `canonical`'s line hashed as it is produced.
    private static func fingerprint(
        _ rule: RuleID, _ file: String, _ appearance: Appearance, _ tokens: [String],
        _ facts: [(key: String, value: String)], _ variant: String?
    ) -> String {
        var hash = FingerprintHash()
        canonical(rule, file, appearance, tokens, facts, variant) { hash.add($0) }
        return hash.hex
    }

    /// Hands the pieces of the canonical line of an identity of these parts (`canonical`, facts sorted by
    /// name) to `add`, in order.
    private static func canonical(
        _ rule: RuleID, _ file: String, _ appearance: Appearance, _ tokens: [String],
        _ facts: [(key: String, value: String)], _ variant: String?, _ add: (String) -> Void
    ) {
        let separator = "\u{1F}"
        add(rule.rawValue)
        add(separator)
        add(file)
        add(separator)
        add(appearance.rawValue)
        add(separator)
        for (k, token) in tokens.enumerated() {
            if k > 0 { add(",") }
            add(token)
        }
        add(separator)
        for (k, fact) in facts.enumerated() {
            if k > 0 { add(",") }
            add(fact.key)
            add("=")
            add(fact.value)
        }
        if let variant {
            add(separator)
            add(variant)
        }
    }

    /// The two FNV-1a hashes of `fingerprint`, fed piece by piece.
    private struct FingerprintHash {
        var first = FNV1a64(basis: 0xcbf2_9ce4_8422_2325)
        var second = FNV1a64(basis: 0x8422_2325_cbf2_9ce4)

        mutating func add(_ text: String) {
            var text = text
            text.withUTF8 { bytes in
                for byte in bytes {
                    first.add(byte)
                    second.add(byte)
                }
            }
        }

        /// 32 lowercase hex digits, `first` then `second`.
        var hex: String {
            String(unsafeUninitializedCapacity: 32) { digits in
                var index = 0
                for hash in [first.hash, second.hash] {
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

    /// 64-bit FNV-1a (Fowler, Noll & Vo; prime 0x100000001b3) from offset `basis` (the standard basis is
    /// 0xcbf29ce484222325), fed a byte at a time.
    struct FNV1a64 {
        private(set) var hash: UInt64

        init(basis: UInt64) { hash = basis }

        mutating func add(_ byte: UInt8) {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
    }

    /// `FNV1a64` of `bytes` from offset `basis`.
    static func fnv1a64(_ bytes: [UInt8], basis: UInt64) -> UInt64 {
        var hash = FNV1a64(basis: basis)
        for byte in bytes { hash.add(byte) }
        return hash.hash
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
