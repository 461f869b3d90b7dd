import ContainerUI
import Foundation
import Gallery

/// Resolves and renders each gallery example (or the one whose id is `only`) `iterations` times,
/// then prints its median wall clock in µs and its bytes of HTML, the smallest page first.
func printGalleryTimes(iterations: Int, only: String?) {
    var writer = HTMLWriter()
    var rows: [(microseconds: Double, bytes: Int, id: String)] = []
    for example in GalleryCatalog.examples where only == nil || example.id == only {
        let view = example.makeView(GalleryArguments(defaultsOf: example.parameters))
        var nanoseconds: [UInt64] = []
        for _ in 0..<iterations {
            let start = DispatchTime.now().uptimeNanoseconds
            writer.reset()
            renderHTML(resolve(view), into: &writer)
            nanoseconds.append(DispatchTime.now().uptimeNanoseconds - start)
        }
        nanoseconds.sort()
        rows.append((Double(nanoseconds[nanoseconds.count / 2]) / 1000, writer.count, example.id))
    }
    for row in rows.sorted(by: { $0.bytes < $1.bytes }) {
        print(String(format: "%9.1f µs %8d B  %.2f µs/KB  ", row.microseconds, row.bytes, row.microseconds / Double(row.bytes) * 1024) + row.id)
    }
}
