extension View {
    /// Applies effects to the view as it scrolls into and out of the visible region of its scroll
    /// view: `transition` is called with each phase, and the page moves between its results as
    /// SwiftUI does (interpolated with the scroll position, or switched at the threshold). At rest
    /// the layout engine computes the phase from the view's frame in its scroll view.
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// Applies effects to the view as it scrolls, with a configuration for each edge.
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        node(.scrollTransition(ResolvedScrollTransition(topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis) { phase in
            var effects: [VisualEffectItem] = []
            transition(EmptyVisualEffect(), phase)._appendEffects(to: &effects)
            return effects
        }))
    }
}
