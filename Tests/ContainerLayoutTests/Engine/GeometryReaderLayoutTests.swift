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

    @Test func framesInTheWindowAndInNamedSpaces() {
        let view = VStack(spacing: 0) {
            Color.clear.frame(height: 100)
            VStack {
                GeometryReader { proxy in
                    VStack(spacing: 0) {
                        Color.red.frame(width: proxy.frame(in: .global).minY, height: 10)
                        Color.green.frame(width: proxy.frame(in: .named("card")).minX, height: 10)
                        Color.blue.frame(width: proxy.frame(in: CoordinateSpace.local).minX + 1, height: 10)
                        Color.gray.frame(width: -(proxy.bounds(of: .named("card"))?.minX ?? 0), height: proxy.bounds(of: .named("card"))?.height ?? 0)
                    }
                }
                .frame(height: 40)
                .padding(.leading, 30)
            }
            .padding(12)
            .coordinateSpace(.named("card"))
        }
        .padding(20)
        let laidOut = frames(of: view, width: 390, height: 844)
        let reader = laidOut["0.0.1.0"]!
        // The reader's box starts after the paddings of the page and the card; its own leading
        // padding of 30 is outside the reader, which starts at 62.
        #expect(reader.minX == CGFloat(20 + 12))
        // Global: the reader's top in the window; named: from the card's padded frame.
        #expect(laidOut["0.0.1.0.0.0"]?.width == reader.minY)
        #expect(laidOut["0.0.1.0.0.1"]?.width == CGFloat(62 - 20))
        #expect(laidOut["0.0.1.0.0.2"]?.width == 1)
        // The card's bounds in the reader's coordinates: 42 to its left, as tall as the card.
        #expect(laidOut["0.0.1.0.0.3"]?.size == CGSize(width: 42, height: 64))
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
