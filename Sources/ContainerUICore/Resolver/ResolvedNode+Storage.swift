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
        /// Whether a modifier holds a background or overlay of views, whose nodes get ids.
        @exclusivity(unchecked) var hasContentLayers = false
        /// Whether a modifier is an `alignmentGuide`.
        @exclusivity(unchecked) @usableFromInline var hasAlignmentGuide = false
        /// Whether the node is a stack or `ZStack` one of whose children provides explicit
        /// alignment guides (see ``ResolvedNode/providesExplicitGuides``).
        @exclusivity(unchecked) var childrenProvideGuides = false
        /// Whether a custom layout's `explicitAlignment` may give the node guides (see
        /// ``ResolvedNode/mayProvideLayoutGuides``).
        @exclusivity(unchecked) var mayProvideLayoutGuides = false
        /// Whether a modifier clips to, or paints a background in, a container's shape (see
        /// ``ResolvedModifier/drawsConcentricShape``).
        @exclusivity(unchecked) var hasConcentricShapes = false
        /// Whether a modifier is an `accessibilitySortPriority`.
        @exclusivity(unchecked) var hasSortPriority = false
        /// Whether the node is a stack or `ZStack` one of whose children has one.
        @exclusivity(unchecked) var childrenHaveSortPriority = false

        init(kind: consuming ResolvedKind, children: consuming [ResolvedNode], identity: UInt64) {
            (isSection, passesModifiersOn) = Self.flags(of: kind)
            switch kind {
            case .stack, .zStack:
                childrenProvideGuides = children.contains { $0.providesExplicitGuides }
                mayProvideLayoutGuides = children.contains { $0.mayProvideLayoutGuides }
                childrenHaveSortPriority = children.contains { $0.storage.hasSortPriority }
            case .layout: mayProvideLayoutGuides = true
            default: break
            }
            self.kind = kind
            self.children = children
            self.identity = identity
        }

        /// Updates the flags that summarise `kind`.
        func kindChanged() {
            (isSection, passesModifiersOn) = Self.flags(of: kind)
        }

        /// Whether `kind` is a section, and whether it passes modifiers to its members; read from
        /// the argument, so that the stored kind is not copied out to be matched.
        private static func flags(of kind: ResolvedKind) -> (isSection: Bool, passesModifiersOn: Bool) {
            switch kind {
            case .section: (true, true)
            case .gridRow: (false, true)
            default: (false, false)
            }
        }

        /// Updates the flag that summarises `modifiers`, after a change from outside.
        func modifiersChanged() {
            hasContentLayers = modifiers.contains(where: \.hasContentLayer)
            hasAlignmentGuide = modifiers.contains { if case .alignmentGuide = $0 { true } else { false } }
            hasConcentricShapes = modifiers.contains(where: \.drawsConcentricShape)
            hasSortPriority = modifiers.contains { if case .accessibilitySortPriority = $0 { true } else { false } }
        }

        /// A separate storage with the same fields.
        func copy() -> Storage {
            let copy = Storage(kind: kind, children: children, identity: identity)
            copy.id = id
            copy.modifiers = modifiers
            copy.hasContentLayers = hasContentLayers
            copy.hasAlignmentGuide = hasAlignmentGuide
            copy.childrenProvideGuides = childrenProvideGuides
            copy.mayProvideLayoutGuides = mayProvideLayoutGuides
            copy.hasConcentricShapes = hasConcentricShapes
            copy.hasSortPriority = hasSortPriority
            copy.childrenHaveSortPriority = childrenHaveSortPriority
            copy.containerValues = containerValues
            return copy
        }
    }
}
