/// How iOS 26 fades or blurs scrolling content where it passes under pinned content (bars,
/// `safeAreaBar`s) at a scroll view's edges.
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    private let name: String

    /// The system's choice where pinned content overlaps scrolling content.
    public static var automatic: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "automatic") }
    /// A sharp edge with an opaque backing.
    public static var hard: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "hard") }
    /// A gradual fade and blur.
    public static var soft: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "soft") }
}

extension View {
    /// Sets the scroll edge effect of scroll views inside on `edges`; `nil` for the system's.
    /// A rendered frame starts scrolled to the top, where nothing is under a top bar, and draws
    /// no effect at the other edges either (see the mapping table).
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        self
    }

    /// Hides the scroll edge effect of scroll views inside on `edges` when `hidden`; a rendered
    /// frame draws none (see ``scrollEdgeEffectStyle(_:for:)``), hidden or not.
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
        self
    }

    /// iOS 26's extension of this view's content, mirrored and blurred, into the safe area under
    /// sidebars and inspectors; a phone-sized frame has none beside the view, so nothing is
    /// drawn.
    public func backgroundExtensionEffect() -> some View {
        self
    }
}
