/// The data of a `ForEach(subviews:)`: the resolved subviews of a view, resolved when the
/// `ForEach` is, in the environment at its position.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    @usableFromInline package let storage: DeferredNodes

    @usableFromInline
    init(storage: DeferredNodes) {
        self.storage = storage
    }

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of subviews.
    public var endIndex: Int { storage.nodes.count }

    /// The subview at `index`.
    public subscript(index: Int) -> Subview {
        Subview(node: storage.nodes[index])
    }
}

/// Resolved nodes computed on first use: by the `ForEach` resolving them, or (when the
/// collection is read outside resolution) in the bound environment.
@usableFromInline
package final class DeferredNodes {
    private let source: (inout Resolver) -> [ResolvedNode]
    private var resolved: [ResolvedNode]?

    @usableFromInline
    init(source: @escaping (inout Resolver) -> [ResolvedNode]) {
        self.source = source
    }

    /// The resolved subviews of `view`, sections flattened.
    @inlinable
    package convenience init<V: View>(_ view: V) {
        self.init(source: { resolver in resolver.collectSubviews { $0.resolve(view) } })
    }

    /// The sections of `view`.
    @inlinable
    package convenience init<V: View>(sections view: V) {
        self.init(source: { resolver in resolver.collect { $0.resolve(view) }.groupedIntoSections() })
    }

    @usableFromInline
    package func prepare(_ resolver: inout Resolver) {
        resolved = source(&resolver)
    }

    package var nodes: [ResolvedNode] {
        if let resolved { return resolved }
        var resolver = Resolver(environment: CurrentEnvironment.current)
        let nodes = source(&resolver)
        resolved = nodes
        return nodes
    }
}

extension ForEach where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View {
    /// One output per resolved subview of `view`, in order.
    ///
    /// ```swift
    /// ForEach(subviews: content) { subview in
    ///     CardView { subview }
    /// }
    /// ```
    @inlinable
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content) {
        let storage = DeferredNodes(view)
        self.init(data: ForEachSubviewCollection(storage: storage), identifier: \.id, content: content, prepare: storage.prepare)
    }

    /// The WWDC24 beta spelling of ``init(subviews:content:)``.
    @available(*, deprecated, renamed: "init(subviews:content:)")
    public init<V: View>(subviewOf view: V, @ViewBuilder content: @escaping (Subview) -> Content) {
        self.init(subviews: view, content: content)
    }
}
