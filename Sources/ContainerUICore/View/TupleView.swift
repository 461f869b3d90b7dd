/// The views of a builder block, in order. Contributes each of its views' resolved subviews.
public struct TupleView<each Content: View>: View {
    /// The views, in declaration order.
    public var value: (repeat each Content)

    /// Creates a tuple of views.
    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        var index: UInt64 = 0
        for element in repeat each view.value {
            resolver.withIdentity(index) { resolver in
                resolver.resolve(element)
            }
            index += 1
        }
    }
}
