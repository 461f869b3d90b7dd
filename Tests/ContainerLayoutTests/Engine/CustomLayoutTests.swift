import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// A `Layout` that records how often its cache was made, and places its subviews in a diagonal.
private struct Diagonal: Layout {
    final class Counter: @unchecked Sendable { var caches = 0 }
    let counter: Counter

    func makeCache(subviews: Subviews) -> [CGSize] {
        counter.caches += 1
        return subviews.map { $0.sizeThatFits(.unspecified) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) -> CGSize {
        CGSize(width: cache.map(\.width).reduce(0, +), height: cache.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) {
        var point = CGPoint(x: bounds.maxX, y: bounds.minY)
        for (index, subview) in subviews.enumerated() {
            subview.place(at: point, anchor: .topTrailing, proposal: ProposedViewSize(cache[index]))
            point.x -= cache[index].width
            point.y += cache[index].height
        }
    }
}

@Suite struct CustomLayoutTests {
    @Test func subviewsArePlacedWhereTheLayoutSaysWithOneCachePerPass() throws {
        let counter = Diagonal.Counter()
        let view = Diagonal(counter: counter) {
            Color.red.frame(width: 10, height: 20)
            Color.blue.frame(width: 30, height: 40)
        }
        let result = frames(of: view, width: 200, height: 200)
        let container = try #require(result["0.0"])
        #expect(container.size == CGSize(width: 40, height: 60))
        #expect(try #require(result["0.0.0"]) == CGRect(x: container.maxX - 10, y: container.minY, width: 10, height: 20))
        #expect(try #require(result["0.0.1"]) == CGRect(x: container.maxX - 40, y: container.minY + 20, width: 30, height: 40))
        // One cache, shared by every measurement and the placement.
        #expect(counter.caches == 1)
    }

    @Test func aSubviewTheLayoutNeverPlacesIsCentredAndOfferedTheContainersProposal() throws {
        struct FirstOnly: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 100, height: 50)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews.first?.place(at: bounds.origin, proposal: .unspecified)
            }
        }
        let result = frames(of: FirstOnly {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 10)
            Color.green
        }, width: 300, height: 200)
        let container = try #require(result["0.0"])
        #expect(try #require(result["0.0.0"]).origin == container.origin)
        #expect(try #require(result["0.0.1"]) == CGRect(x: container.minX + 40, y: container.minY + 20, width: 20, height: 10))
        // Offered what the container was offered (the window), centred on the container.
        #expect(try #require(result["0.0.2"]) == CGRect(x: container.midX - 150, y: container.midY - 100, width: 300, height: 200))
    }

    @Test func layoutSubviewsReadContainerValuesAndPriority() {
        struct Reader: Layout {
            final class Seen: @unchecked Sendable { var priorities: [Double] = [] }
            let seen: Seen
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                seen.priorities = subviews.map(\.priority)
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let seen = Reader.Seen()
        _ = frames(of: Reader(seen: seen) { Color.red.layoutPriority(2); Color.blue })
        #expect(seen.priorities == [2, 0])
    }
}
