import Foundation

// Drag and drop with item providers (iOS 13 to 15, and macOS). As with `draggable` and
// `dropDestination`, a rendered page is not a drag session: nothing is picked up from it or
// dropped on it, so these modifiers keep the view as it is drawn without them and call none of
// their closures.

extension View {
    /// Lets the view be dragged, carrying the provider `data` makes when a drag starts. The page
    /// draws the view as is; `data` is never called.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        self
    }

    /// Lets the view be dragged, carrying the provider `data` makes and shown under the pointer
    /// as `preview`. The page draws the view as is; neither is made.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        self
    }

    /// Takes dropped items that have one of `supportedContentTypes`, handing their providers to
    /// `action`, and sets `isTargeted` while a drag is over the view. Nothing is dropped on a
    /// page, so `action` is never called and `isTargeted` keeps its value.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View {
        self
    }

    /// Takes dropped items that have one of `supportedContentTypes`, handing their providers and
    /// the drop's location to `action`. Nothing is dropped on a page.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View {
        self
    }

    /// Takes dropped items that have one of `supportedContentTypes` through `delegate`. Nothing
    /// is dropped on a page, so the delegate is never asked.
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        self
    }

    /// Takes dropped items that have one of `supportedTypes` (type identifiers).
    @available(*, deprecated, message: "Pass content types (UTType) instead of type identifiers.")
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View {
        self
    }

    /// Takes dropped items that have one of `supportedTypes` (type identifiers), with the drop's
    /// location.
    @available(*, deprecated, message: "Pass content types (UTType) instead of type identifiers.")
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View {
        self
    }

    /// Takes dropped items that have one of `supportedTypes` (type identifiers) through
    /// `delegate`.
    @available(*, deprecated, message: "Pass content types (UTType) instead of type identifiers.")
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View {
        self
    }

    /// Gives the system the view's contents as an item provider when it asks (for services on the
    /// Mac, and a drag where no `onDrag` is set). A page never asks; `action` is never called.
    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> some View {
        self
    }
}
