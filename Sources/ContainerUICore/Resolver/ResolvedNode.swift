/// One node of a resolved tree: a leaf view or a container, as plain data.
///
/// Its `modifiers` are the modifiers applied to it, innermost first; its `containerValues` are
/// the values it hands to its parent container; its `children` are a container's resolved subviews.
///
/// A node is a value, but its fields live in one shared ``Storage`` that is copied only when a
/// shared node is changed: placing a node in another list, a `Subview` or a section is a retain,
/// not a copy of its kind, modifiers and children.
public struct ResolvedNode {
    @usableFromInline package var storage: Storage

    @usableFromInline
    package init(kind: consuming ResolvedKind, children: consuming [ResolvedNode] = [], identity: UInt64) {
        storage = Storage(kind: kind, children: children, identity: identity)
    }

    /// The node's path in the tree (`0.2.1`), assigned once the tree is complete; equal to the
    /// `data-node` attribute of its HTML and the `id` of its JSON.
    public package(set) var id: String {
        @inlinable get { storage.id }
        _modify {
            makeUnique()
            yield &storage.id
        }
    }

    /// What the node is.
    public var kind: ResolvedKind {
        @inlinable get { storage.kind }
        _modify {
            makeUnique()
            yield &storage.kind
            storage.kindChanged()
        }
    }

    /// The modifiers applied to it, innermost first.
    public var modifiers: [ResolvedModifier] {
        @inlinable get { storage.modifiers }
        _modify {
            makeUnique()
            yield &storage.modifiers
            storage.modifiersChanged()
        }
    }

    /// Whether a background or overlay among its modifiers holds views, so that readers of
    /// the modifiers copy a layer out only when it can be one of views.
    package var hasContentLayers: Bool { storage.hasContentLayers }

    /// Whether the node has explicit alignment guides for its parent: an `alignmentGuide` of its
    /// own, or, for a stack or `ZStack`, a child's (guides reach a container through stacks).
    package var providesExplicitGuides: Bool { storage.hasAlignmentGuide || storage.childrenProvideGuides }

    /// Whether the node is a stack or `ZStack` one of whose children provides explicit guides.
    package var childrenProvideExplicitGuides: Bool { storage.childrenProvideGuides }

    /// Whether a custom layout's `explicitAlignment` may give the node explicit guides for its
    /// parent: it is a custom layout, or a stack or `ZStack` holding a node that may have them.
    /// Only the layout engine knows whether it does (a layout's answer depends on its size).
    package var mayProvideLayoutGuides: Bool { storage.mayProvideLayoutGuides }

    /// Whether a modifier clips to, or paints a background in, a container's shape: the layout
    /// engine then looks for those modifiers, and only then.
    package var hasConcentricShapes: Bool { storage.hasConcentricShapes }

    /// Notes that a modifier applied to the node draws a container's shape.
    package mutating func noteConcentricShapes() {
        makeUnique()
        storage.hasConcentricShapes = true
    }

    /// The container values written on it, read by its parent container.
    public var containerValues: ContainerValues {
        @inlinable get { storage.containerValues }
        _modify {
            makeUnique()
            yield &storage.containerValues
        }
    }

    /// A container's resolved subviews, in order.
    public var children: [ResolvedNode] {
        @inlinable get { storage.children }
        _modify {
            makeUnique()
            yield &storage.children
        }
    }

    /// The structural identity (declaration position and explicit ids), stable across runs of
    /// one process; `Subview.ID` is made from it.
    @inlinable
    public var identity: UInt64 { storage.identity }

    /// Gives this node its own storage before a change, when other copies share it.
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }
}
