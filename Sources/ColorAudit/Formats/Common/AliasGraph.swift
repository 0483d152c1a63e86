import ColorScience

/// The references between named things (colour tokens, design-token paths, CSS custom properties,
/// Android resources) and the order in which they can be resolved: every target before the names that
/// refer to it. Generic over the name type, so each format keys it by what it calls things (a token
/// name, a path of groups, a `(file, name)` pair).
///
/// Every format with aliases uses it: the native format's `"{name}"`, DTCG and Style Dictionary
/// `{group.token}`, Tokens Studio's `{a.b}`, CSS `var(--x)`, Android `@color/x`.
///
/// - Names are kept in the order they were added (`names`); references in the order added per name.
/// - `resolutionOrder()` is an iterative depth-first search (no recursion, so a chain of 100,000
///   aliases costs no call stack), linear in names plus references. Names are started in insertion
///   order, so the reported cycle is the one reached first from the earliest-added name.
/// - Errors: a reference to a name never added (`AliasError.unknownTarget`), a cycle
///   (`AliasError.cycle`, with every reference of the cycle and so every location on it).
struct AliasGraph<Name: Hashable & Sendable>: Sendable {
    /// One reference: `from` is written as an alias of `to`.
    public struct Reference: Sendable {
        /// The name whose value is the alias.
        public var from: Name
        /// The name referred to.
        public var to: Name
        /// Where the alias is written.
        public var location: SourceLocation
        /// The alias as written (`{tint}`, `var(--accent)`, `@color/primary`), for messages.
        public var written: String

        /// Creates a reference; see the properties.
        public init(from: Name, to: Name, location: SourceLocation, written: String) {
            self.from = from
            self.to = to
            self.location = location
            self.written = written
        }
    }

    /// The names, in the order they were added.
    public private(set) var names: [Name] = []
    private var indexByName: [Name: Int] = [:]
    private var references: [[Reference]] = []

    /// An empty graph.
    public init() {}

    /// Adds a name (again adding an existing one changes nothing).
    public mutating func add(_ name: Name) {
        guard indexByName[name] == nil else { return }
        indexByName[name] = names.count
        names.append(name)
        references.append([])
    }

    /// True when `name` was added.
    public func contains(_ name: Name) -> Bool { indexByName[name] != nil }

    /// Adds a reference, adding its `from` name when it is new.
    public mutating func addReference(_ reference: Reference) {
        add(reference.from)
        references[indexByName[reference.from]!].append(reference)
    }

    /// The references written in `name`'s value, in the order added.
    public func references(from name: Name) -> [Reference] {
        indexByName[name].map { references[$0] } ?? []
    }

    /// Every name, each after all the names it refers to (directly or along chains).
    /// - Throws: `AliasError.unknownTarget` for the first reference (in insertion order of names, then
    ///   references) whose target was never added; `AliasError.cycle` for the first cycle reached.
    public func resolutionOrder() throws(AliasError<Name>) -> [Name] {
        for list in references {
            for reference in list where indexByName[reference.to] == nil {
                throw .unknownTarget(reference)
            }
        }
        // 0 unvisited, 1 on the current path, 2 done.
        var state = [UInt8](repeating: 0, count: names.count)
        var order: [Name] = []
        order.reserveCapacity(names.count)
        for start in names.indices where state[start] == 0 {
            // Frames: a name's index and the index of its next reference to follow.
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            while let (node, next) = stack.last {
                if next == references[node].count {
                    state[node] = 2
                    order.append(names[node])
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let target = indexByName[references[node][next].to]!
                switch state[target] {
                case 2:
                    continue
                case 0:
                    state[target] = 1
                    stack.append((target, 0))
                default:
                    // The frames from the target's up to this one hold the edges of the cycle.
                    let first = stack.firstIndex { $0.node == target }!
                    throw .cycle(stack[first...].map { references[$0.node][$0.next - 1] })
                }
            }
        }
        return order
    }
}

/// Why aliases cannot be resolved.
enum AliasError<Name: Hashable & Sendable>: Error, Sendable {
    /// A reference to a name that does not exist.
    case unknownTarget(AliasGraph<Name>.Reference)
    /// References that lead back to where they started, in order: the first leaves the earliest-added
    /// name of the cycle, the last returns to it.
    case cycle([AliasGraph<Name>.Reference])

    /// A `PaletteError` for a cycle: located at the first reference, naming the whole cycle
    /// (`alias cycle: a → b → a`, names given by `describe`) and where each of its references is
    /// written (the other locations are in the message, so both ends of a two-name cycle are named).
    /// For an unknown target: at the reference, "'{x}' refers to nothing named 'x'" plus `suffix`.
    public func paletteError(describe: (Name) -> String, suffix: String = "") -> PaletteError {
        switch self {
        case .unknownTarget(let reference):
            return PaletteError(
                kind: .unresolvedReference,
                location: reference.location,
                message: "'\(reference.written)' refers to nothing named '\(describe(reference.to))'" + suffix)
        case .cycle(let references):
            let path = (references.map(\.from) + [references[0].from]).map(describe).joined(separator: " → ")
            let places = references.map { "'\($0.written)' at \($0.location)" }.joined(separator: ", ")
            return PaletteError(
                kind: .referenceCycle, location: references[0].location, message: "alias cycle: \(path) (\(places))")
        }
    }
}
