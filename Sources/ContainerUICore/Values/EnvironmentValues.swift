/// The values that flow down the view tree: every descendant sees what an ancestor set,
/// changed only by `environment(_:_:)` and the modifiers built on it.
public struct EnvironmentValues: CustomStringConvertible {
    /// One write: a persistent list, so a write is one allocation and a copy is free.
    package final class Entry: @unchecked Sendable {
        let key: ObjectIdentifier?
        let value: Any
        let next: Entry?

        init(key: ObjectIdentifier?, value: Any, next: Entry?) {
            self.key = key
            self.value = value
            self.next = next
        }

        static let root = Entry(key: nil, value: (), next: nil)
    }

    package var head: Entry

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
                if current.key == id, let value = current.value as? K.Value { return value }
                entry = current.next
            }
            return K.defaultValue
        }
        set {
            head = Entry(key: ObjectIdentifier(key), value: newValue, next: head)
        }
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
