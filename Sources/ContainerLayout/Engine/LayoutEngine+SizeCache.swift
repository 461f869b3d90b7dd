import ContainerUICore
import Foundation

extension LayoutEngine {
    /// An item's answers for its most recent proposals, in the nearest container
    /// of `container`'s size. Four, because a stack asks each child for zero, infinity and its
    /// share, and the child's parent asks in turn: with two, nested stacks measured every
    /// subtree again on each question. Plain numbers: a lookup compares integers, and memory no
    /// engine wrote is all zeros, an entry of no engine.
    struct CacheEntry {
        /// A proposal as two integers, equal when the proposals are (`nil` to `nil`, −0 to 0).
        struct Key: Equatable {
            var width: UInt64
            var height: UInt64

            @inline(__always)
            init(_ proposal: ProposedViewSize) {
                width = Self.code(proposal.width)
                height = Self.code(proposal.height)
            }

            /// 1 for `nil`, 2 for NaN, otherwise the complement of the length's bits (never 0,
            /// 1 or 2, which would be NaNs); 0 is left for an empty slot.
            @inline(__always)
            private static func code(_ length: CGFloat?) -> UInt64 {
                guard let length else { return 1 }
                if length.isNaN { return 2 }
                return ~(length + 0).bitPattern
            }
        }

        var keys: (Key, Key, Key, Key) = (Key.empty, Key.empty, Key.empty, Key.empty)
        var sizes: (CGSize, CGSize, CGSize, CGSize) = (.zero, .zero, .zero, .zero)
        var container: CGSize = .zero
        /// The slot of the oldest answer, which the next one replaces.
        var next = 0
        /// The engine that wrote the entry (``LayoutScratch/generation``), 0 where none did: an
        /// entry of an earlier engine on the same memory is stale, so the cache needs no clearing.
        var generation: UInt64 = 0

        @inline(__always)
        func size(for key: Key) -> CGSize? {
            if keys.0 == key { return sizes.0 }
            if keys.1 == key { return sizes.1 }
            if keys.2 == key { return sizes.2 }
            if keys.3 == key { return sizes.3 }
            return nil
        }

        mutating func insert(_ size: CGSize, for key: Key) {
            switch next {
            case 0: keys.0 = key; sizes.0 = size
            case 1: keys.1 = key; sizes.1 = size
            case 2: keys.2 = key; sizes.2 = size
            default: keys.3 = key; sizes.3 = size
            }
            next = (next + 1) % 4
        }
    }
}

extension LayoutEngine.CacheEntry.Key {
    /// No proposal: the key of an empty slot.
    static let empty = Self(width: 0, height: 0)

    private init(width: UInt64, height: UInt64) {
        self.width = width
        self.height = height
    }
}
