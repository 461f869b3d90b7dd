import Foundation

/// Arranges its resolved subviews in a vertical line.
public struct VStack<Content: View>: View {
    private let alignment: HorizontalAlignment
    private let spacing: CGFloat?
    private let content: Content

    /// A vertical stack; `spacing: nil` uses the default distance (8).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.emitStack(.vertical, Alignment(horizontal: view.alignment, vertical: .center), view.spacing, lazy: false, view.content)
    }
}

/// Arranges its resolved subviews in a horizontal line.
public struct HStack<Content: View>: View {
    private let alignment: VerticalAlignment
    private let spacing: CGFloat?
    private let content: Content

    /// A horizontal stack; `spacing: nil` uses the default distance (8).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.emitStack(.horizontal, Alignment(horizontal: .center, vertical: view.alignment), view.spacing, lazy: false, view.content)
    }
}

extension Resolver {
    /// Emits a stack node whose children are `content`'s resolved subviews.
    package mutating func emitStack<Content: View>(
        _ axis: Axis, _ alignment: Alignment, _ spacing: CGFloat?, lazy: Bool, _ content: Content
    ) {
        let children = collectContent { $0.resolve(content) }
        emit(.stack(ResolvedStack(axis: axis, alignment: alignment, spacing: spacing, isLazy: lazy)), children: children)
    }
}
