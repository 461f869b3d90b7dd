/// The navigation container before iOS 16, drawn as a `NavigationStack` of its first view: on a
/// phone its columns collapse to the primary one.
@available(*, deprecated, message: "use NavigationStack or NavigationSplitView instead")
public struct NavigationView<Content: View>: View {
    private let content: Content

    /// A navigation view of `content`: one view, or the columns of a split view.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A navigation stack of the first view.
    public var body: some View {
        NavigationStack { PrimaryColumn(content: content) }
    }
}

/// The first resolved view of some content: a navigation view's primary column.
struct PrimaryColumn<Content: View>: View {
    let content: Content

    typealias Body = Never

    static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let start = resolver.output.count
        resolver.resolve(view.content)
        if resolver.output.count > start + 1 { resolver.output.removeSubrange((start + 1)...) }
    }
}

/// A style of `NavigationView`; on a phone every style draws a stack.
@available(*, deprecated, message: "use NavigationStack or NavigationSplitView instead")
public protocol NavigationViewStyle {}

/// The style that shows one view at a time, as on a phone.
@available(*, deprecated, message: "use NavigationStack instead")
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    public init() {}
}

/// The platform's default style: a stack on a phone.
@available(*, deprecated, message: "use NavigationStack or NavigationSplitView instead")
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default style.
    public init() {}
}

/// Columns side by side on a large screen; a stack on a phone.
@available(*, deprecated, message: "use NavigationSplitView instead")
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// The column style.
    public init() {}
}

@available(*, deprecated, message: "use NavigationStack instead")
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One view at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

@available(*, deprecated, message: "use NavigationStack or NavigationSplitView instead")
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's default.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

@available(*, deprecated, message: "use NavigationSplitView instead")
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns on a large screen.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// The style of the navigation views inside; a phone draws every style as a stack, so this
    /// changes nothing.
    @available(*, deprecated, message: "use NavigationStack or NavigationSplitView instead")
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        self
    }
}
