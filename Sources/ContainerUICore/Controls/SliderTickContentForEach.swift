/// A slider's ticks made from a collection, one ``SliderTickBuilder`` result per element.
///
/// ```swift
/// SliderTickContentForEach(stride(from: 0.0, through: 1.0, by: 0.25).map { $0 }, id: \.self) { value in
///     SliderTick(value)
/// }
/// ```
public struct SliderTickContentForEach<Data: RandomAccessCollection, ID: Hashable, Content: SliderTickContent>: SliderTickContent {
    /// The values every element's content marks, in the collection's order.
    private let values: [Content.V]

    /// Ticks for each element of `data`, identified by the key path `id`.
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content)
    where Content: SliderTickContent<V> {
        values = data.flatMap { content($0)._tickValues }
    }

    public var _tickValues: [Content.V] { values }
}

extension SliderTickContentForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Ticks for each element of `data`, identified by the elements themselves.
    public init<V>(_ data: Data, @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content) where Content: SliderTickContent<V> {
        self.init(data, id: \.id, content: content)
    }
}
