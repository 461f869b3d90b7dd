import Foundation

// Drag and drop (iOS 16). A rendered page is not a drag session: nothing can be picked up from it
// or dropped on it, so these modifiers keep the view exactly as it is drawn without them. The
// element gets no `draggable` attribute either, as the browser would then let the reader drag a
// copy of it that no drop target on the page takes.

extension View {
    /// Lets the view be dragged, carrying `payload` (iOS 16). The page draws the view as is and
    /// nothing on it can be dragged; `payload` is never made.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        self
    }

    /// Lets the view be dragged, carrying `payload` and shown under the pointer as `preview`
    /// (iOS 16). The page draws the view as is and nothing on it can be dragged; neither `payload`
    /// nor `preview` is made.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View {
        self
    }

    /// Takes items of `payloadType` dropped on the view, handing them and the drop's location to
    /// `action` and telling `isTargeted` when a drag enters or leaves (iOS 16). The page draws
    /// the view as is: nothing is ever dropped on it, so neither closure is called.
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self,
        action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        self
    }
}
