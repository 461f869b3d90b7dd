/// The section margins set so far in the environment: `margins` on `edges`.
struct ListSectionMarginsKey: EnvironmentKey {
    static let defaultValue = (margins: EdgeInsets(), edges: Edge.Set())
}

extension EnvironmentValues {
    /// The margins `listSectionMargins(_:_:)` sets on the list sections inside, on the edges it
    /// sets; the other edges keep the list style's.
    @usableFromInline package var listSectionMargins: (margins: EdgeInsets, edges: Edge.Set) {
        get { self[ListSectionMarginsKey.self] }
        set { self[ListSectionMarginsKey.self] = newValue }
    }
}

extension View {
    /// Sets the margins of list sections, on `edges`, to `length` points: on a `Section`, of that
    /// section; on a `List` or a view around it, of each of its sections. The leading and
    /// trailing margins are the space between the list's edges and the section (its card, in the
    /// inset styles); the top and bottom ones the space above and below it. The other edges, and
    /// all of them for a `nil` length, keep their margins; a margin set closer to the section wins.
    public func listSectionMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
        environmentTransform { environment in
            guard let length else { return }
            var value = environment.listSectionMargins
            for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { value.margins[edge: edge] = length }
            value.edges.formUnion(edges)
            environment.listSectionMargins = value
        }
    }
}
