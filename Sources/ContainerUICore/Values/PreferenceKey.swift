/// A key for a value that flows up from descendants to ancestors, merged in view-tree order.
///
/// ```swift
/// struct TotalKey: PreferenceKey {
///     static let defaultValue = 0
///     static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
/// }
/// ```
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value of views that set none; `reduce` must treat it as neutral.
    static var defaultValue: Value { get }
    /// Merges the next value in view-tree order into the accumulated one.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// One preference written on a resolved node.
public struct PreferenceValue: CustomStringConvertible {
    /// Which key.
    public let key: ObjectIdentifier
    /// The key's type name.
    public let name: String
    /// The written value.
    public let value: Any

    public var description: String { "\(name)=\(value)" }
}
