import Foundation

/// The width a split view's column asks for with `navigationSplitViewColumnWidth`.
package struct SplitColumnWidth {
    package var min: CGFloat?
    package var ideal: CGFloat
    package var max: CGFloat?
}

extension View {
    /// The width of the split view column this view is in: `width` points.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        modifier(NavigationValueModifier(value: SplitColumnWidth(min: nil, ideal: max(width, 0), max: nil), fields: [\.columnWidth]))
    }

    /// The width of the split view column this view is in: `ideal` points, within `min` and `max`
    /// when the split view has to give it more or less.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        let lower = min.map { Swift.max($0, 0) }
        let upper = max.map { Swift.max($0, lower ?? 0) }
        let clamped = Swift.min(Swift.max(ideal, lower ?? 0), upper ?? .infinity)
        return modifier(NavigationValueModifier(value: SplitColumnWidth(min: lower, ideal: clamped, max: upper), fields: [\.columnWidth]))
    }
}
