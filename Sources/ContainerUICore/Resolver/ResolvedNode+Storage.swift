extension ResolvedNode {
    /// The fields of a node, shared by its copies until one of them changes.
    ///
    /// Its fields are reached only through ``ResolvedNode``, whose accessors never overlap
    /// (a node changes only through its own `_modify` accessors, one field at a time), so their
    /// dynamic exclusivity checks, a large part of building and walking a tree, are turned off.
    @usableFromInline
    package final class Storage {
        @exclusivity(unchecked) @usableFromInline var id = ""
        @exclusivity(unchecked) @usableFromInline var kind: ResolvedKind
        @exclusivity(unchecked) @usableFromInline var modifiers: [ResolvedModifier] = []
        @exclusivity(unchecked) @usableFromInline var containerValues = ContainerValues()
        @exclusivity(unchecked) @usableFromInline var children: [ResolvedNode]
        @usableFromInline let identity: UInt64
        /// Whether `kind` is a section, or a section or a grid row: read for every node while
        /// lists are flattened and modifiers applied, without copying the kind.
        @exclusivity(unchecked) var isSection = false, passesModifiersOn = false

        init(kind: ResolvedKind, children: [ResolvedNode], identity: UInt64) {
            self.kind = kind
            self.children = children
            self.identity = identity
            kindChanged()
        }

        /// Updates the flags that summarise `kind`.
        func kindChanged() {
            switch kind {
            case .section: (isSection, passesModifiersOn) = (true, true)
            case .gridRow: (isSection, passesModifiersOn) = (false, true)
            default: (isSection, passesModifiersOn) = (false, false)
            }
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
