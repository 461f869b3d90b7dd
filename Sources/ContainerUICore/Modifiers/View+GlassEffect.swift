extension View {
    /// Puts Liquid Glass of `glass` in `shape` (a capsule unless given) behind this view, filling
    /// its bounds: a translucent, blurred and saturated backdrop with a light rim and a soft
    /// shadow, tinted when the glass is. `.identity` draws nothing.
    ///
    /// ```swift
    /// Text("Hello, World!").font(.title).padding().glassEffect()
    /// ```
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        modifier(_NodeModifier(modifier: .background(.style(.glass(glass), shape: AnyShape(glassShape: shape))))
            .active(glass.variant != .identity))
    }

    /// Names this view's glass `id` in `namespace`, so that glass with the same identity morphs
    /// between views as they change. A frame shows no change, so nothing is drawn for it.
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        self
    }

    /// Joins this view's glass with the other views' of the same `id` in `namespace` into one
    /// shape on iOS. Each view's glass is drawn in its own shape here (see the mapping table).
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
        self
    }

    /// How this view's glass appears and disappears; a frame shows no transition.
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        self
    }
}

extension AnyShape {
    /// A glass shape, the default one as the capsule it is, so that the renderer draws it in CSS.
    init(glassShape shape: some Shape) {
        self = shape is DefaultGlassEffectShape ? AnyShape(Capsule()) : AnyShape(shape)
    }
}
