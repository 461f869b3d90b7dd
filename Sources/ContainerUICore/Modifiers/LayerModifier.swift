/// Where a layer of views goes.
public enum _LayerRole: UInt8, Sendable {
    /// Behind the view (`background`).
    case background
    /// In front of the view (`overlay`).
    case overlay
    /// Behind the list row the view is (`listRowBackground`).
    case listRowBackground
    /// At the trailing edge of the list row the view is (`badge`).
    case badge
    /// The tab item of the tab the view is (`tabItem`).
    case tabItem
    /// Over the view, masking it with its opacity (`mask`).
    case mask
}

/// Places views behind or in front of each resolved member of its content, or in its list row.
public struct _LayerModifier<Layer: View>: ViewModifier {
    @usableFromInline let layer: Layer
    @usableFromInline let alignment: Alignment
    @usableFromInline let role: _LayerRole

    @usableFromInline
    init(layer: Layer, alignment: Alignment, role: _LayerRole) {
        self.layer = layer
        self.alignment = alignment
        self.role = role
    }

    public typealias Body = Never

    @inlinable
    public static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        let nodes = resolver.withIdentityCollect(0x6c61_7965) { $0.resolve(modifier.layer) }
        let start = resolver.resolveMembers(of: content)
        // An empty layer (`listRowBackground(nil)`, a `badge(0)`, an empty tab item) leaves the
        // view as it is; an empty mask hides it, as nothing in it is opaque.
        guard !nodes.isEmpty || modifier.role == .background || modifier.role == .overlay || modifier.role == .mask else { return }
        let layer = ResolvedModifier.layer(nodes, alignment: modifier.alignment, role: modifier.role)
        resolver.apply(layer, toMembersFrom: start, hasContentLayer: true)
    }
}

extension View {
    /// Views behind this one, aligned in its bounds.
    @inline(__always)
    @inlinable
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_LayerModifier(layer: content(), alignment: alignment, role: .background))
    }

    /// A view behind this one (the iOS 13 spelling). SwiftUI marks it deprecated only in a future
    /// version, so it compiles there without a warning, and does here.
    @_disfavoredOverload
    @inline(__always)
    @inlinable
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(_LayerModifier(layer: background, alignment: alignment, role: .background))
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
        node(.background(.style(style._resolvedStyle, shape: AnyShape(shape))), in: T.self)
    }

    /// The default background style filling a shape behind this view.
    @inline(__always)
    @inlinable
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        node(.background(.style(.background, shape: AnyShape(shape))), in: T.self)
    }

    /// Views in front of this one, aligned in its bounds.
    @inline(__always)
    @inlinable
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_LayerModifier(layer: content(), alignment: alignment, role: .overlay))
    }

    /// A view in front of this one (the iOS 13 spelling). SwiftUI marks it deprecated only in a
    /// future version, so it compiles there without a warning, and does here.
    @_disfavoredOverload
    @inline(__always)
    @inlinable
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(_LayerModifier(layer: overlay, alignment: alignment, role: .overlay))
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
