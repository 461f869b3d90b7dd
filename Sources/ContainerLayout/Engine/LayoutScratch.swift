import ContainerUICore
import Foundation

/// The memory a ``LayoutEngine`` works in, handed on to the next engine when it is done.
///
/// An engine's arrays and buffers grow to a few hundred bytes per node (at 10,000 cards about
/// 9 MB). Allocated afresh for every layout, each of their pages faulted in again, which was
/// about a third of a large layout's time; an engine now takes a scratch from ``Pool/shared``,
/// moves its arrays out while it works and back when it is freed, and the pool empties them,
/// keeping their capacity, for the next engine.
///
/// One engine at a time holds a scratch (the pool hands it out under a lock), and each access to
/// its variables is a single read, write or swap, so they are declared without dynamic
/// exclusivity checks, as the engine's own are.
final class LayoutScratch {
    /// The arrays of the engine's tree, empty between engines.
    @exclusivity(unchecked) var tree = LayoutTreeBuilder()
    @exclusivity(unchecked) var measuredTexts: [MeasuredText?] = []
    @exclusivity(unchecked) var placements: [Arrangement.Placement] = []
    @exclusivity(unchecked) var nodeFrames: [Arrangement.NodeFrame] = []
    /// Room for the engine's per-item size cache and frames and its flat child list.
    @exclusivity(unchecked) private(set) var cache = Buffer<LayoutEngine.CacheEntry>()
    @exclusivity(unchecked) private(set) var frames = Buffer<CGRect>()
    @exclusivity(unchecked) private(set) var children = Buffer<Int>()

    /// Empties every array, keeping its capacity (the resolved nodes and texts are released).
    func clear() {
        tree.removeAll()
        measuredTexts.removeAll(keepingCapacity: true)
        placements.removeAll(keepingCapacity: true)
        nodeFrames.removeAll(keepingCapacity: true)
    }

    /// The bytes this scratch holds on to.
    var footprint: Int {
        tree.footprint
            + measuredTexts.capacity * MemoryLayout<MeasuredText?>.stride
            + placements.capacity * MemoryLayout<Arrangement.Placement>.stride
            + nodeFrames.capacity * MemoryLayout<Arrangement.NodeFrame>.stride
            + cache.footprint + frames.footprint + children.footprint
    }

    /// The mark of the last engine that used this scratch (see `LayoutEngine.CacheEntry`).
    @exclusivity(unchecked) private(set) var generation: UInt64 = 0

    /// A mark for the next engine: larger than every mark in this scratch's cache.
    func nextGeneration() -> UInt64 {
        generation += 1
        return generation
    }

    /// Room for at least `count` cache entries, `count` frames and `childCount` child items.
    func reserve(items count: Int, children childCount: Int) {
        cache.reserve(count)
        frames.reserve(count)
        children.reserve(childCount)
    }

    deinit {
        cache.free()
        frames.free()
        children.free()
    }

    /// Memory for plain values (no references), reused by one engine after another: all zeros
    /// when allocated, then whatever the engines that used it wrote.
    struct Buffer<Element> {
        private(set) var base = Self.zeroed(capacity: 1)
        private(set) var capacity = 1

        var footprint: Int { capacity * MemoryLayout<Element>.stride }

        /// Grows the buffer to hold `count` elements (its contents are not kept).
        mutating func reserve(_ count: Int) {
            guard count > capacity else { return }
            base.deallocate()
            capacity = max(count, capacity * 2)
            base = Self.zeroed(capacity: capacity)
        }

        private static func zeroed(capacity: Int) -> UnsafeMutablePointer<Element> {
            let base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
            UnsafeMutableRawPointer(base).initializeMemory(as: UInt8.self, repeating: 0, count: capacity * MemoryLayout<Element>.stride)
            return base
        }

        func free() {
            base.deallocate()
        }
    }
}

extension LayoutScratch {
    /// The scratches of finished engines, for the next ones: at most one per processor, and
    /// none larger than ``largestKept`` bytes, so a server keeps at most a few layouts' worth
    /// of memory after an unusually large one.
    final class Pool: @unchecked Sendable {
        /// The pool every engine uses.
        static let shared = Pool(capacity: max(ProcessInfo.processInfo.activeProcessorCount, 2))

        /// The largest scratch kept: about what a 100,000-card display board needs.
        static let largestKept = 256 << 20
        /// The largest scratch kept beyond the pool's capacity, up to four times it: a page draws
        /// several custom layouts with engines alive at once (the columns of a board), each
        /// needing a scratch of a few kilobytes.
        static let smallKept = 1 << 20

        private let lock = NSLock()
        private var free: [LayoutScratch] = []
        private let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            free.reserveCapacity(capacity)
        }

        /// A scratch with empty arrays: a kept one, or a new one.
        func take() -> LayoutScratch {
            lock.lock()
            let scratch = free.popLast()
            lock.unlock()
            return scratch ?? LayoutScratch()
        }

        /// Keeps `scratch` for a later engine, emptied, unless the pool is full or it is too large
        /// (a small one is kept in a pool up to four times as large).
        func give(_ scratch: LayoutScratch) {
            scratch.clear()
            guard scratch.footprint <= Self.largestKept else { return }
            lock.lock()
            if free.count < capacity || (scratch.footprint <= Self.smallKept && free.count < 4 * capacity) { free.append(scratch) }
            lock.unlock()
        }
    }
}
