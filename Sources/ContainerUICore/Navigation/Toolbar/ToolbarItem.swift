/// An item of a toolbar: views placed in the navigation bar or the bottom toolbar of the nearest
/// `NavigationStack`.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) {
///         Button("Add", systemImage: "plus") {}
///     }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    private let placement: ToolbarItemPlacement
    private let content: Content

    /// An item of `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.content = content()
    }

    /// An item the user could customise on iPadOS and macOS, known by `id`; drawn as any item.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement
        self.content = content()
    }

    /// Resolved directly: no body.
    public typealias Body = Never

    /// Resolves the item's views and hands them to the nearest navigation stack.
    public static func _resolveToolbar(_ content: Self, into resolver: inout Resolver) {
        resolver.addToolbarItem(content.placement) { $0.resolve(content.content) }
    }
}

/// Several toolbar items at one placement: each view of the content is an item.
///
/// ```swift
/// ToolbarItemGroup(placement: .bottomBar) {
///     Button("Previous") {}
///     Spacer()
///     Button("Next") {}
/// }
/// ```
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    private let placement: ToolbarItemPlacement
    private let content: Content

    /// Items of each view of `content`, at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Resolved directly: no body.
    public typealias Body = Never

    /// Resolves the group's views and hands them to the nearest navigation stack.
    public static func _resolveToolbar(_ content: Self, into resolver: inout Resolver) {
        resolver.addToolbarItem(content.placement) { $0.resolve(content.content) }
    }
}
