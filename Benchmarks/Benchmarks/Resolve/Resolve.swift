import Benchmark
import ContainerUI
import Gallery

/// The display board of the WWDC24 session grown to about `cards` cards in three sections.
func board(cards: Int) -> FavoritesBoard {
    FavoritesBoard(extraCards: max(0, (cards - 16) / 3))
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        warmupIterations: 2,
        scalingFactor: .one,
        maxDuration: .seconds(4),
        maxIterations: 1_000
    )

    for cards in [100, 1_000, 10_000, 100_000] {
        let view = board(cards: cards)
        let nodes = resolve(view).nodeCount
        Benchmark("resolve display board \(cards) cards (\(nodes) nodes)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(resolve(view))
            }
        }
    }
}
