import Foundation

extension View {
    /// Centres this view on `x`, `y` in its parent's coordinate space: the result takes the whole
    /// space its parent offers (10 points along an axis offered nothing), and this view is
    /// offered the same space and placed with its centre on the point.
    ///
    /// ```swift
    /// Circle()
    ///     .fill(.red)
    ///     .frame(width: 12, height: 12)
    ///     .position(x: 40, y: 8)
    /// ```
    @inline(__always)
    @inlinable
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        node(.position(CGPoint(x: x, y: y)))
    }

    /// Centres this view on `position` in its parent's coordinate space, as
    /// ``position(x:y:)`` does.
    @inline(__always)
    @inlinable
    public func position(_ position: CGPoint) -> some View {
        node(.position(position))
    }
}
