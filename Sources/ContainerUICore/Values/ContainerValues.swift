/// Values a view hands up to its nearest container, read there through `Subview.containerValues`,
/// `SectionConfiguration.containerValues` or `LayoutSubview.containerValues`.
///
/// They never merge and never pass a container: a value written inside a `VStack` is invisible to
/// whoever decomposes that `VStack`.
///
/// ```swift
/// extension ContainerValues {
///     @Entry var isDisplayBoardCardRejected: Bool = false
/// }
/// ```
public struct ContainerValues: CustomStringConvertible {
    /// One write, in a persistent list; always a ``TypedEntry``.
    @usableFromInline
    package class Entry: @unchecked Sendable {
        let keyType: Any.Type
        @usableFromInline let next: Entry?

        @usableFromInline
        init(keyType: Any.Type, next: Entry?) {
            self.keyType = keyType
            self.next = next
        }

        @usableFromInline var key: ObjectIdentifier { ObjectIdentifier(keyType) }

        /// The key's display name, computed only when values are listed.
        var name: String { ContainerValues.name(of: keyType) }

        /// The value, for listing; ``TypedEntry`` provides it (every entry is one).
        var anyValue: Any { preconditionFailure("ContainerValues.Entry is abstract") }

        /// The same write in front of `next`; ``TypedEntry`` provides it (every entry is one).
        func moved(before next: Entry?) -> Entry { preconditionFailure("ContainerValues.Entry is abstract") }
    }

    /// A write of a value of type `Value`: the key determines the type, so a read whose key
    /// matches downcasts without a dynamic cast.
    @usableFromInline
    final class TypedEntry<Value>: Entry, @unchecked Sendable {
        @usableFromInline let value: Value

        @usableFromInline
        init(keyType: Any.Type, value: Value, next: Entry?) {
            self.value = value
            super.init(keyType: keyType, next: next)
        }

        override var anyValue: Any { value }

        override func moved(before next: Entry?) -> Entry {
            TypedEntry(keyType: keyType, value: value, next: next)
        }
    }

    @usableFromInline package var head: Entry?

    /// No values written.
    public init() {}

    /// The value for `key`, or its default. Inlinable, so that a read or a write specialised for
    /// its key neither casts dynamically nor looks up generic metadata (a write made its entry
    /// through the generic class's metadata accessor, about 490 instructions).
    public subscript<K: ContainerValueKey>(key: K.Type) -> K.Value {
        @inlinable get { value(forKey: key, as: K.Value.self) ?? K.defaultValue }
        @inlinable set { write(newValue, forKey: key) }
    }

    /// The newest value written for `key`, whose values are of type `Value`.
    @inlinable
    package func value<Value>(forKey key: Any.Type, as type: Value.Type) -> Value? {
        var entry = head
        while let current = entry {
            if current.key == ObjectIdentifier(key) {
                return unsafeDowncast(current, to: TypedEntry<Value>.self).value
            }
            entry = current.next
        }
        return nil
    }

    /// Writes `value` for `key` in front of the earlier writes.
    @inlinable
    package mutating func write<Value>(_ value: Value, forKey key: Any.Type) {
        head = TypedEntry(keyType: key, value: value, next: head)
    }

    /// Whether nothing was written.
    public var isEmpty: Bool { head == nil }

    /// The written values, newest write per key, as (name, value), in the order first written;
    /// layout values (``LayoutValueKey``) are listed apart, in ``layoutEntries``.
    public var entries: [(name: String, value: Any)] {
        listed(layoutValues: false)
    }

    /// The layout values written (``View/layoutValue(key:value:)``), listed as ``entries`` are.
    public var layoutEntries: [(name: String, value: Any)] {
        listed(layoutValues: true)
    }

    private func listed(layoutValues: Bool) -> [(name: String, value: Any)] {
        var seen: Set<ObjectIdentifier> = []
        var result: [(name: String, value: Any)] = []
        var entry = head
        while let current = entry {
            if (current.keyType is any LayoutValueKey.Type) == layoutValues, seen.insert(current.key).inserted {
                result.append((current.name, current.anyValue))
            }
            entry = current.next
        }
        return result.reversed()
    }

    /// Adds each of `defaults`' values whose key this collection has not written: the write closest
    /// to the leaf wins, an outer write is a default.
    package mutating func addDefaults(_ defaults: ContainerValues) {
        // Nothing written here yet: every default applies, so share the list (reads take the
        // newest write per key either way).
        guard head != nil else { return head = defaults.head }
        var entry = defaults.head
        var added: [Entry] = []
        while let current = entry {
            if self.entry(for: current.key) == nil, !added.contains(where: { $0.key == current.key }) {
                added.append(current)
            }
            entry = current.next
        }
        for item in added.reversed() {
            head = item.moved(before: head)
        }
    }

    private func entry(for key: ObjectIdentifier) -> Entry? {
        var entry = head
        while let current = entry {
            if current.key == key { return current }
            entry = current.next
        }
        return nil
    }

    /// A key's display name: the property name for keys made by `@Entry`, else the type name.
    fileprivate static func name(of key: Any.Type) -> String {
        let name = String(describing: key)
        return name.hasPrefix("__Key_") ? String(name.dropFirst(6)) : name
    }

    public var description: String {
        entries.map { "\($0.name): \($0.value)" }.joined(separator: ", ")
    }
}
