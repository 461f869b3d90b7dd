/// A binding to a collection is a collection of bindings to its elements, as in SwiftUI, so that
/// `ForEach($items) { $item in TextField("Name", text: $item.name) }` edits each element in place.
extension Binding: Sequence where Value: MutableCollection, Value: RandomAccessCollection {
    /// A binding to one element.
    public typealias Element = Binding<Value.Element>
    /// Iterates over bindings to the elements.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// Ranges of elements.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection, Value: RandomAccessCollection {
    /// The collection's index.
    public typealias Index = Value.Index
    /// The collection's indices.
    public typealias Indices = Value.Indices

    /// The first element's index.
    public var startIndex: Index { wrappedValue.startIndex }
    /// The index past the last element.
    public var endIndex: Index { wrappedValue.endIndex }
    /// The collection's indices.
    public var indices: Indices { wrappedValue.indices }

    /// The index after `index`.
    public func index(after index: Index) -> Index { wrappedValue.index(after: index) }

    /// Moves `index` to the index after it.
    public func formIndex(after index: inout Index) { wrappedValue.formIndex(after: &index) }

    /// A binding to the element at `position`.
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(
            get: { self.wrappedValue[position] },
            set: { self.wrappedValue[position] = $0 }
        )
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection, Value: RandomAccessCollection {
    /// The index before `index`.
    public func index(before index: Index) -> Index { wrappedValue.index(before: index) }

    /// Moves `index` to the index before it.
    public func formIndex(before index: inout Index) { wrappedValue.formIndex(before: &index) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding: Identifiable where Value: Identifiable {
    /// The bound value's identity.
    public var id: Value.ID { wrappedValue.id }
}
