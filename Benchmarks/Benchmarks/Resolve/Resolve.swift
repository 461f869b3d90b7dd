import Benchmark
import ContainerUI
import Gallery

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        warmupIterations: 2,
        scalingFactor: .one,
        maxDuration: .seconds(4),
        maxIterations: 1_000
    )

    for cards in [100, 1_000, 10_000, 100_000] {
        let view = FavoritesBoard(cardCount: cards)
        let nodes = resolve(view).nodeCount
        Benchmark("resolve display board \(cards) cards (\(nodes) nodes)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(resolve(view))
            }
        }
    }
}
