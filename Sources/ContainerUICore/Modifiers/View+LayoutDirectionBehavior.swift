import Foundation

/// Whether a view mirrors its drawing for a layout direction, set with
/// `layoutDirectionBehavior(_:)`.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrors.
    case fixed
    /// Mirrors when the layout direction is `layoutDirection`.
    case mirrors(in: LayoutDirection)

    /// Mirrors when the layout direction is right-to-left.
    public static let mirrors = LayoutDirectionBehavior.mirrors(in: .rightToLeft)
}

extension View {
    /// Mirrors the view's drawing horizontally when `enabled` and the layout direction is
    /// right-to-left (an arrow that points forward).
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        layoutDirectionBehavior(enabled ? .mirrors : .fixed)
    }

    /// Mirrors the view's drawing horizontally, about its centre, when `behavior` mirrors in the
    /// environment's layout direction; its place in the layout does not change.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        modifier(LayoutDirectionMirror(behavior: behavior))
    }
}

/// `layoutDirectionBehavior(_:)`: a horizontal flip (`scaleEffect(x: -1)`) of each member when
/// the behaviour mirrors in the layout direction the view is resolved in.
struct LayoutDirectionMirror: ViewModifier {
    let behavior: LayoutDirectionBehavior

    typealias Body = Never

    static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        guard modifier.behavior == .mirrors(in: resolver.environment.layoutDirection) else { return resolver.resolve(content) }
        _NodeModifier._resolve(_NodeModifier(modifier: .scale(CGSize(width: -1, height: 1), anchor: .center)), content: content, into: &resolver)
    }
}
