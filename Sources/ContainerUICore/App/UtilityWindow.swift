/// A scene presenting a floating utility panel on the Mac (macOS 15), such as an inspector
/// shared by the app's windows: not opened at launch, but from the View menu's item for it or
/// with `openWindow(id:)`.
///
/// ```swift
/// UtilityWindow("Inspector", id: "inspector") { InspectorView() }
/// ```
///
/// ``App/main()`` renders it as it renders settings: when asked for by its identifier.
public struct UtilityWindow<Content: View>: PrimitiveScene {
    let title: String
    let id: String?
    let content: Content

    /// A utility window with a title and an identifier (`nil`: the title names it).
    public init(_ title: some StringProtocol, id: String? = nil, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.id = id
        self.content = content()
    }

    /// A utility window with its title as `Text`.
    public init(_ title: Text, id: String? = nil, @ViewBuilder content: () -> Content) {
        self.title = title.plainString
        self.id = id
        self.content = content()
    }

    package func appendWindows(to windows: inout [SceneWindow]) {
        windows.append(SceneWindow(title: title, id: id ?? title, kind: .utility, content: AnyView(content)))
    }
}
