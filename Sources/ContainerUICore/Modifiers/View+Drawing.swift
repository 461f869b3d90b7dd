import Foundation

extension View {
    /// Rounds the corners, clipping the content.
    @inline(__always)
    @inlinable
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        node(.cornerRadius(max(radius, 0)))
    }

    /// Clips to a shape.
    @inline(__always)
    @inlinable
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        node(.clipShape(AnyShape(shape)), in: S.self)
    }

    /// Clips to the bounds.
    @inline(__always)
    @inlinable
    public func clipped(antialiased: Bool = false) -> some View {
        node(.clipped)
    }

    /// A blurred shadow behind the view.
    @inline(__always)
    @inlinable
    public func shadow(color: Color = Color(.sRGB, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        node(.shadow(ResolvedShadow(color: color, radius: max(radius, 0), x: x, y: y)))
    }

    /// A border of `width` along the bounds, drawn inside them.
    @inline(__always)
    @inlinable
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        node(.border(content._resolvedStyle, width: max(width, 0)))
    }

    /// Makes the view transparent by `1 - opacity`.
    @inline(__always)
    @inlinable
    public func opacity(_ opacity: Double) -> some View {
        node(.opacity(opacity.clamped01))
    }

    /// Moves the view without changing its layout.
    @inline(__always)
    @inlinable
    public func offset(_ offset: CGSize) -> some View {
        node(.offset(offset))
    }

    /// Moves the view without changing its layout.
    @inline(__always)
    @inlinable
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        node(.offset(CGSize(width: x, height: y)))
    }

    /// Rotates the rendered view around `anchor`.
    @inline(__always)
    @inlinable
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        node(.rotation(angle, anchor: anchor))
    }

    /// Scales the rendered view around `anchor`.
    @inline(__always)
    @inlinable
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        node(.scale(CGSize(width: scale, height: scale), anchor: anchor))
    }

    /// Scales the rendered view by different factors.
    @inline(__always)
    @inlinable
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        node(.scale(scale, anchor: anchor))
    }

    /// Scales the rendered view by different factors.
    @inline(__always)
    @inlinable
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        node(.scale(CGSize(width: x, height: y), anchor: anchor))
    }

    /// Draws the view transformed by `transform`, in its own coordinates (about its top-leading
    /// corner); its place in the layout does not change.
    @inline(__always)
    @inlinable
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        node(.transform(transform))
    }

    /// Rotates the rendered view by `angle` about `axis`, through the point `anchor` of its bounds
    /// at depth `anchorZ`, seen in perspective from its larger length divided by `perspective`
    /// away (0 for none); its place in the layout does not change.
    @inline(__always)
    @inlinable
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        node(.rotation3D(ResolvedRotation3D(angle: angle, x: axis.x, y: axis.y, z: axis.z, anchor: anchor, anchorZ: anchorZ, perspective: perspective)))
    }

    /// Draws the view projected by `transform`, in its own coordinates (about its top-leading
    /// corner); its place in the layout does not change.
    @inline(__always)
    @inlinable
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        node(.projection(transform))
    }

    /// Makes the view a mask of its luminance: black whose opacity is the brightness of each
    /// point (white opaque, black clear).
    @inline(__always)
    @inlinable
    public func luminanceToAlpha() -> some View {
        node(.luminanceToAlpha)
    }

    /// Isolates the geometry of this view's subviews from its parent's for animations. A frame
    /// drawn on the server animates nothing, so the view is drawn as it is.
    @inlinable
    public func geometryGroup() -> some View {
        self
    }

    /// Draws the view above siblings of lower z-index.
    @inline(__always)
    @inlinable
    public func zIndex(_ value: Double) -> some View {
        node(.zIndex(value))
    }

    /// Hides the view, keeping its space (a `StackView` gives it none).
    @inline(__always)
    @inlinable
    public func hidden() -> some View {
        node(.hidden)
    }

    /// Strikes through all text inside with a line of `pattern` when `isActive`.
    @inline(__always)
    @inlinable
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        modifier(_NodeModifier(modifier: .strikethrough(TextDecoration(color: color, pattern: pattern))).active(isActive))
    }

    /// Underlines all text inside with a line of `pattern` when `isActive`.
    @inline(__always)
    @inlinable
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        modifier(_NodeModifier(modifier: .underline(TextDecoration(color: color, pattern: pattern))).active(isActive))
    }
}

/// A node modifier that only applies when active.
public struct _OptionalNodeModifier: ViewModifier {
    @usableFromInline let base: _NodeModifier
    @usableFromInline let isActive: Bool

    @usableFromInline
    init(base: _NodeModifier, isActive: Bool) {
        self.base = base
        self.isActive = isActive
    }

    public typealias Body = Never

    @inlinable
    public static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        if modifier.isActive {
            _NodeModifier._resolve(modifier.base, content: content, into: &resolver)
        } else {
            resolver.resolve(content)
        }
    }
}

extension _NodeModifier {
    @usableFromInline
    func active(_ isActive: Bool) -> _OptionalNodeModifier {
        _OptionalNodeModifier(base: self, isActive: isActive)
    }
}
