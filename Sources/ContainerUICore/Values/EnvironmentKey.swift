/// A key for a value in ``EnvironmentValues``, with the value views see when nobody sets it.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
/// The ``Entry()`` macro writes both for you.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value when none is set.
    static var defaultValue: Value { get }
}
