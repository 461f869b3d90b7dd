/// A scene presenting a group of identically structured windows: the main scene of most apps.
///
/// ```swift
/// WindowGroup("Notes", id: "notes") { NotesView() }
/// ```
///
/// On the server the group is one window: ``App/main()`` renders its content.
public struct WindowGroup<Content: View>: PrimitiveScene {
    let title: String?
    let id: String?
    let content: Content

    /// A window group of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.init(title: nil, id: nil, content: content())
    }

    /// A window group with an identifier, so that `openWindow(id:)` can name it.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(title: nil, id: id, content: content())
    }

    /// A window group with a title, shown in the window's title bar and the app's menus.
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), id: nil, content: content())
    }

    /// A window group with a title and an identifier.
    public init(_ title: some StringProtocol, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), id: id, content: content())
    }

    /// A window group with its title as `Text`.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.init(title: title.plainString, id: nil, content: content())
    }

    /// A window group with its title as `Text` and an identifier.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: title.plainString, id: id, content: content())
    }

    /// A window group presenting a value of type `type` in each window; the server opens the
    /// window with no value, as a new window starts.
    public init<D: Decodable & Encodable & Hashable>(
        for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
    ) {
        self.init(title: nil, id: nil, content: content(.constant(nil)))
    }

    /// A titled window group presenting a value of type `type` in each window.
    public init<D: Decodable & Encodable & Hashable>(
        _ title: some StringProtocol, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
    ) {
        self.init(title: String(title), id: nil, content: content(.constant(nil)))
    }

    /// A window group with an identifier, presenting a value of type `type` in each window.
    public init<D: Decodable & Encodable & Hashable>(
        id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
    ) {
        self.init(title: nil, id: id, content: content(.constant(nil)))
    }

    /// A titled window group with an identifier, presenting a value of type `type` in each window.
    public init<D: Decodable & Encodable & Hashable>(
        _ title: some StringProtocol, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
    ) {
        self.init(title: String(title), id: id, content: content(.constant(nil)))
    }

    /// A window group titled by a `Text`, presenting a value of type `type` in each window.
    public init<D: Decodable & Encodable & Hashable>(
        _ title: Text, id: String? = nil, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
    ) {
        self.init(title: title.plainString, id: id, content: content(.constant(nil)))
    }

    /// A window group presenting a value of type `D` in each window, a new window starting with
    /// `defaultValue()`, as the server's window does.
    public init<D: Decodable & Encodable & Hashable>(
        for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> Content, defaultValue: @escaping () -> D
    ) {
        self.init(title: nil, id: nil, content: content(.constant(defaultValue())))
    }

    /// A window group with an identifier, presenting a value of type `D` in each window, a new
    /// window starting with `defaultValue()`.
    public init<D: Decodable & Encodable & Hashable>(
        id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> Content, defaultValue: @escaping () -> D
    ) {
        self.init(title: nil, id: id, content: content(.constant(defaultValue())))
    }

    /// A titled window group with an identifier, presenting a value of type `D` in each window,
    /// a new window starting with `defaultValue()`.
    public init<D: Decodable & Encodable & Hashable>(
        _ title: some StringProtocol, id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> Content,
        defaultValue: @escaping () -> D
    ) {
        self.init(title: String(title), id: id, content: content(.constant(defaultValue())))
    }

    private init(title: String?, id: String?, content: Content) {
        self.title = title
        self.id = id
        self.content = content
    }

    package func appendWindows(to windows: inout [SceneWindow]) {
        windows.append(SceneWindow(title: title, id: id, kind: .group, content: AnyView(content)))
    }
}
