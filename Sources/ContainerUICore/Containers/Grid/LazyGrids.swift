import Foundation

/// A vertically growing grid whose columns are `GridItem`s.
public struct LazyVGrid<Content: View>: View {
    private let columns: [GridItem]
    private let alignment: HorizontalAlignment
    private let spacing: CGFloat?
    private let content: Content

    /// A grid with the given columns.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let cells = resolver.collectContent { $0.resolve(view.content) }
        let grid = ResolvedLazyGrid(
            axis: .vertical, items: view.columns,
            alignment: Alignment(horizontal: view.alignment, vertical: .center), spacing: view.spacing
        )
        resolver.emit(.lazyGrid(grid), children: cells)
    }
}

/// A horizontally growing grid whose rows are `GridItem`s.
public struct LazyHGrid<Content: View>: View {
    private let rows: [GridItem]
    private let alignment: VerticalAlignment
    private let spacing: CGFloat?
    private let content: Content

    /// A grid with the given rows.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let cells = resolver.collectContent { $0.resolve(view.content) }
        let grid = ResolvedLazyGrid(
            axis: .horizontal, items: view.rows,
            alignment: Alignment(horizontal: .center, vertical: view.alignment), spacing: view.spacing
        )
        resolver.emit(.lazyGrid(grid), children: cells)
    }
}
