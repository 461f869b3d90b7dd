import Foundation

// How the Mac places, stacks and restores a scene's windows. A server renders one window at
// its size; these settings compile and keep the scene as it is, except the launch behavior,
// which decides the window `App.main()` renders when none is named.

/// Whether the app opens a scene's window at launch.
public struct SceneLaunchBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, presented, suppressed }
    let kind: Kind

    /// As the scene's kind has it: window groups and windows open, settings and utility windows
    /// do not.
    public static var automatic: SceneLaunchBehavior { SceneLaunchBehavior(kind: .automatic) }
    /// Opened at launch.
    public static var presented: SceneLaunchBehavior { SceneLaunchBehavior(kind: .presented) }
    /// Not opened at launch.
    public static var suppressed: SceneLaunchBehavior { SceneLaunchBehavior(kind: .suppressed) }
}

/// Whether the system restores a scene's windows when the app relaunches.
public struct SceneRestorationBehavior: Hashable, Sendable {
    let isDisabled: Bool
    /// The system's default.
    public static var automatic: SceneRestorationBehavior { SceneRestorationBehavior(isDisabled: false) }
    /// Never restored.
    public static var disabled: SceneRestorationBehavior { SceneRestorationBehavior(isDisabled: true) }
}

/// Where a window sits among the others.
public struct WindowLevel: Hashable, Sendable {
    let name: String
    /// The system's default.
    public static var automatic: WindowLevel { WindowLevel(name: "automatic") }
    /// Behind all other windows.
    public static var desktop: WindowLevel { WindowLevel(name: "desktop") }
    /// With the app's other windows.
    public static var normal: WindowLevel { WindowLevel(name: "normal") }
    /// Above the app's other windows.
    public static var floating: WindowLevel { WindowLevel(name: "floating") }
}

/// The size a window takes when zoomed.
public struct WindowIdealSize: Hashable, Sendable {
    let name: String
    /// The system's default.
    public static var automatic: WindowIdealSize { WindowIdealSize(name: "automatic") }
    /// The content's ideal size.
    public static var fitToContent: WindowIdealSize { WindowIdealSize(name: "fitToContent") }
    /// As large as the screen allows.
    public static var maximum: WindowIdealSize { WindowIdealSize(name: "maximum") }
}

/// How the window manager treats a scene's windows (tiling, Stage Manager).
public struct WindowManagerRole: Hashable, Sendable {
    let name: String
    /// The system's default.
    public static var automatic: WindowManagerRole { WindowManagerRole(name: "automatic") }
    /// One of the app's main windows.
    public static var principal: WindowManagerRole { WindowManagerRole(name: "principal") }
    /// A window that accompanies a main one.
    public static var associated: WindowManagerRole { WindowManagerRole(name: "associated") }
}

/// Whether a window interaction (dragging by the background, minimizing, closing, full screen)
/// is allowed.
public struct WindowInteractionBehavior: Hashable, Sendable {
    let name: String
    /// The system's default.
    public static var automatic: WindowInteractionBehavior { WindowInteractionBehavior(name: "automatic") }
    /// Allowed.
    public static var enabled: WindowInteractionBehavior { WindowInteractionBehavior(name: "enabled") }
    /// Not allowed.
    public static var disabled: WindowInteractionBehavior { WindowInteractionBehavior(name: "disabled") }
}

/// How a window's toolbar and title bar are drawn on the Mac.
public protocol WindowToolbarStyle {}

/// The system's toolbar style.
public struct DefaultWindowToolbarStyle: WindowToolbarStyle { public init() {} }
/// The title above the toolbar.
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle { public init() {} }
/// The title beside the toolbar's items.
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
    /// Whether the title shows.
    public init(showsTitle: Bool = true) {}
}
/// A compact unified toolbar.
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
    /// Whether the title shows.
    public init(showsTitle: Bool = true) {}
}

extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
    /// The system's toolbar style.
    public static var automatic: DefaultWindowToolbarStyle { DefaultWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
    /// The title above the toolbar.
    public static var expanded: ExpandedWindowToolbarStyle { ExpandedWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
    /// The title beside the toolbar's items.
    public static var unified: UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }
    /// The title beside the toolbar's items, or hidden.
    public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle(showsTitle: showsTitle) }
}

extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
    /// A compact unified toolbar.
    public static var unifiedCompact: UnifiedCompactWindowToolbarStyle { UnifiedCompactWindowToolbarStyle() }
    /// A compact unified toolbar, its title shown or hidden.
    public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle {
        UnifiedCompactWindowToolbarStyle(showsTitle: showsTitle)
    }
}

extension Scene {
    /// Whether the app opens this scene's window at launch; `App.main()` renders the first window
    /// opened at launch unless `--window` names another.
    public func defaultLaunchBehavior(_ behavior: SceneLaunchBehavior) -> some Scene {
        _ModifiedScene(self) { $0.launchBehavior = behavior }
    }

    /// Where a new window of this scene opens on the screen. A rendered page fills its browser
    /// window, so the scene is kept as it is.
    public func defaultPosition(_ position: UnitPoint) -> some Scene { self }

    /// Whether the system restores this scene's windows at relaunch; a render restores none.
    public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> some Scene { self }

    /// Where this scene's windows sit among the others; a page has no others.
    public func windowLevel(_ level: WindowLevel) -> some Scene { self }

    /// The size this scene's windows take when zoomed; a page follows its browser window.
    public func windowIdealSize(_ idealSize: WindowIdealSize) -> some Scene { self }

    /// How the window manager treats this scene's windows; a page has no window manager.
    public func windowManagerRole(_ role: WindowManagerRole) -> some Scene { self }

    /// Whether this scene's windows move when dragged by their background.
    public func windowBackgroundDragBehavior(_ behavior: WindowInteractionBehavior) -> some Scene { self }

    /// Whether this scene's windows can be minimized.
    public func windowMinimizeBehavior(_ behavior: WindowInteractionBehavior) -> some Scene { self }

    /// Whether this scene's windows can be closed.
    public func windowDismissBehavior(_ behavior: WindowInteractionBehavior) -> some Scene { self }

    /// Whether this scene's windows can enter full screen.
    public func windowFullScreenBehavior(_ behavior: WindowInteractionBehavior) -> some Scene { self }

    /// How this scene's windows draw their toolbar and title bar on the Mac; a page has no title
    /// bar.
    public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene { self }

    /// The key combination that opens this scene's window from the menus; a render opens no menu.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some Scene { self }
}
