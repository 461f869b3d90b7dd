import Foundation

/// A static grid: each `GridRow` is a row, the i-th view of every row sits in column i, and
/// columns are sized jointly. A view outside any `GridRow` spans the whole width.
public struct Grid<Content: View>: View {
    private let alignment: Alignment
    private let horizontalSpacing: CGFloat?
    private let verticalSpacing: CGFloat?
    private let content: Content

    /// A grid.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let rows = resolver.collectContent { $0.resolve(view.content) }
        let grid = ResolvedGrid(alignment: view.alignment, horizontalSpacing: view.horizontalSpacing, verticalSpacing: view.verticalSpacing)
        resolver.emit(.grid(grid), children: rows)
    }
}

/// A row of a `Grid`. Modifiers on a row land on each of its cells.
public struct GridRow<Content: View>: View {
    private let alignment: VerticalAlignment?
    private let content: Content

    /// A grid row.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let cells = resolver.collectContent { $0.resolve(view.content) }
        resolver.emit(.gridRow(alignment: view.alignment), children: cells)
    }
}
