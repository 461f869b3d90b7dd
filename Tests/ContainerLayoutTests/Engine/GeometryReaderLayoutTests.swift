import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// A `GeometryReader`'s content is given the reader's own size, which only layout knows: the
/// content is resolved again for it.
@Suite struct GeometryReaderLayoutTests {
    @Test func contentIsSizedFromTheReaderNotTheWindow() {
        let view = VStack {
            GeometryReader { proxy in
                Color.green.frame(width: proxy.size.width / 2, height: proxy.size.height)
            }
            .frame(height: 20)
        }
        .padding(.horizontal, 45)
        let narrow = frames(of: view, width: 390)
        // The reader is 300 wide (390 less two paddings of 45), so the colour is 150, not 195.
        #expect(narrow["0.0.0"]?.size == CGSize(width: 300, height: 20))
        #expect(narrow["0.0.0.0"] == CGRect(x: 45, y: 412, width: 150, height: 20))
        #expect(frames(of: view, width: 1000)["0.0.0.0"]?.width == 455)
    }

    @Test func readersInsideReadersAndLayersAreSizedToo() {
        let view = GeometryReader { outer in
            GeometryReader { inner in
                Color.blue.frame(width: inner.size.width - 10, height: 10)
            }
            .frame(width: outer.size.width / 2, height: 40)
        }
        .padding(20)
        .background {
            GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 4, height: 5) }
        }
        let laidOut = frames(of: view, width: 400, height: 400)
        // Outer reader 360 wide; the inner one half of it, 180; its colour 170.
        #expect(laidOut["0.0.0.0"]?.width == 170)
        // The background's reader takes the padded view's 400: its colour is 100.
        let background = laidOut.first { $0.key.hasPrefix("0.0.m") && $0.key.hasSuffix(".0.0") }
        #expect(background?.value.width == 100)
    }

    @Test func aReaderTheSizeOfTheWindowIsResolvedOnce() {
        let counter = Counter()
        let view = GeometryReader { proxy in
            counter.count += 1
            return Text("\(Int(proxy.size.width))")
        }
        _ = frames(of: view, width: 390, height: 844)
        #expect(counter.count == 1)
    }

    private final class Counter: @unchecked Sendable {
        var count = 0
    }
}
