/// A scene presenting one unique window, such as an app's activity window on the Mac.
///
/// ```swift
/// Window("Activity", id: "activity") { ActivityView() }
/// ```
public struct Window<Content: View>: PrimitiveScene {
    let title: String
    let id: String
    let content: Content

    /// A window with a title and an identifier.
    public init(_ title: some StringProtocol, id: String, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.id = id
        self.content = content()
    }

    /// A window with its title as `Text`.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.title = title.plainString
        self.id = id
        self.content = content()
    }

    package func appendWindows(to windows: inout [SceneWindow]) {
        windows.append(SceneWindow(title: title, id: id, kind: .window, content: AnyView(content)))
    }
}
