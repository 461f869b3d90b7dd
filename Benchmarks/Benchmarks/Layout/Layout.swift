import Benchmark
import ContainerUI
import Foundation
import Gallery

/// The layout engine alone (the tree is resolved once, outside the measurement) on the display
/// board grown to about `cards` cards, in a 1280 × 640 window. Text is measured with Inter; each
/// distinct title is shaped once per process, so the figures are for a warm measurer.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        warmupIterations: 2,
        scalingFactor: .one,
        maxDuration: .seconds(4),
        maxIterations: 10_000
    )
    let window = CGSize(width: 1280, height: 640)
    for cards in [100, 1_000, 10_000, 100_000] {
        let tree = resolve(FavoritesBoard(cardCount: cards))
        Benchmark("layout display board \(cards) cards (\(tree.nodeCount) nodes)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(layout(tree, in: window))
            }
        }
    }
}
