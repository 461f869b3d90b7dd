import Foundation

/// Flexible space that expands along its stack's axis, at least `minLength` long.
public struct Spacer: View {
    /// The minimum length, or `nil` for the system spacing (8).
    public var minLength: CGFloat?

    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.emit(.spacer(minLength: view.minLength))
    }
}

/// A thin line that separates content, across its stack's axis.
public struct Divider: View {
    /// Creates a divider.
    public init() {}

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.emit(.divider)
    }
}
