/// Values kept until the process exits.
enum ProcessLifetime {
    /// A value held by a box that is never released.
    private final class Kept<T> {
        let value: T
        init(_ value: T) { self.value = value }
    }

    /// Keeps `value` (and everything it refers to) alive until the process exits, so that it is never
    /// freed: for a command's large results just before it returns and the process exits, where freeing
    /// them piece by piece is work with no use.
    static func keep<T>(_ value: T) {
        _ = Unmanaged.passRetained(Kept(value))
    }
}
