/// A bar that `toolbar(_:for:)`, `toolbarBackground(_:for:)` and `toolbarColorScheme(_:for:)`
/// configure.
public struct ToolbarPlacement: Hashable, Sendable, CustomStringConvertible {
    package enum Bar: Hashable, Sendable {
        case navigationBar, bottomBar, tabBar
    }

    /// The bar.
    package let bar: Bar

    /// The name, as written in Swift.
    public var description: String { "\(bar)" }

    /// The main bar: the navigation bar on iOS.
    public static let automatic = ToolbarPlacement(bar: .navigationBar)
    /// The navigation bar of a `NavigationStack`.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The bottom toolbar of a `NavigationStack`.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    /// A tab view's bar: `toolbar(_:for:)` shows or hides it; the other bar settings (its
    /// background, its colour scheme) change nothing there.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
}
