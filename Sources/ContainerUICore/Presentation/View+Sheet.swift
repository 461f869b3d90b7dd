import Foundation

/// Where a popover points: a rectangle of the view or a point in it.
public enum PopoverAttachmentAnchor {
    /// A rectangle: `.rect(.bounds)` for the whole view.
    case rect(Anchor<CGRect>.Source)
    /// A unit point of the view.
    case point(UnitPoint)
}

extension View {
    /// Presents `content` in a sheet while `isPresented` is true: the screen dims behind a card
    /// at the sheet's smallest detent (large by default), named by its first text outside a control. `onDismiss` never runs in a render.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        PresentingView(content: self, presentation: isPresented.wrappedValue ? Self.sheet(content()) : nil)
    }

    /// Presents `content` for the item in a sheet while `item` holds one.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        PresentingView(content: self, presentation: item.wrappedValue.map { Self.sheet(content($0)) })
    }

    /// Presents `content` over the whole screen while `isPresented` is true.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        PresentingView(content: self, presentation: isPresented.wrappedValue ? Self.cover(content()) : nil)
    }

    /// Presents `content` for the item over the whole screen while `item` holds one.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        PresentingView(content: self, presentation: item.wrappedValue.map { Self.cover(content($0)) })
    }

    /// Presents `content` in a popover while `isPresented` is true. On iPhone a popover is a
    /// sheet (large unless its content sets detents), so it draws as one; the anchor and arrow
    /// edge, which only a popover's arrow uses, change nothing.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        PresentingView(content: self, presentation: isPresented.wrappedValue ? Self.sheet(content()) : nil)
    }

    /// Presents `content` for the item in a popover, drawn as a sheet on iPhone, while `item`
    /// holds one.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        PresentingView(content: self, presentation: item.wrappedValue.map { Self.sheet(content($0)) })
    }

    private static func sheet<Content: View>(_ content: Content) -> (inout Resolver) -> PresentedLayer {
        { resolver in
            let (nodes, settings) = resolver.resolveSheetContent(content)
            let screen = resolver.environment.containerSize.height
            return .sheet(SheetLayer(content: nodes, settings: settings, screenLength: screen, name: nodes.presentationName ?? "Sheet"))
        }
    }

    private static func cover<Content: View>(_ content: Content) -> (inout Resolver) -> PresentedLayer {
        { resolver in
            let nodes = resolver.resolveSheetContent(content).nodes
            return .cover(CoverLayer(content: nodes, name: nodes.presentationName ?? "Full-screen cover"))
        }
    }
}
