extension Color: View {
    public typealias Body = Never

    /// A colour resolves to a node that fills its frame.
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.emit(.color(view))
    }
}

/// A shape style that is also a view filling its frame, as SwiftUI's gradients are.
public protocol _FillingShapeStyleView: ShapeStyle, View where Body == Never {}

extension _FillingShapeStyleView {
    /// The style resolves to a node that fills its frame.
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.emit(.fill(view._resolvedStyle))
    }
}

extension LinearGradient: _FillingShapeStyleView {
    public typealias Body = Never
}

extension RadialGradient: _FillingShapeStyleView {
    public typealias Body = Never
}

extension EllipticalGradient: _FillingShapeStyleView {
    public typealias Body = Never
}

extension AngularGradient: _FillingShapeStyleView {
    public typealias Body = Never
}
