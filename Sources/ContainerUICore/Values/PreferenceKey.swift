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
    /// Whether the value replaces what the node's content (its children and the modifiers
    /// before this one) merges to, as `transformAnchorPreference` writes it, rather than being
    /// merged after it.
    public let replacesContent: Bool

    package init(key: ObjectIdentifier, name: String, value: Any, replacesContent: Bool = false) {
        self.key = key
        self.name = name
        self.value = value
        self.replacesContent = replacesContent
    }

    /// `Key=value`, or `Key:=value` for a value replacing the content's.
    public var description: String { replacesContent ? "\(name):=\(value)" : "\(name)=\(value)" }
}
