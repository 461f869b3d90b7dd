/// A key for a value that a view hands to the custom ``Layout`` that places it, read there
/// through ``LayoutSubview``'s subscript.
///
/// ```swift
/// private struct Rank: LayoutValueKey {
///     static let defaultValue = 0
/// }
///
/// extension View {
///     func rank(_ value: Int) -> some View { layoutValue(key: Rank.self, value: value) }
/// }
///
/// // In the layout: subviews.sorted { $0[Rank.self] < $1[Rank.self] }
/// ```
///
/// A layout value travels like a container value: it belongs to the view it is written on, passes
/// through non-container modifiers and `Group`/`ForEach` (which write it on each member, under
/// what members wrote themselves), and stops at the closest container.
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value a subview that never wrote this key reports.
    static var defaultValue: Value { get }
}

extension View {
    /// Writes a value for the custom layout that places this view (each resolved member of it),
    /// read through `subview[key]`. A value already written closer to the member wins.
    @inlinable
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        var values = ContainerValues()
        values[layout: key] = value
        return modifier(_ContainerValueModifier(values: values))
    }
}

extension LayoutSubview {
    /// The value the subview wrote for `key`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        containerValues[layout: key]
    }
}

extension ContainerValues {
    /// A layout value: kept with the container values, since it travels the same way, under a key
    /// that container value reads can never name (``entries`` lists it apart).
    @inlinable
    package subscript<K: LayoutValueKey>(layout key: K.Type) -> K.Value {
        get { value(forKey: key, as: K.Value.self) ?? K.defaultValue }
        set { write(newValue, forKey: key) }
    }
}
