import Foundation

extension View {
    /// Draws text and symbols inside at the Dynamic Type size `size`: every text style takes
    /// its size and line height there, and `ScaledMetric` values scale with it.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environmentTransform { $0.dynamicTypeSize = size }
    }

    /// Keeps the Dynamic Type size inside within `range`: a size outside it becomes the
    /// range's nearest, as `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)` caps a screen that
    /// cannot grow further.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        environmentTransform { $0.dynamicTypeSize = $0.dynamicTypeSize.clamped(to: range) }
    }
}

extension EnvironmentValues {
    /// The Dynamic Type size of text and symbols (`.large` unless set).
    public var dynamicTypeSize: DynamicTypeSize {
        get { typography.text.dynamicTypeSize }
        set { typography.text.dynamicTypeSize = newValue }
    }
}
