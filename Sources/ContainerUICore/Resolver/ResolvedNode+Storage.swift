extension ResolvedNode {
    /// The fields of a node, shared by its copies until one of them changes.
    @usableFromInline
    package final class Storage {
        @usableFromInline var id = ""
        @usableFromInline var kind: ResolvedKind
        @usableFromInline var modifiers: [ResolvedModifier] = []
        @usableFromInline var containerValues = ContainerValues()
        @usableFromInline var children: [ResolvedNode]
        @usableFromInline let identity: UInt64

        init(kind: ResolvedKind, children: [ResolvedNode], identity: UInt64) {
            self.kind = kind
            self.children = children
            self.identity = identity
        }

        /// A separate storage with the same fields.
        func copy() -> Storage {
            let copy = Storage(kind: kind, children: children, identity: identity)
            copy.id = id
            copy.modifiers = modifiers
            copy.containerValues = containerValues
            return copy
        }
    }
}
