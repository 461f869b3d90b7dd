/// A type-erased list of the values pushed on a `NavigationStack`, as SwiftUI's: any `Hashable`
/// values, mixed freely, the last one on top.
///
/// ```swift
/// @State private var path = NavigationPath()
///
/// NavigationStack(path: $path) {
///     List { NavigationLink("Mint", value: Color.mint) }
///         .navigationDestination(for: Color.self) { color in ColorDetail(color: color) }
/// }
/// ```
public struct NavigationPath: Equatable {
    /// The values, bottom first.
    package private(set) var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() {
        elements = []
    }

    /// A path of `elements`, the first at the bottom.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of values.
    public var count: Int { elements.count }

    /// Whether no value is pushed.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value` on top.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the top `k` values; `k` must not exceed ``count``.
    public mutating func removeLast(_ k: Int = 1) {
        precondition(k >= 0 && k <= elements.count, "NavigationPath.removeLast: cannot remove \(k) of \(elements.count) values")
        elements.removeLast(k)
    }
}
