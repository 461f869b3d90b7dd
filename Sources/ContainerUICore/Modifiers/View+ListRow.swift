import Foundation

extension View {
    /// Insets this list row's content by `insets` instead of the list's (11 points above and
    /// below, 16 at the sides); `nil` keeps the list's. The row's separator starts at the
    /// leading inset.
    @inline(__always)
    @inlinable
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_NodeModifier(modifier: .listRowInsets(insets ?? EdgeInsets(), edges: .all)).active(insets != nil))
    }

    /// Insets this list row's content by `length` on `edges` instead of the list's; the other
    /// edges, and all of them for a `nil` length, keep their insets. Of several, the innermost
    /// wins on each edge.
    @inline(__always)
    @inlinable
    public func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
        modifier(_NodeModifier(modifier: .listRowInsets(EdgeInsets(edges, length ?? 0), edges: edges)).active(length != nil && !edges.isEmpty))
    }

    /// Colours this list row's separators on `edges` with `color` (the separator between two
    /// rows takes the upper row's bottom tint, else the lower row's top tint); `nil` keeps the
    /// list's.
    @inline(__always)
    @inlinable
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_NodeModifier(modifier: .listRowSeparatorTint(color ?? .clear, edges: edges)).active(color != nil))
    }

    /// Fills this list row with `view`, behind its content, instead of the list's row
    /// background; `nil` keeps the list's.
    @inline(__always)
    @inlinable
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(_LayerModifier(layer: view, alignment: .center, role: .listRowBackground))
    }

    /// Shows `count` at the trailing edge of this list row, in the secondary style (see
    /// `badgeProminence(_:)` for the others); nothing for 0.
    @inline(__always)
    @inlinable
    public func badge(_ count: Int) -> some View {
        badge(count == 0 ? nil : Text(verbatim: String(count)))
    }

    /// Shows `label` at the trailing edge of this list row, in the secondary style (see
    /// `badgeProminence(_:)` for the others); nothing for `nil`.
    @inline(__always)
    @inlinable
    public func badge(_ label: Text?) -> some View {
        modifier(_LayerModifier(layer: label.map(BadgeLabel.init), alignment: .trailing, role: .badge))
    }

    /// Shows the text of `key` at the trailing edge of this list row; nothing for `nil`.
    @inline(__always)
    @inlinable
    public func badge(_ key: LocalizedStringKey?) -> some View {
        badge(key.map { Text($0) })
    }

    /// Shows `label` at the trailing edge of this list row; nothing for `nil`.
    @_disfavoredOverload
    @inline(__always)
    @inlinable
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badge(label.map { Text(verbatim: String($0)) })
    }
}
