/// A view that contributes no resolved subviews.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {}
}
