import ContainerUI
import Foundation
import Gallery

/// A plain release driver for profilers (callgrind, perf), which cannot follow the benchmark
/// harness's threads well: `Profile resolve|render CARDS ITERATIONS`.
///
/// ```
/// swift build -c release --product Profile
/// valgrind --tool=callgrind .build/release/Profile resolve 10000 3
/// ```
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 3, let cards = Int(arguments[arguments.startIndex + 1]),
      let iterations = Int(arguments[arguments.startIndex + 2]), cards > 0, iterations > 0
else {
    print("usage: Profile resolve|render CARDS ITERATIONS")
    exit(2)
}
let view = FavoritesBoard(cardCount: cards)
var writer = HTMLWriter()
var total = 0
for _ in 0..<iterations {
    switch arguments.first {
    case "resolve":
        total += resolve(view).root.children.count
    case "render":
        writer.reset()
        renderHTML(resolve(view), into: &writer)
        total += writer.bytes.count
    default:
        print("unknown mode \(arguments.first ?? ""): resolve or render")
        exit(2)
    }
}
print(total)
