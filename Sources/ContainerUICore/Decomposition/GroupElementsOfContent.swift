/// The content of a `Group(subviews:transform:)`: the transform's result for the resolved
/// subviews of `subviews`.
public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    @usableFromInline let subviews: Subviews
    @usableFromInline let transform: (SubviewsCollection) -> Content

    package init(subviews: Subviews, transform: @escaping (SubviewsCollection) -> Content) {
        self.subviews = subviews
        self.transform = transform
    }

    public typealias Body = Never

    @inlinable
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let nodes = resolver.collectSubviews { $0.resolve(view.subviews) }
        let result = resolver.evaluate { view.transform(SubviewsCollection(nodes: nodes)) }
        resolver.resolve(result)
    }
}

extension Group {
    /// Calls `transform` once with all resolved subviews of `view`; the group contributes what it returns.
    ///
    /// ```swift
    /// Group(subviews: content) { subviews in
    ///     ForEach(subviews) { subview in CardView(scale: subviews.count > 15 ? .small : .normal) { subview } }
    /// }
    /// ```
    public init<Base: View, Result: View>(
        subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result> {
        content = GroupElementsOfContent(subviews: view, transform: transform)
    }

    /// The WWDC24 beta spelling of ``init(subviews:transform:)``.
    @available(*, deprecated, renamed: "init(subviews:transform:)")
    public init<Base: View, Result: View>(
        subviewsOf view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result> {
        self.init(subviews: view, transform: transform)
    }
}
