// The standard command sets an app adds to its menus. Like every command set they are accepted
// and not drawn: a window rendered as a page has no menu bar.

/// The View menu's Show/Hide Sidebar item. Accepted and not drawn (a page has no menu bar);
/// the sidebar itself is drawn by the `NavigationSplitView` that has it.
public struct SidebarCommands: PrimitiveCommands {
    /// The sidebar commands.
    public init() {}
}

/// The View menu's toolbar items (show or hide, customise). Accepted and not drawn (a page has
/// no menu bar).
public struct ToolbarCommands: PrimitiveCommands {
    /// The toolbar commands.
    public init() {}
}

/// The Edit menu's text editing items (find, spelling, substitutions, speech). Accepted and not
/// drawn (a page has no menu bar); the browser's own editing works in the page's text fields.
public struct TextEditingCommands: PrimitiveCommands {
    /// The text editing commands.
    public init() {}
}

/// The Format menu's font and text items. Accepted and not drawn (a page has no menu bar).
public struct TextFormattingCommands: PrimitiveCommands {
    /// The text formatting commands.
    public init() {}
}
