extension Scene {
    /// Adds `content`'s menus and groups to the app's menu bar while this scene is active.
    /// Accepted and not drawn: a window rendered as a page has no menu bar, so the scene opens
    /// the same windows with or without them, and `content` is not built.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        self
    }

    /// Replaces the commands this scene brings by default (macOS 13) with `content`'s. Accepted
    /// and not drawn, as ``commands(content:)``.
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        self
    }

    /// Removes the commands this scene brings by default (macOS 13), such as a window's item in
    /// the Window menu. Accepted and not drawn: a page has no menu bar to remove them from.
    public func commandsRemoved() -> some Scene {
        self
    }
}
