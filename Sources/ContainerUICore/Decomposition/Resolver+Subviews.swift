extension Resolver {
    /// Resolves the view a decomposition (`ForEach(subviews:)`, `Group(subviews:)`) takes apart
    /// into its subviews, sections flattened. Among a list's rows they are resolved as the list's
    /// rows, as the view would be if it were written there: a `DisclosureGroup` among them is
    /// its label's row and its content's indented rows, not one stack in a single row.
    @inlinable @inline(__always)
    package mutating func collectSubviews(_ body: (inout Resolver) -> Void) -> [ResolvedNode] {
        let listRows = collectsListRows
        return collectContent { resolver in
            resolver.collectsListRows = listRows
            body(&resolver)
        }
    }
}
