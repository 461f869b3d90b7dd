import Foundation

/// A layout SwiftUI builds in (`HStackLayout`, `VStackLayout`, `ZStackLayout`, `GridLayout`), or
/// an `AnyLayout`: content laid out by it resolves to the node of the matching container view
/// (an `HStackLayout` container is an `HStack`), so the page, the JSON and the layout engine treat
/// it exactly as that view, not as a custom layout.
@usableFromInline
package protocol BuiltInLayout: Layout {
    /// The kind of the container node that content laid out by this layout resolves to.
    var containerKind: ResolvedKind { get }
}

extension ResolvedKind {
    /// The kind of a container laid out by `layout`: a built-in layout's container kind, else a
    /// custom layout node. The cast is made once per layout container, never for other views.
    @inlinable
    package init<L: Layout>(layoutContainer layout: L) {
        if let builtIn = layout as? any BuiltInLayout {
            self = builtIn.containerKind
        } else {
            self = .layout(ResolvedLayout(layout))
        }
    }
}
