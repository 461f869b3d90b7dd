/// Shows the first of its subviews whose ideal size fits the space offered along `axes`, or the
/// last one when none does.
///
/// Each subview is measured at its ideal size along the constrained axes (as with `fixedSize`)
/// and the size offered along the others; the one shown then takes the space offered as any view
/// does. A toolbar that drops its labels when the window narrows:
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Label("Reply", systemImage: "arrowshape.turn.up.left"); Label("Share", systemImage: "square.and.arrow.up") }
///     HStack { Image(systemName: "arrowshape.turn.up.left"); Image(systemName: "square.and.arrow.up") }
/// }
/// ```
public struct ViewThatFits<Content: View>: View {
    @usableFromInline let axes: Axis.Set
    @usableFromInline let content: Content

    /// A view that picks the first of `content`'s subviews that fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public typealias Body = Never

    @inlinable
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let children = resolver.collectContent { $0.resolve(view.content) }
        resolver.emit(.viewThatFits(axes: view.axes), children: children)
    }
}
