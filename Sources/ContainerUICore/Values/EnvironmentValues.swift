/// The values that flow down the view tree: every descendant sees what an ancestor set,
/// changed only by `environment(_:_:)` and the modifiers built on it.
public struct EnvironmentValues: CustomStringConvertible {
    /// One write: a persistent list, so a write is one allocation and a copy is free.
    @usableFromInline
    package class Entry: @unchecked Sendable {
        @usableFromInline let key: ObjectIdentifier?
        @usableFromInline let next: Entry?

        @usableFromInline
        init(key: ObjectIdentifier?, next: Entry?) {
            self.key = key
            self.next = next
        }

        static let root = Entry(key: nil, next: nil)
    }

    /// A write of a value of type `Value`: the key identifies its type, so a read whose key
    /// matches downcasts without a dynamic cast.
    @usableFromInline
    final class TypedEntry<Value>: Entry, @unchecked Sendable {
        @usableFromInline let value: Value

        @usableFromInline
        init(key: ObjectIdentifier, value: Value, next: Entry?) {
            self.value = value
            super.init(key: key, next: next)
        }
    }

    @usableFromInline package var head: Entry

    /// The default environment.
    public init() {
        head = .root
    }

    package init(head: Entry) {
        self.head = head
    }

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            var entry: Entry? = head
            while let current = entry {
                if current.key == id { return unsafeDowncast(current, to: TypedEntry<K.Value>.self).value }
                entry = current.next
            }
            return K.defaultValue
        }
        set { write(newValue, for: key) }
    }

    /// Writes `value` for `key`; inlinable, so that the modifiers writing built-in keys create
    /// their entry in the caller's specialised code, without a generic call.
    @inlinable
    package mutating func write<K: EnvironmentKey>(_ value: K.Value, for key: K.Type) {
        head = TypedEntry(key: ObjectIdentifier(key), value: value, next: head)
    }

    public var description: String {
        var count = 0
        var entry: Entry? = head
        while let current = entry, current.key != nil {
            count += 1
            entry = current.next
        }
        return "EnvironmentValues(\(count) writes)"
    }
}
