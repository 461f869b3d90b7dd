import Synchronization

/// The layout types whose `explicitAlignment` for an axis is the protocol's default: a fact of
/// the type, learnt the first time the default runs for it and kept for the life of the process.
/// The layout engine then answers such a layout's guides (when its subviews have none of their
/// own) without sizing and placing its subviews to ask it.
enum DefaultExplicitAlignments {
    /// A layout type and whether the horizontal (rather than the vertical) guides are meant.
    private struct Entry: Hashable {
        let type: ObjectIdentifier
        let horizontal: Bool

        init(_ type: any Layout.Type, _ key: AlignmentKey) {
            self.type = ObjectIdentifier(type)
            if case .horizontal = key { horizontal = true } else { horizontal = false }
        }
    }

    private static let known = Mutex<Set<Entry>>([])

    /// Records that `type`'s `explicitAlignment` for `key`'s axis is the default.
    static func record(_ type: any Layout.Type, _ key: AlignmentKey) {
        let entry = Entry(type, key)
        _ = known.withLock { $0.insert(entry) }
    }

    /// Whether `type`'s `explicitAlignment` for `key`'s axis is known to be the default.
    static func isDefault(_ type: any Layout.Type, _ key: AlignmentKey) -> Bool {
        let entry = Entry(type, key)
        return known.withLock { $0.contains(entry) }
    }
}
