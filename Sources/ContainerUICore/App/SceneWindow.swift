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
        /// A `UtilityWindow`: a floating panel the View menu or `openWindow(id:)` shows.
        case utility

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
    /// Whether the app opens the window at launch (`defaultLaunchBehavior`).
    package var launchBehavior = SceneLaunchBehavior.automatic
    /// The window's content.
    package var content: AnyView

    /// Whether the app opens the window at launch: as its kind has it, unless
    /// `defaultLaunchBehavior` presents or suppresses it.
    package var opensAtLaunch: Bool {
        switch launchBehavior.kind {
        case .automatic: kind.opensAtLaunch
        case .presented: true
        case .suppressed: false
        }
    }

    package init(title: String?, id: String?, kind: Kind, content: AnyView) {
        self.title = title
        self.id = id
        self.kind = kind
        self.content = content
    }
}
