extension View {
    /// Masks this view with the opacity of `mask`: where the mask is opaque the view shows, where
    /// it is clear the view is hidden, and partly transparent mask pixels make it partly
    /// transparent. The mask is placed in the view's bounds like an overlay, by `alignment`, and
    /// changes nothing of the layout.
    ///
    /// ```swift
    /// Image("photo")
    ///     .mask {
    ///         LinearGradient(colors: [.black, .clear], startPoint: .center, endPoint: .bottom)
    ///     }
    /// ```
    ///
    /// In HTML a mask is drawn when the browser can express it: one colour (its opacity), one
    /// gradient, or one shape (clipped to the shape, filled with a colour or gradient) filling the
    /// view's bounds. Any other mask, such as text, an image or a stack of views, is in the
    /// resolved tree and the layout, but the page draws the view unmasked.
    @inline(__always)
    @inlinable
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_LayerModifier(layer: mask(), alignment: alignment, role: .mask))
    }

    /// Masks this view with the opacity of `mask`, centred in its bounds (the iOS 13 spelling).
    @_disfavoredOverload
    @available(*, deprecated, message: "Use `mask(alignment:_:)` instead.")
    @inline(__always)
    @inlinable
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_LayerModifier(layer: mask, alignment: .center, role: .mask))
    }
}
