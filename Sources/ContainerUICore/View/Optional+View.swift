/// An optional view contributes nothing when `nil` and its wrapped view's subviews otherwise.
extension Optional: View where Wrapped: View {
    public typealias Body = Never

    @inlinable
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        if let wrapped = view {
            resolver.resolve(wrapped)
        }
    }
}
