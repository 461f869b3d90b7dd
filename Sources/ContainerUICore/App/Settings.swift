/// A scene presenting an app's settings window (the Mac's Settings menu item opens it).
///
/// ```swift
/// Settings { SettingsView() }
/// ```
///
/// ``App/main()`` renders it only when asked for by `--window settings`.
public struct Settings<Content: View>: PrimitiveScene {
    let content: Content

    /// A settings scene of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    package func appendWindows(to windows: inout [SceneWindow]) {
        windows.append(SceneWindow(title: "Settings", id: "settings", kind: .settings, content: AnyView(content)))
    }
}
