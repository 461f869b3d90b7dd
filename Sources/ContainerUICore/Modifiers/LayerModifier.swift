/// Places views behind or in front of each resolved member of its content.
public struct _LayerModifier<Layer: View>: ViewModifier {
    @usableFromInline let layer: Layer
    @usableFromInline let alignment: Alignment
    @usableFromInline let isOverlay: Bool

    @usableFromInline
    init(layer: Layer, alignment: Alignment, isOverlay: Bool) {
        self.layer = layer
        self.alignment = alignment
        self.isOverlay = isOverlay
    }

    public typealias Body = Never

    @inlinable
    public static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        let nodes = resolver.withIdentityCollect(0x6c61_7965) { $0.resolve(modifier.layer) }
        let layer = ResolvedModifier.layer(nodes, alignment: modifier.alignment, isOverlay: modifier.isOverlay)
        let start = resolver.resolveMembers(of: content)
        resolver.apply(layer, toMembersFrom: start, hasContentLayer: true)
    }
}

extension View {
    /// Views behind this one, aligned in its bounds.
    @inline(__always)
    @inlinable
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_LayerModifier(layer: content(), alignment: alignment, isOverlay: false))
    }

    /// A view behind this one (the iOS 13 spelling).
    @_disfavoredOverload
    @available(*, deprecated, message: "Use `background(alignment:content:)` instead.")
    @inline(__always)
    @inlinable
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(_LayerModifier(layer: background, alignment: alignment, isOverlay: false))
    }

    /// A style filling this view's bounds behind it.
    @inline(__always)
    @inlinable
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        node(.background(.style(style._resolvedStyle, shape: nil)))
    }

    /// A style filling a shape behind this view.
    @inline(__always)
    @inlinable
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        node(.background(.style(style._resolvedStyle, shape: AnyShape(shape))))
    }

    /// The default background style filling a shape behind this view.
    @inline(__always)
    @inlinable
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        node(.background(.style(.background, shape: AnyShape(shape))))
    }

    /// Views in front of this one, aligned in its bounds.
    @inline(__always)
    @inlinable
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_LayerModifier(layer: content(), alignment: alignment, isOverlay: true))
    }

    /// A view in front of this one (the iOS 13 spelling).
    @_disfavoredOverload
    @available(*, deprecated, message: "Use `overlay(alignment:content:)` instead.")
    @inline(__always)
    @inlinable
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(_LayerModifier(layer: overlay, alignment: alignment, isOverlay: true))
    }

    /// A style filling this view's bounds in front of it.
    @inline(__always)
    @inlinable
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        node(.overlay(.style(style._resolvedStyle, shape: nil)))
    }

    /// A style filling a shape in front of this view.
    @inline(__always)
    @inlinable
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        node(.overlay(.style(style._resolvedStyle, shape: AnyShape(shape))))
    }
}
