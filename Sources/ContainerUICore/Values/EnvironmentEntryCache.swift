import Foundation

extension EnvironmentValues {
    /// The latest writes of one resolution, reused when the same key gets a bitwise-identical value
    /// over the same environment: rows of a list that set the same styles share their entries
    /// instead of allocating (and later freeing) their own. Entries never change, so a shared one
    /// is indistinguishable from a new one.
    @usableFromInline
    package struct EntryCache {
        /// Up to ``limit`` recent writes; `oldest` is the slot replaced next once it is full.
        @usableFromInline var entries: [Entry] = []
        @usableFromInline var oldest = 0

        @usableFromInline static var limit: Int { 8 }

        package init() {}

        /// An entry writing `value` for `key` in front of `next`: a remembered one if it matches.
        @inlinable
        package mutating func entry<K: EnvironmentKey>(for key: K.Type, value: K.Value, next: Entry) -> Entry {
            let id = ObjectIdentifier(key)
            for candidate in entries where candidate.key == id && candidate.next === next {
                if Self.sameBits(unsafeDowncast(candidate, to: TypedEntry<K.Value>.self).value, value) { return candidate }
            }
            let entry = TypedEntry(key: id, value: value, next: next)
            remember(entry)
            return entry
        }

        @usableFromInline
        mutating func remember(_ entry: Entry) {
            guard entries.count == Self.limit else { return entries.append(entry) }
            entries[oldest] = entry
            oldest = (oldest + 1) % Self.limit
        }

        /// Whether two values have the same bytes, which makes them the same value (the converse does
        /// not hold: equal values may differ in padding or storage, and are then not shared).
        @inlinable
        static func sameBits<V>(_ first: V, _ second: V) -> Bool {
            withUnsafeBytes(of: first) { first in
                withUnsafeBytes(of: second) { second in
                    guard let a = first.baseAddress, let b = second.baseAddress else { return true }
                    return memcmp(a, b, first.count) == 0
                }
            }
        }
    }
}

extension Resolver {
    /// Writes `value` for `key` in the environment, sharing an entry this resolution already made
    /// for the same write over the same environment.
    @inlinable
    package mutating func writeEnvironment<K: EnvironmentKey>(_ value: K.Value, for key: K.Type) {
        environment.head = environmentEntries.entry(for: key, value: value, next: environment.head)
    }
}
