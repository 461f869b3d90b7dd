import Foundation

extension View {
    /// Pads `edges` by `length`, or by the default 16 when `length` is `nil`.
    @inline(__always)
    @inlinable
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        node(.padding(EdgeInsets(edges, length ?? 16)))
    }

    /// Pads every edge by `length`.
    @inline(__always)
    @inlinable
    public func padding(_ length: CGFloat) -> some View {
        node(.padding(EdgeInsets(.all, length)))
    }

    /// Pads by explicit insets.
    @inline(__always)
    @inlinable
    public func padding(_ insets: EdgeInsets) -> some View {
        node(.padding(insets))
    }

    /// A fixed frame; a `nil` dimension adopts the content's size.
    @inline(__always)
    @inlinable
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        node(.frame(FixedFrame(width: width, height: height, alignment: alignment)))
    }

    /// A flexible frame between minimum and maximum sizes.
    @inline(__always)
    @inlinable
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        node(.flexibleFrame(FlexibleFrame(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment
        )))
    }

    /// Keeps the ideal size in both dimensions.
    @inline(__always)
    @inlinable
    public func fixedSize() -> some View {
        node(.fixedSize(horizontal: true, vertical: true))
    }

    /// Keeps the ideal size in the chosen dimensions.
    @inline(__always)
    @inlinable
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        node(.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// Offers space to this view before siblings of lower priority.
    @inline(__always)
    @inlinable
    public func layoutPriority(_ value: Double) -> some View {
        node(.layoutPriority(value))
    }

    /// Sizes this view to the nearest container's length along `axes`.
    @inline(__always)
    @inlinable
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        node(.containerRelativeFrame(ContainerRelativeFrame(axes: axes, sizing: .grid(count: 1, span: 1, spacing: 0), alignment: alignment)))
    }

    /// Sizes this view to `span` of `count` columns of the nearest container, `spacing` apart.
    @inline(__always)
    @inlinable
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        node(.containerRelativeFrame(ContainerRelativeFrame(axes: axes, sizing: .grid(count: count, span: span, spacing: spacing), alignment: alignment)))
    }

    /// Sizes this view by `length(containerLength, axis)`.
    @inline(__always)
    @inlinable
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        node(.containerRelativeFrame(ContainerRelativeFrame(axes: axes, sizing: .closure(length), alignment: alignment)))
    }

    /// Constrains the aspect ratio (`nil` keeps the content's own).
    @inline(__always)
    @inlinable
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        node(.aspectRatio(aspectRatio, contentMode))
    }

    /// Constrains the aspect ratio to `size`'s.
    @inline(__always)
    @inlinable
    public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> some View {
        node(.aspectRatio(size.height == 0 ? nil : size.width / size.height, contentMode))
    }

    /// Scales to fit, keeping the aspect ratio.
    @inline(__always)
    @inlinable
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales to fill, keeping the aspect ratio.
    @inline(__always)
    @inlinable
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Spans `count` columns of a `Grid`.
    @inline(__always)
    @inlinable
    public func gridCellColumns(_ count: Int) -> some View {
        node(.gridCellColumns(max(count, 1)))
    }

    /// Aligns every cell of this cell's `Grid` column horizontally by `guide`, instead of by the
    /// grid's alignment; when cells of one column disagree, the first in the grid wins.
    @inline(__always)
    @inlinable
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        node(.gridColumnAlignment(guide))
    }
}
