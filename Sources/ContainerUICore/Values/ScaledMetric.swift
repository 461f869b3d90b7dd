import Foundation

/// A length that grows and shrinks with Dynamic Type, as a text style does: the value written
/// is its size at the default `.large`, and a view reading it in an environment with another
/// `dynamicTypeSize` gets it scaled by how much the text style (`.body` unless given) changed.
///
/// ```swift
/// struct Avatar: View {
///     @ScaledMetric(relativeTo: .title) private var side: CGFloat = 40
///     var body: some View { Circle().frame(width: side, height: side) }
/// }
/// ```
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: Sendable where Value: Sendable {
    private let baseValue: Value
    private let textStyle: Font.TextStyle

    /// A metric of `wrappedValue` at the default size that scales with `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// A metric of `wrappedValue` at the default size that scales with `.body`.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The value at the Dynamic Type size of the environment where the view's body is being
    /// evaluated.
    public var wrappedValue: Value {
        baseValue * Value(textStyle.scale(at: CurrentEnvironment.current.dynamicTypeSize))
    }
}
