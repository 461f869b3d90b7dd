import Foundation

/// `safeAreaPadding`: a server render has no device safe area, so the only safe area is the one
/// these modifiers add. A scroll view keeps its full size and insets its content and indicators,
/// its content scrolling under the inset as SwiftUI's does (`contentMargins` for both); any other
/// view is inset as by `padding`, so a scroll view inside it is inset with the rest rather than
/// reaching under the padding.
extension View {
    /// Adds `insets` to the view's safe area.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(_SafeAreaPaddingModifier(insets: insets))
    }

    /// Adds `length` (16 when `nil`) to the view's safe area on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_SafeAreaPaddingModifier(insets: EdgeInsets(edges, length ?? 16)))
    }

    /// Adds `length` to the view's safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        modifier(_SafeAreaPaddingModifier(insets: EdgeInsets(.all, length)))
    }
}

/// The modifier behind `safeAreaPadding`: content margins on a scroll view, padding on any other
/// member of the content.
public struct _SafeAreaPaddingModifier: ViewModifier {
    let insets: EdgeInsets

    public typealias Body = Never

    public static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        resolver.forEachMember(resolving: { $0.resolve(content) }) { node in
            if case .scrollView = node.kind {
                node.apply(.contentMargins(modifier.insets, placement: .automatic))
            } else {
                node.apply(.padding(modifier.insets))
            }
        }
    }
}
