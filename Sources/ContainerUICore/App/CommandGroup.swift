/// Items added to one of the standard menu groups, before or after its items or in place of
/// them.
///
/// ```swift
/// CommandGroup(replacing: .newItem) {
///     Button("New Note") { newNote() }
///         .keyboardShortcut("n")
/// }
/// CommandGroup(after: .sidebar) { Toggle("Show Preview", isOn: $showsPreview) }
/// ```
///
/// Accepted and not drawn: a window rendered as a page has no menu bar, so neither the group
/// nor the standard items it would replace appear on it.
public struct CommandGroup<Content: View>: PrimitiveCommands {
    /// Where the items go relative to their group.
    enum Position {
        /// Before the group's items.
        case before
        /// After the group's items.
        case after
        /// In place of the group's items.
        case replacing
    }

    /// The standard group the items go to.
    let placement: CommandGroupPlacement
    /// Where they go relative to it.
    let position: Position
    /// The items.
    let content: Content

    private init(_ position: Position, _ placement: CommandGroupPlacement, content: () -> Content) {
        self.placement = placement
        self.position = position
        self.content = content()
    }

    /// `addition`'s items before the items of `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(.before, group, content: addition)
    }

    /// `addition`'s items after the items of `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(.after, group, content: addition)
    }

    /// `addition`'s items in place of the items of `group`; an empty `addition` removes them.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(.replacing, group, content: addition)
    }
}
