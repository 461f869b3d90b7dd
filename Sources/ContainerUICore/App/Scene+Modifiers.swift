extension Scene {
    /// The size a new window of this scene opens at. ``App/main()`` renders the window at this
    /// size unless `--width` or `--height` say otherwise.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        defaultSize(CGSize(width: width, height: height))
    }

    /// The size a new window of this scene opens at.
    public func defaultSize(_ size: CGSize) -> some Scene {
        _ModifiedScene(self) { $0.defaultSize = size }
    }

    /// Sets an environment value for every view of this scene's windows.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        _ModifiedScene(self) { $0.content = AnyView($0.content.environment(keyPath, value)) }
    }

    /// Puts an observable object in the environment of this scene's windows, for
    /// `@Environment(Model.self)` to read.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some Scene {
        _ModifiedScene(self) { $0.content = AnyView($0.content.environment(object)) }
    }

    /// Puts an observable object in the environment of this scene's windows, for
    /// `@EnvironmentObject` to read.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some Scene {
        _ModifiedScene(self) { $0.content = AnyView($0.content.environmentObject(object)) }
    }

    /// How the user may resize this scene's windows. A rendered page follows its browser
    /// window, so the server keeps no record of it.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        self
    }

    /// The style of this scene's windows (title bar shown or hidden). A rendered page has no
    /// title bar, so the server keeps no record of it.
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene {
        self
    }

    /// Runs `action` when `value` changes. On the server a scene is rendered once, so its
    /// values never change and `action` never runs (`initial: true` included: nothing appears).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene {
        self
    }

    /// Runs `action` when `value` changes; a value rendered once never does.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        self
    }
}

/// How a window may be resized, as SwiftUI's `windowResizability` takes it.
public struct WindowResizability: Sendable, Equatable {
    private let name: String

    /// The system's choice for the scene.
    public static let automatic = WindowResizability(name: "automatic")
    /// Resizable between the content's minimum and maximum sizes.
    public static let contentSize = WindowResizability(name: "contentSize")
    /// Resizable down to the content's minimum size and up without limit.
    public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

/// A window's look, as SwiftUI's `windowStyle` takes it.
public protocol WindowStyle {}

/// The platform's window style.
public struct DefaultWindowStyle: WindowStyle {
    /// The platform's window style.
    public init() {}
}

/// A window whose title bar is shown.
public struct TitleBarWindowStyle: WindowStyle {
    /// A window whose title bar is shown.
    public init() {}
}

/// A window whose title bar is hidden.
public struct HiddenTitleBarWindowStyle: WindowStyle {
    /// A window whose title bar is hidden.
    public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
    /// The platform's window style.
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
    /// A window whose title bar is shown.
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// A window whose title bar is hidden.
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}
