import Foundation
import Synchronization

/// Temporary files removed when the process is ended by SIGINT (Ctrl-C), SIGTERM (a CI cancellation,
/// `kill`) or SIGHUP (a closed terminal), so that `-o FILE` leaves no hidden `.FILE.coloraudit-XXXXXX`
/// behind. The handler does only what is safe in a signal handler: it takes each registered path out of
/// its slot (an atomic exchange, so a path is never used after `unregister` frees it), `unlink`s it,
/// restores the signal's default action and raises the signal again, so the process ends killed by that
/// signal (a shell shows status 128 + the signal's number, and a calling shell sees the interruption).
/// A signal that was ignored when the first path was registered (`nohup`, a background job) stays ignored;
/// one the process inherited blocked is unblocked on the registering thread.
enum SignalCleanup {
    /// The signals that remove the registered files.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// How many paths can be registered at once (a command writes its files one after the other).
    private static let capacity = 8

    /// The registered paths: C strings the handler may read, `nil` for a free slot.
    private nonisolated(unsafe) static let slots: UnsafeMutablePointer<Atomic<UnsafeMutablePointer<CChar>?>> = {
        let slots = UnsafeMutablePointer<Atomic<UnsafeMutablePointer<CChar>?>>.allocate(capacity: capacity)
        for index in 0..<capacity { (slots + index).initialize(to: Atomic(nil)) }
        return slots
    }()

    /// Installs the handlers once, after the slots exist (a signal handler must not be the first to touch a
    /// lazily initialised global).
    private static let installation: Void = {
        _ = slots
        // A process started from a thread that blocks signals (a libdispatch worker thread of the parent)
        // inherits that mask: the signals a handler is installed for are unblocked on this thread, so
        // that they are delivered.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in signals where install(signal) { sigaddset(&unblocked, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }()

    /// Registers `path` to be removed if one of `signals` ends the process; returns the slot to pass to
    /// `unregister`, or `nil` when every slot is taken (the path is then not removed on a signal).
    static func register(_ path: String) -> Int? {
        _ = installation
        guard let copy = strdup(path) else { return nil }
        for index in 0..<capacity
        where slots[index].compareExchange(expected: nil, desired: copy, ordering: .sequentiallyConsistent).exchanged {
            return index
        }
        free(copy)
        return nil
    }

    /// Forgets the path registered in `slot` (after it was renamed or removed).
    static func unregister(_ slot: Int?) {
        guard let slot, let copy = slots[slot].exchange(nil, ordering: .sequentiallyConsistent) else { return }
        free(copy)
    }

    /// Removes every registered path, then ends the process by `signal` with its default action.
    fileprivate static func removeAll(andRaise signal: Int32) {
        for index in 0..<capacity {
            // Taken out of its slot, the copy is never freed: the process is ending.
            if let path = slots[index].exchange(nil, ordering: .sequentiallyConsistent) { unlink(path) }
        }
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        setHandler(&action, SIG_DFL)
        sigaction(signal, &action, nil)
        raise(signal)
    }

    /// Installs the handler for `signal`, unless the process ignores it; says whether it did.
    private static func install(_ signal: Int32) -> Bool {
        var previous = sigaction()
        guard sigaction(signal, nil, &previous) == 0, !isIgnored(previous) else { return false }
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        for other in signals { sigaddset(&action.sa_mask, other) }
        setHandler(&action, { signal in SignalCleanup.removeAll(andRaise: signal) })
        return sigaction(signal, &action, nil) == 0
    }

    /// Whether `action` ignores its signal (`SIG_IGN`).
    private static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Darwin)
            let handler = action.__sigaction_u.__sa_handler
        #else
            let handler = action.__sigaction_handler.sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Sets the plain handler of `action`.
    private static func setHandler(_ action: inout sigaction, _ handler: (@convention(c) (Int32) -> Void)?) {
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #else
            action.__sigaction_handler.sa_handler = handler
        #endif
    }
}
