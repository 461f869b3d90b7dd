extension View {
    /// Draws this view as it is and gives assistive technologies `representation`'s elements in
    /// its place: a custom control drawn with shapes can stand for a `Slider`, `Toggle` or
    /// `Button` that screen readers know.
    ///
    /// This view is taken out of reach of pointer, keyboard and assistive technologies; the
    /// representation is laid out over it at its size, as an overlay is, and not drawn, except
    /// while the keyboard focus is inside it, when it shows so that focus is never invisible.
    ///
    /// ```swift
    /// Capsule()
    ///     .fill(isOn ? .green : .gray)
    ///     .frame(width: 51, height: 31)
    ///     .accessibilityRepresentation {
    ///         Toggle("Wi-Fi", isOn: $isOn)
    ///     }
    /// ```
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        // Each side in a stack of its own, which takes its one view's size and place, so that
        // the inert view and the representation are separate elements: neither class reaches
        // the other, whatever the views' own modifiers draw.
        ZStack { accessibilityRole(.inert) }
            .overlay { ZStack { representation() }.accessibilityRole(.representation) }
    }
}
