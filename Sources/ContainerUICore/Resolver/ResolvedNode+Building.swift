extension ResolvedNode {
    /// The number of nodes in this subtree, this one included.
    public var subtreeCount: Int {
        storage.children.reduce(1) { $0 + $1.subtreeCount }
    }

    /// Applies a modifier to this node; sections and grid rows pass it to each of their members.
    /// `hasContentLayer` says that it is a background or overlay of views, `providesGuide` that it
    /// is an `alignmentGuide` (the caller knows; asking the modifier would copy it); `pending` is
    /// how many more modifiers are expected, so that the list is allocated once at its final size.
    @usableFromInline
    package mutating func apply(
        _ modifier: ResolvedModifier, hasContentLayer: Bool = false, providesGuide: Bool = false, reservingFor pending: Int = 0
    ) {
        if storage.passesModifiersOn {
            for index in children.indices {
                children[index].apply(modifier, hasContentLayer: hasContentLayer, providesGuide: providesGuide, reservingFor: pending)
            }
        } else {
            makeUnique()
            let storage = self.storage
            let count = storage.modifiers.count
            if count == storage.modifiers.capacity {
                storage.modifiers.reserveCapacity(Swift.max(count + 1 + pending, 2 * count))
            }
            storage.modifiers.append(modifier)
            if hasContentLayer { storage.hasContentLayers = true }
            if providesGuide { storage.hasAlignmentGuide = true }
        }
    }

    /// Adds `values` under the ones already written. A section keeps them as its own values and
    /// also hands them to each subview of its content.
    @usableFromInline
    package mutating func addContainerValueDefaults(_ values: ContainerValues) {
        containerValues.addDefaults(values)
        if storage.isSection, case .section(let section) = storage.kind {
            for index in section.contentRange(childCount: storage.children.count) {
                children[index].addContainerValueDefaults(values)
            }
        }
    }

    /// Gives this node and its descendants their path ids.
    package mutating func assignIDs(path: String) {
        var buffer = IDPath(path)
        assignIDs(path: &buffer)
    }

    /// Gives this node and its descendants their path ids, `path` holding this node's id: each id
    /// is one `String` made from the shared buffer, never a concatenation per level.
    package mutating func assignIDs(path: inout IDPath) {
        makeUnique()
        storage.id = path.string
        assignDescendantIDs(path: &path)
    }

    /// Gives this node's descendants their path ids, `path` holding this node's id, which is set.
    ///
    /// The children's own ids are set in a first loop and their descendants' in a second: the
    /// first loop's iterations do not wait for one another, so on a tree larger than the caches
    /// the processor overlaps their misses instead of taking them one at a time, depth first.
    private mutating func assignDescendantIDs(path: inout IDPath) {
        let storage = self.storage
        let length = path.count
        for index in storage.children.indices {
            path.appendSegment(index)
            storage.children[index].makeUnique()
            storage.children[index].storage.id = path.string
            path.count = length
        }
        for index in storage.children.indices {
            path.appendSegment(index)
            storage.children[index].assignDescendantIDs(path: &path)
            path.count = length
        }
        guard storage.hasContentLayers else { return }
        for index in storage.modifiers.indices where storage.modifiers[index].hasContentLayer {
            path.appendSegment(index, modifier: true)
            storage.modifiers[index].assignIDs(path: &path)
            path.count = length
        }
    }
}
