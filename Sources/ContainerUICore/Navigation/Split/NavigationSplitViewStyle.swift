/// How a `NavigationSplitView` shares its width between its columns when their visibility is
/// `.automatic`.
public protocol NavigationSplitViewStyle {
    /// The style's kind; not meant to be used directly.
    var _kind: NavigationSplitViewStyleKind { get }
}

/// The kinds of split view style.
public enum NavigationSplitViewStyleKind: Hashable, Sendable {
    /// The platform's choice: `balanced` where there is room for columns.
    case automatic
    /// The leading columns beside the detail, which narrows to make room.
    case balanced
    /// The detail at full width; the leading columns would slide over it when shown.
    case prominentDetail
}

/// The platform's choice of split view style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The automatic style.
    public init() {}
    public var _kind: NavigationSplitViewStyleKind { .automatic }
}

/// Leading columns beside a narrowed detail.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The balanced style.
    public init() {}
    public var _kind: NavigationSplitViewStyleKind { .balanced }
}

/// The detail at full width.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The prominent-detail style.
    public init() {}
    public var _kind: NavigationSplitViewStyleKind { .prominentDetail }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's choice.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Leading columns beside a narrowed detail.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail at full width.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

struct NavigationSplitViewStyleKey: EnvironmentKey { static let defaultValue = NavigationSplitViewStyleKind.automatic }

extension View {
    /// Sets the style of the split views inside.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        environmentWrite(style._kind, for: NavigationSplitViewStyleKey.self)
    }
}
