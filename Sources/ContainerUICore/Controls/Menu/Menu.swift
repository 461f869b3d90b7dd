/// A button that opens a menu of `content`: buttons, nested menus, sections and dividers.
///
/// A render is one frame nobody taps, so the menu is closed: the page shows the label as iOS
/// does, in the tint like a borderless button (or in the environment's button style under
/// `menuStyle(.button)`), a button that says it opens a menu and that the menu is closed; the
/// items are not drawn, and not resolved, as iOS builds them when the menu opens.
///
/// ```swift
/// Menu("Sort") {
///     Button("Title") {}
///     Button("Date") {}
///     Divider()
///     Menu("More") { Button("Size") {} }
/// }
/// ```
public struct Menu<Label: View, Content: View>: View {
    private let label: Label
    private let primaryAction: (() -> Void)?
    @Environment(\.menuLook) private var look

    /// A menu of `content` opened by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        primaryAction = nil
    }

    /// A menu of `content` whose label performs `primaryAction` when tapped (the menu opens on a
    /// long press).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        let button = Button(action: primaryAction ?? {}) { label }.accessibilityRole(.menuButton)
        if look == .borderlessButton {
            button.buttonStyle(.borderless)
        } else {
            button
        }
    }
}

extension Menu where Label == Text {
    /// A menu titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled by a string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu titled by a localized key whose label performs `primaryAction`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// A menu titled by a string whose label performs `primaryAction`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == ContainerUICore.Label<Text, Image> {
    /// A menu labelled by a localized key and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ContainerUICore.Label(titleKey, systemImage: systemImage) }
    }

    /// A menu labelled by a string and a symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ContainerUICore.Label(title, systemImage: systemImage) }
    }
}
