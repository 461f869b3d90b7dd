import Foundation

/// What iOS offers from the navigation title: the document the screen shows and a menu of actions.
extension View {
    /// The document the screen shows, which iOS offers to share from the navigation bar's title
    /// menu. Accepted and not drawn: the page's bar has no title menu.
    public func navigationDocument<D: Transferable>(_ document: D) -> some View {
        self
    }

    /// The document the screen shows, with how the share sheet previews it. Accepted and not
    /// drawn, as ``navigationDocument(_:)``.
    public func navigationDocument<D: Transferable, I: Transferable>(_ document: D, preview: SharePreview<Never, I>) -> some View {
        self
    }

    /// The URL of the document the screen shows. Accepted and not drawn, as
    /// ``navigationDocument(_:)``.
    public func navigationDocument(_ url: URL) -> some View {
        self
    }
}

extension View {
    /// The menu iOS opens from the navigation title (iOS 16). Accepted and not drawn: the page's
    /// bar has no title menu, so the title shows without its chevron.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        self
    }
}
