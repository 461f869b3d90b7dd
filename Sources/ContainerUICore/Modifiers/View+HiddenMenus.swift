/// Menus that show only when someone asks for them: a context menu on a long press, swipe actions
/// on a swipe. A server render is the frame before either, so the view is drawn without them;
/// their content takes SwiftUI's arguments, so that SwiftUI code compiles unchanged, and is not
/// resolved.
extension View {
    /// Shows `menuItems` when the view is long-pressed.
    @inlinable
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        self
    }

    /// Shows `menuItems` and `preview` when the view is long-pressed.
    @inlinable
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        self
    }

    /// Shows `menu` for the selected items of a list or table when they are long-pressed.
    @inlinable
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M, primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View {
        self
    }

    /// Shows `content`'s buttons on `edge` of a list row when it is swiped.
    @inlinable
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        self
    }
}
