import ContainerLayout
import ContainerUI
import Foundation
import Gallery
import Testing

/// Engines reuse the memory of earlier ones (`LayoutScratch`): nothing of one layout may show
/// in the next, whatever their sizes and order.
@Suite struct LayoutScratchTests {
    @Test func aLayoutAfterLargerAndSmallerOnesGivesTheSameFrames() {
        let window = CGSize(width: 1280, height: 640)
        let small = resolve(VStack { Text("Shaped once"); Color.red.frame(width: 20, height: 20) })
        let board = resolve(FavoritesBoard(cardCount: 300))
        let firstSmall = layout(small, in: window).dump()
        let firstBoard = layout(board, in: window).dump()
        #expect(layout(small, in: window).dump() == firstSmall)
        #expect(layout(board, in: window).dump() == firstBoard)
        #expect(layout(small, in: CGSize(width: 390, height: 844)).dump() != firstSmall)
        #expect(layout(small, in: window).dump() == firstSmall)
    }

    @Test func anEngineNeverReadsTheSizesOfTheEngineBeforeIt() {
        // Both trees ask their text for the same proposal at the same item: a size cached by the
        // first layout must not answer the second.
        let window = CGSize(width: 1280, height: 640)
        let short = resolve(Text("A"))
        let long = resolve(Text("A line of text much longer than the other one"))
        let shortFirst = layout(short, in: window).dump()
        let longAfterShort = layout(long, in: window).dump()
        let shortAfterLong = layout(short, in: window).dump()
        let longAfterLong = layout(long, in: window).dump()
        #expect(shortFirst != longAfterShort)
        #expect(shortFirst == shortAfterLong)
        #expect(longAfterShort == longAfterLong)
    }

    @Test func layoutsOnManyThreadsAgreeWithOneOnThisThread() {
        let window = CGSize(width: 768, height: 1024)
        let cardCounts = [40, 7]
        let expected = cardCounts.map { layout(resolve(FavoritesBoard(cardCount: $0)), in: window).dump() }
        let dumps = Dumps()
        DispatchQueue.concurrentPerform(iterations: 16) { task in
            let dump = layout(resolve(FavoritesBoard(cardCount: cardCounts[task % 2])), in: window).dump()
            dumps.add(task % 2, dump)
        }
        #expect(dumps.all.count == 16)
        for (tree, dump) in dumps.all { #expect(dump == expected[tree]) }
    }

    /// Dumps collected from several threads.
    private final class Dumps: @unchecked Sendable {
        private let lock = NSLock()
        private var dumps: [(Int, String)] = []

        func add(_ tree: Int, _ dump: String) {
            lock.lock()
            dumps.append((tree, dump))
            lock.unlock()
        }

        var all: [(Int, String)] {
            lock.lock()
            defer { lock.unlock() }
            return dumps
        }
    }
}
