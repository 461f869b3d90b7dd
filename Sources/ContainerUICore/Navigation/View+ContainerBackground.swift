/// The container whose background `containerBackground(_:for:)` sets.
public struct ContainerBackgroundPlacement: Hashable, Sendable, CustomStringConvertible {
    package enum Kind: Hashable, Sendable {
        case navigation, navigationSplitView, tabView, widget
    }

    package let kind: Kind

    /// The nearest `NavigationStack`: drawn behind the screen and its bar.
    public static let navigation = ContainerBackgroundPlacement(kind: .navigation)
    /// The nearest `NavigationSplitView` (watchOS); not drawn on the page.
    public static let navigationSplitView = ContainerBackgroundPlacement(kind: .navigationSplitView)
    /// The nearest vertically paging `TabView` (watchOS); not drawn on the page.
    public static let tabView = ContainerBackgroundPlacement(kind: .tabView)
    /// A widget's background; not drawn on the page, which shows no widgets.
    public static let widget = ContainerBackgroundPlacement(kind: .widget)

    /// The placement's name.
    public var description: String { "\(kind)" }
}

extension View {
    /// Fills the background of the container `container` with `style`: for `.navigation`, the
    /// nearest navigation stack draws it behind the screen this view is in, its bar included. A
    /// background written on an enclosing view wins over the ones inside it.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        modifier(ContainerBackgroundModifier(layer: EmptyView(), style: style._resolvedStyle, alignment: .center, placement: container))
    }

    /// Fills the background of the container `container` with `content`, aligned in it: for
    /// `.navigation`, the nearest navigation stack draws it behind the screen this view is in.
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(ContainerBackgroundModifier(layer: content(), style: nil, alignment: alignment, placement: container))
    }
}

/// `containerBackground`: hands the style, or the resolved views, up to the nearest navigation
/// stack as the background of its screen.
struct ContainerBackgroundModifier<Layer: View>: ViewModifier {
    let layer: Layer
    let style: ResolvedShapeStyle?
    let alignment: Alignment
    let placement: ContainerBackgroundPlacement

    typealias Body = Never

    static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        guard modifier.placement == .navigation, resolver.navigation != nil else { return resolver.resolve(content) }
        let background: ResolvedLayer
        if let style = modifier.style {
            background = .style(resolver.environment.resolve(style), shape: nil)
        } else {
            background = .content(resolver.withIdentityCollect(0x6362_6b67) { $0.resolve(modifier.layer) }, alignment: modifier.alignment)
        }
        resolver.resolve(content, handingUp: background, to: [\.containerBackground])
    }
}
