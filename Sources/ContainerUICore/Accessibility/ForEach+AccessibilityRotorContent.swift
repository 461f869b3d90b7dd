/// Rotor entries from a collection: each element's content lists its entries.
extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {}
extension ForEach: PrimitiveAccessibilityRotorContent where Content: AccessibilityRotorContent {}

extension ForEach where Content: AccessibilityRotorContent {
    /// Entries for each element, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identifier: { $0[keyPath: id] }, content: content)
    }

    /// Entries for each element of a collection of identifiable elements.
    public init(_ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data: data, identifier: { $0.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: AccessibilityRotorContent {
    /// Entries for each integer in a constant range.
    public init(_ data: Range<Int>, @AccessibilityRotorContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, identifier: { $0 }, content: content)
    }
}
