import Foundation

/// How a view pushed or presented from a navigation stack or sheet animates in (iOS 18):
/// `.automatic`, or `.zoom` out of a source marked with `matchedTransitionSource(id:in:)`.
///
/// A render is one frame with the destination at rest, so the transition is taken and not drawn.
public struct NavigationTransition: Sendable {
    private init() {}

    /// The platform's transition.
    public static var automatic: NavigationTransition { NavigationTransition() }

    /// A zoom out of the view marked as the source `sourceID` in `namespace`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> NavigationTransition {
        NavigationTransition()
    }
}

/// How the source of a zoom transition looks while it animates (iOS 18), configured in
/// `matchedTransitionSource(id:in:configuration:)`.
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// The source configuration the closure of `matchedTransitionSource(id:in:configuration:)`
/// starts from.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

extension MatchedTransitionSourceConfiguration {
    /// The source's background while the transition runs.
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration { self }

    /// The source's clip shape while the transition runs.
    public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration { self }

    /// The source's shadow while the transition runs.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some MatchedTransitionSourceConfiguration { self }
}

extension View {
    /// How this view animates in when pushed or presented; not drawn in a one-frame render.
    @inlinable
    public func navigationTransition(_ style: NavigationTransition) -> some View { self }

    /// Marks this view as the source `id` of a zoom transition in `namespace`; not drawn in a
    /// one-frame render.
    @inlinable
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }

    /// Marks this view as the source `id` of a zoom transition in `namespace`, styled while it
    /// animates; not drawn in a one-frame render.
    @inlinable
    public func matchedTransitionSource<C: MatchedTransitionSourceConfiguration>(
        id: some Hashable, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> C
    ) -> some View { self }
}
