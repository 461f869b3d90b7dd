/// A view whose content gets a proxy that scrolls the scroll views inside to a view with a given
/// identity. The content is resolved as it is: the proxy is called from actions, `onAppear` or
/// `onChange`, none of which runs in a server render (one frame before any of them), so the
/// scroll views inside start where they would without it.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         ForEach(messages) { MessageRow(message: $0) }
///     }
///     .onAppear { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View {
    /// Builds the content from the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// A reader whose content is built from a scroll view proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(ScrollViewProxy())
    }
}

/// Scrolls the scroll views inside a `ScrollViewReader`. A server render draws the frame before
/// any action runs, so a call changes nothing in it.
public struct ScrollViewProxy: Sendable {
    /// Scrolls the nearest scroll view inside the reader holding a view whose identity is `id`
    /// so that the view sits at `anchor` (as little as brings it into view when `nil`).
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
