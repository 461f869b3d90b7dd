import ContainerUI
import Foundation
import Gallery

/// A plain release driver for profilers (callgrind, perf), which cannot follow the benchmark
/// harness's threads well: `Profile resolve|render|layout CARDS|typical ITERATIONS`, where
/// `typical` is the Render benchmark's typical page (the session's board with two extra cards a
/// column); `layout` resolves the board once and lays it out in a 1280 × 640 window each
/// iteration, as the Layout benchmark does. It
/// prints the total of the counts and an FNV-1a hash of the last output (the HTML after `render`,
/// the frame dump after `layout`), so that a change meant to keep the output can be checked on
/// any board size. With `PROFILE_TIMES` set
/// in the environment it also prints the fastest, the median and the 90th percentile iteration's
/// wall clock and the mean, for a
/// quick figure where the benchmark harness is not built; with `PROFILE_OUTPUT` set to a path it
/// writes the last output there, to read what is being measured.
///
/// ```
/// swift build -c release --product Profile
/// valgrind --tool=callgrind .build/release/Profile resolve 10000 3
/// valgrind --tool=callgrind .build/release/Profile render typical 3
/// valgrind --tool=callgrind .build/release/Profile layout 10000 3
/// ```
///
/// `Profile gallery ITERATIONS [ID]` resolves and renders every gallery example (or the one named
/// ID) with its default parameters ITERATIONS times and prints each one's median wall clock and
/// bytes of HTML, smallest page first: how the pipeline's cost grows with the size and kind of a
/// page.
let arguments = Array(CommandLine.arguments.dropFirst())
if (2...3).contains(arguments.count), arguments[0] == "gallery", let iterations = Int(arguments[1]), iterations > 0 {
    printGalleryTimes(iterations: iterations, only: arguments.count == 3 ? arguments[2] : nil)
    exit(0)
}
guard arguments.count == 3, let iterations = Int(arguments[2]), iterations > 0,
      let view = arguments[1] == "typical"
          ? FavoritesBoard(extraCards: 2)
          : Int(arguments[1]).flatMap({ $0 > 0 ? FavoritesBoard(cardCount: $0) : nil })
else {
    print("usage: Profile resolve|render|layout CARDS|typical ITERATIONS, or Profile gallery ITERATIONS [ID]")
    exit(2)
}
let resolvedOnce = arguments[0] == "layout" ? resolve(view) : nil
var writer = HTMLWriter()
var lastLayout: LayoutResult?
var total = 0
var nanoseconds: [UInt64] = []
for _ in 0..<iterations {
    let start = DispatchTime.now().uptimeNanoseconds
    defer { nanoseconds.append(DispatchTime.now().uptimeNanoseconds - start) }
    switch arguments[0] {
    case "resolve":
        total += resolve(view).root.children.count
    case "render":
        writer.reset()
        renderHTML(resolve(view), into: &writer)
        total += writer.count
    case "layout":
        let result = layout(resolvedOnce!, in: CGSize(width: 1280, height: 640))
        total += result.nodeCount
        lastLayout = result
    default:
        print("unknown mode \(arguments[0]): resolve, render or layout")
        exit(2)
    }
}
var hash: UInt64 = 0xcbf2_9ce4_8422_2325
let output = lastLayout.map { Array($0.dump().utf8) } ?? writer.bytes
for byte in output { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
print(total, String(hash, radix: 16))
if let path = ProcessInfo.processInfo.environment["PROFILE_OUTPUT"] {
    FileManager.default.createFile(atPath: path, contents: Data(output))
}
if ProcessInfo.processInfo.environment["PROFILE_TIMES"] != nil {
    nanoseconds.sort()
    let mean = Double(nanoseconds.reduce(0, +)) / Double(nanoseconds.count)
    print("p0 \(Double(nanoseconds[0]) / 1000) µs, p50 \(Double(nanoseconds[nanoseconds.count / 2]) / 1000) µs, "
        + "p90 \(Double(nanoseconds[nanoseconds.count * 9 / 10]) / 1000) µs, mean \(mean / 1000) µs")
}
