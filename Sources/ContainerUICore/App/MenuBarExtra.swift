/// A scene that lives in the Mac's menu bar: an item showing its label that opens its content,
/// as a menu or (with `menuBarExtraStyle(.window)`) a small window.
///
/// ```swift
/// MenuBarExtra("Timer", systemImage: "timer") {
///     Button("Start") { timer.start() }
///     Button("Stop") { timer.stop() }
/// }
/// ```
///
/// A rendered page has no menu bar, so the label is not drawn, and, like ``Settings``, the
/// extra opens no window at launch: ``App/main()`` renders the app's first window group or
/// window. An app made of menu bar extras alone renders the first one's content as its window,
/// titled by its title. An extra whose `isInserted` binding is `false` is not in the menu bar
/// and opens nothing.
public struct MenuBarExtra<Label: View, Content: View>: PrimitiveScene {
    let title: Text?
    let isInserted: Bool
    let label: Label
    let content: Content

    private init(title: Text?, isInserted: Binding<Bool>, content: () -> Content, label: () -> Label) {
        self.title = title
        self.isInserted = isInserted.wrappedValue
        self.label = label()
        self.content = content()
    }

    /// An extra labelled by `label`, opening `content`; in the menu bar while `isInserted` is
    /// `true` (always, without the binding).
    public init(isInserted: Binding<Bool> = .constant(true), @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(title: nil, isInserted: isInserted, content: content, label: label)
    }

    package func appendWindows(to windows: inout [SceneWindow]) {
        guard isInserted else { return }
        windows.append(SceneWindow(title: title?.plainString, id: nil, kind: .menuBarExtra, content: AnyView(content)))
    }
}

extension MenuBarExtra where Label == Text {
    /// An extra titled by a literal, opening `content`.
    public init(_ titleKey: LocalizedStringKey, isInserted: Binding<Bool> = .constant(true), @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), isInserted: isInserted, content: content) { Text(titleKey) }
    }

    /// An extra titled by a string, opening `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isInserted: Binding<Bool> = .constant(true), @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), isInserted: isInserted, content: content) { Text(title) }
    }
}

extension MenuBarExtra where Label == ContainerUICore.Label<Text, Image> {
    /// An extra titled by a literal with an SF Symbol as its icon, opening `content`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool> = .constant(true), @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), isInserted: isInserted, content: content) { ContainerUICore.Label(titleKey, systemImage: systemImage) }
    }

    /// An extra titled by a string with an SF Symbol as its icon, opening `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isInserted: Binding<Bool> = .constant(true), @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), isInserted: isInserted, content: content) { ContainerUICore.Label(title, systemImage: systemImage) }
    }

    /// An extra titled by a literal with an image of the app's as its icon, opening `content`.
    public init(_ titleKey: LocalizedStringKey, image: String, isInserted: Binding<Bool> = .constant(true), @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), isInserted: isInserted, content: content) { ContainerUICore.Label(titleKey, image: image) }
    }

    /// An extra titled by a string with an image of the app's as its icon, opening `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, isInserted: Binding<Bool> = .constant(true), @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), isInserted: isInserted, content: content) { ContainerUICore.Label(title, image: image) }
    }
}
