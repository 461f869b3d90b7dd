/// How glass appears and disappears as views with `glassEffect` come and go.
public struct GlassEffectTransition: Hashable, Sendable {
    private let name: String

    /// The glass morphs from or into the glass of the same `glassEffectID`.
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(name: "matchedGeometry") }
    /// The glass fades in or out with its content.
    public static var materialize: GlassEffectTransition { GlassEffectTransition(name: "materialize") }
    /// No transition.
    public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
}
