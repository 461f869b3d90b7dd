extension View {
    /// The accent colour of controls inside, as SwiftUI's `accentColor(_:)`, which it deprecates
    /// in favour of `tint(_:)`: the same as `tint(accentColor)` here (`nil` keeps the tint
    /// around).
    @inline(__always)
    @inlinable
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }
}
