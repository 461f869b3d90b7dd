extension View {
    /// Multiplies every point of the view by `color`, as SwiftUI's `colorMultiply(_:)` does: each
    /// colour component and the opacity by the colour's (white leaves the view as it is, clear
    /// hides it). The page draws the view through an SVG colour matrix filter.
    @inline(__always)
    @inlinable
    public func colorMultiply(_ color: Color) -> some View {
        node(.colorMultiply(color))
    }
}
