import Foundation

/// A shadow a shape style draws with its paint: `.blue.shadow(.drop(radius: 4))`.
public struct ShadowStyle: Hashable, Sendable {
    /// Where the shadow lies.
    package enum Kind: Hashable, Sendable {
        /// Behind the content, outside its edges.
        case drop
        /// On top of the content, inside its edges.
        case inner
    }

    /// Drop or inner.
    package var kind: Kind
    /// The shadow's colour.
    package var color: Color
    /// The blur radius, at least 0.
    package var radius: CGFloat
    /// The horizontal offset.
    package var x: CGFloat
    /// The vertical offset.
    package var y: CGFloat

    /// A shadow behind the content, made from its alpha blurred by `radius`, tinted with `color`
    /// (by default black at a third opacity, as in SwiftUI) and moved by `x` and `y`.
    public static func drop(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: max(radius, 0), x: x, y: y)
    }

    /// A shadow inside the content's edges, made from its inverted alpha blurred by `radius`,
    /// tinted with `color` (by default black at a little over half opacity, as in SwiftUI) and
    /// moved by `x` and `y`.
    public static func inner(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: max(radius, 0), x: x, y: y)
    }
}

/// A shape style with a shadow: the base style's paint, and the base's shadows then this one.
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle {
    /// The style the shadow is added to.
    public var base: Base
    /// The shadow.
    public var style: ShadowStyle

    /// The base style's paint.
    public var _resolvedStyle: ResolvedShapeStyle { base._resolvedStyle }

    /// The base style's shadows and this one.
    public var _shadows: [ShadowStyle] { base._shadows + [style] }
}

extension ShapeStyle {
    /// The shadows drawn with the style: none.
    public var _shadows: [ShadowStyle] { [] }

    /// This style with a drop or inner shadow: `Rectangle().fill(.blue.shadow(.drop(radius: 4)))`.
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> {
        _ShadowShapeStyle(base: self, style: style)
    }
}

extension ShapeStyle where Self == _ShadowShapeStyle<ForegroundStyle> {
    /// The foreground style with a drop or inner shadow: `.fill(.shadow(.inner(radius: 3)))`.
    public static func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<ForegroundStyle> {
        _ShadowShapeStyle(base: ForegroundStyle(), style: style)
    }
}
