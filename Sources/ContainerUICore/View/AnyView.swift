/// A type-erased view. Transparent to flattening: it contributes its wrapped view's subviews.
public struct AnyView: View {
    private let wrapped: any View

    /// Erases the type of `view`.
    public init<V: View>(_ view: V) {
        if let already = view as? AnyView {
            wrapped = already.wrapped
        } else {
            wrapped = view
        }
    }

    /// Erases an existential view.
    public init(erasing view: any View) {
        wrapped = view
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.resolve(erased: view.wrapped)
    }
}
