extension Scene {
    /// How a ``MenuBarExtra`` opens its content: as a menu or as a window. A rendered page has
    /// no menu bar to open it from, so the server keeps no record of it; an extra rendered as an
    /// app's only window draws its content as a window either way.
    public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene {
        self
    }
}

/// How a ``MenuBarExtra`` opens its content, as SwiftUI's `menuBarExtraStyle` takes it.
public protocol MenuBarExtraStyle {}

/// The platform's choice: a menu.
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle {
    /// The platform's choice.
    public init() {}
}

/// The content as a menu pulled down from the item.
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle {
    /// A pull-down menu.
    public init() {}
}

/// The content in a small window below the item.
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle {
    /// A window.
    public init() {}
}

extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle {
    /// The platform's choice: a menu.
    public static var automatic: AutomaticMenuBarExtraStyle { AutomaticMenuBarExtraStyle() }
}

extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle {
    /// The content as a menu.
    public static var menu: PullDownMenuBarExtraStyle { PullDownMenuBarExtraStyle() }
}

extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle {
    /// The content in a window.
    public static var window: WindowMenuBarExtraStyle { WindowMenuBarExtraStyle() }
}
