import Benchmark
import ContainerUI
import Gallery

/// Resolves `view` and renders it into `writer`, reusing the writer's buffer.
func resolveAndRender(_ view: FavoritesBoard, into writer: inout HTMLWriter) -> Int {
    writer.reset()
    renderHTML(resolve(view), into: &writer)
    return writer.count
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        warmupIterations: 2,
        scalingFactor: .one,
        maxDuration: .seconds(4),
        maxIterations: 10_000
    )

    // A typical page: the session's board with two extra cards per column, about 20 KB of HTML.
    let typical = FavoritesBoard(extraCards: 2)
    var probe = HTMLWriter()
    let typicalBytes = resolveAndRender(typical, into: &probe)
    Benchmark("resolve+render typical page (\(typicalBytes) bytes)") { benchmark in
        var writer = HTMLWriter()
        for _ in benchmark.scaledIterations {
            blackHole(resolveAndRender(typical, into: &writer))
        }
    }

    for cards in [100, 1_000, 10_000, 100_000] {
        let view = FavoritesBoard(cardCount: cards)
        let bytes = resolveAndRender(view, into: &probe)
        let nodes = resolve(view).nodeCount
        Benchmark("resolve+render display board \(cards) cards (\(nodes) nodes, \(bytes) bytes)") { benchmark in
            var writer = HTMLWriter()
            for _ in benchmark.scaledIterations {
                blackHole(resolveAndRender(view, into: &writer))
            }
        }
    }
}
