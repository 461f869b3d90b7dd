/// One window an app's scenes open: its title, identifier, kind, and content with the scene
/// modifiers applied to it.
package struct SceneWindow {
    /// What kind of window the scene declared.
    package enum Kind: Equatable {
        /// A `WindowGroup`: the app's main windows.
        case group
        /// A single `Window`.
        case window
        /// The app's `Settings` window.
        case settings
        /// A `MenuBarExtra`'s content, which the menu bar opens.
        case menuBarExtra
        /// A `DocumentGroup(viewing:)`, whose windows show documents the reader opens.
        case documentViewer

        /// Whether the app opens the window at launch (a window group or window), rather than
        /// on request (settings, a menu bar extra).
        package var opensAtLaunch: Bool { self == .group || self == .window }
    }

    /// The title given to the scene, if any.
    package var title: String?
    /// The scene's identifier (`id:`), if any.
    package var id: String?
    /// The kind of scene that declared the window.
    package var kind: Kind
    /// The size the scene asks for by default (`defaultSize`), if any.
    package var defaultSize: CGSize?
    /// The window's content.
    package var content: AnyView

    package init(title: String?, id: String?, kind: Kind, content: AnyView) {
        self.title = title
        self.id = id
        self.kind = kind
        self.content = content
    }
}
