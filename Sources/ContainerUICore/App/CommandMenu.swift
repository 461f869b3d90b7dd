/// A menu of an app's own, placed in the menu bar after the standard menus.
///
/// ```swift
/// CommandMenu("Tools") {
///     Button("Run") { run() }
///         .keyboardShortcut("r")
/// }
/// ```
///
/// Accepted and not drawn: a window rendered as a page has no menu bar, so neither the menu
/// nor its items appear on it.
public struct CommandMenu<Content: View>: PrimitiveCommands {
    /// The menu's name in the menu bar.
    let name: Text
    /// The menu's items.
    let content: Content

    /// A menu named `name`, of `content`'s items.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }

    /// A menu named by a literal.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(nameKey), content: content)
    }

    /// A menu named by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.init(Text(name), content: content)
    }
}
