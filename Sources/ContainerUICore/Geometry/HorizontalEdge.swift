/// Leading or trailing: the edges `safeAreaInset(edge:alignment:spacing:content:)` takes beside
/// a view.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The leading edge (left in left-to-right layouts).
    case leading
    /// The trailing edge (right in left-to-right layouts).
    case trailing
}
