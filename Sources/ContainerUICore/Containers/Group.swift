/// Groups views without a container of its own: it contributes its members, and modifiers on it
/// apply to each member.
public struct Group<Content> {
    @usableFromInline package let content: Content
}

extension Group: View where Content: View {
    /// A group of views.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never

    @inlinable
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.resolve(view.content)
    }
}
