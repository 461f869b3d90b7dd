import Foundation

private struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    /// The style `.background` fills with inside (`background()`, `fill(.background)`), or `nil`
    /// for the system background colour.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the background style of the views inside: what `background()` and the `.background`
    /// shape style fill with.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }

    /// Fills this view's bounds behind it with the environment's background style (the system
    /// background colour unless `backgroundStyle(_:)` sets another).
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(BackgroundStyleFill())
    }
}

/// `background(ignoresSafeAreaEdges:)`: a background of the style `.background` resolves to where
/// the modifier is.
struct BackgroundStyleFill: ViewModifier {
    typealias Body = Never

    static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        let style = resolver.environment.resolve(.background)
        _NodeModifier._resolve(_NodeModifier(modifier: .background(.style(style, shape: nil))), content: content, into: &resolver)
    }
}
