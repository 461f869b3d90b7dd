import Synchronization

/// Makes request ids: a random per-process prefix and a counter, so ids are unique and cheap.
enum RequestID {
    private static let prefix = String(UInt32.random(in: .min ... .max), radix: 16)
    private static let counter = Atomic<UInt64>(0)

    /// The next id, for example `9f3a1c2e-1b`.
    static func next() -> String {
        let number = counter.add(1, ordering: .relaxed).newValue
        return prefix + "-" + String(number, radix: 16)
    }
}
