import Foundation

extension View {
    /// The width of the split view column this view is in: `width` points.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        modifier(NavigationValueModifier(value: max(width, 0), fields: [\.columnWidth]))
    }

    /// The width of the split view column this view is in: `ideal` points, kept within `min` and
    /// `max`. A render has no divider to drag, so the column takes that width.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        let lower = Swift.max(min ?? 0, 0)
        let width = Swift.min(Swift.max(ideal, lower), Swift.max(max ?? .infinity, lower))
        return navigationSplitViewColumnWidth(width)
    }
}
