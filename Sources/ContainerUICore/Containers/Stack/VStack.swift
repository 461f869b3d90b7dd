import Foundation

/// Arranges its resolved subviews in a vertical line.
public struct VStack<Content: View>: View {
    @usableFromInline let alignment: HorizontalAlignment
    @usableFromInline let spacing: CGFloat?
    @usableFromInline let content: Content

    /// A vertical stack; `spacing: nil` uses the default distance (8).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never

    @inlinable
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.emitStack(.vertical, view.alignment, view.spacing, lazy: false, view.content)
    }
}

/// Arranges its resolved subviews in a horizontal line.
public struct HStack<Content: View>: View {
    @usableFromInline let alignment: VerticalAlignment
    @usableFromInline let spacing: CGFloat?
    @usableFromInline let content: Content

    /// A horizontal stack; `spacing: nil` uses the default distance (8).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never

    @inlinable
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.emitStack(.horizontal, view.alignment, view.spacing, lazy: false, view.content)
    }
}

extension Resolver {
    /// Emits a vertical stack node whose children are `content`'s resolved subviews.
    @inlinable
    package mutating func emitStack<Content: View>(
        _ axis: Axis, _ alignment: HorizontalAlignment, _ spacing: CGFloat?, lazy: Bool, _ content: Content
    ) {
        let children = collectContent { $0.resolve(content) }
        emitStack(axis, Alignment(horizontal: alignment, vertical: .center), spacing, lazy: lazy, children: children)
    }

    /// Emits a horizontal stack node whose children are `content`'s resolved subviews.
    @inlinable
    package mutating func emitStack<Content: View>(
        _ axis: Axis, _ alignment: VerticalAlignment, _ spacing: CGFloat?, lazy: Bool, _ content: Content
    ) {
        let children = collectContent { $0.resolve(content) }
        emitStack(axis, Alignment(horizontal: .center, vertical: alignment), spacing, lazy: lazy, children: children)
    }

    @usableFromInline
    mutating func emitStack(_ axis: Axis, _ alignment: Alignment, _ spacing: CGFloat?, lazy: Bool, children: [ResolvedNode]) {
        emit(.stack(ResolvedStack(axis: axis, alignment: alignment, spacing: spacing, isLazy: lazy)), children: children)
    }
}
