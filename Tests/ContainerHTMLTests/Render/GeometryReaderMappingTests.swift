import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// A `GeometryReader`'s content is written for the reader's own size: lengths computed from it
/// follow the window, as the layout engine computes them at every width.
@Suite struct GeometryReaderMappingTests {
    private static let windows: [CGFloat] = [240, 320, 390, 500, 768, 1280, 2560]

    @Test func lengthsFromTheReadersSizeFollowTheWindow() throws {
        let view = VStack(alignment: .leading) {
            Text("Progress")
            GeometryReader { proxy in
                HStack(spacing: 0) {
                    Color.green.frame(width: proxy.size.width * 0.3)
                    Color.gray.frame(width: (proxy.size.width - 12) / 7)
                }
            }
            .frame(height: 10)
        }
        .padding(24)
        let tree = resolve(view)
        let elements = RenderedElement.all(in: renderHTML(tree))
        let sized = elements.filter { $0.classes.contains("cui-fw") && $0.id.hasPrefix("0.0.1.0.") }
        #expect(sized.count == 2)
        for window in Self.windows {
            let frames = layout(tree, in: CGSize(width: window, height: 844)).framesByID
            for element in sized {
                let drawn = try CSSLength.evaluate(try #require(element.style["--cui-w"]), window: Double(window))
                let width = try #require(frames[element.id]).frame.width
                #expect(abs(drawn - Double(width)) < 0.02, "\(element.id) at \(window)")
            }
        }
    }

    @Test func lengthsFromTheReadersPlaceFollowTheWindow() throws {
        let view = HStack {
            Spacer()
            GeometryReader { proxy in
                Color.red.frame(width: proxy.frame(in: .global).minX / 10, height: proxy.frame(in: .named("row")).minX / 10)
            }
            .frame(width: 100, height: 100)
        }
        .padding(16)
        .coordinateSpace(name: "row")
        let tree = resolve(view)
        let colour = try #require(RenderedElement.all(in: renderHTML(tree)).first { $0.id == "0.0.1.0" && $0.classes.contains("cui-fw") })
        for window in Self.windows {
            let frame = try #require(layout(tree, in: CGSize(width: window, height: 844)).framesByID["0.0.1.0"]).frame
            #expect(abs(try CSSLength.evaluate(try #require(colour.style["--cui-w"]), window: Double(window)) - Double(frame.width)) < 0.02, "\(window)")
            #expect(abs(try CSSLength.evaluate(try #require(colour.style["--cui-h"]), window: Double(window)) - Double(frame.height)) < 0.02, "\(window)")
        }
    }

    @Test func contentThatChangesItsViewsWithTheSizeIsWrittenForEachRangeOfWidths() throws {
        let view = GeometryReader { proxy in
            if proxy.size.width >= 500 {
                HStack { Text("A"); Text("B") }.frame(width: proxy.size.width / 2)
            } else {
                VStack { Text("A"); Text("B") }
            }
        }
        .padding(20)
        let html = renderHTML(view)
        // The reader is 500 wide from a window of 540 on: the row from there, widest first.
        #expect(html.contains(#"class="cui-g cui-z cui-geo cui-vtf cui-sx cui-sy" style="--cui-av:100vw;--cui-vc:1;--cui-vw0:539.5px;""#))
        let row = try #require(html.range(of: "cui-row cui-hs"))
        let column = try #require(html.range(of: "cui-col cui-vs"))
        #expect(row.lowerBound < column.lowerBound)
        // The row's width follows the window in its range.
        #expect(html.contains("--cui-w:calc(50vw - 20px);"))
    }

    @Test func contentThatChangesWithTheSizeIsWrittenForTheRendersWidth() {
        let view = GeometryReader { proxy in Text("\(Int(proxy.size.width)) wide") }.padding(.horizontal, 20)
        let html = renderHTML(view)
        // Resolved for the reader's 350 at the render's 390, not for the window.
        #expect(html.contains(">350 wide<"))
        #expect(!html.contains("vw"))
    }

    @Test func aReaderAsLargeAsTheWindowFollowsIt() {
        let view = GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2) }
        #expect(renderHTML(view).contains("--cui-w:calc(50vw);"))
        // In a fixed frame, the reader is the same size at every width.
        let fixed = GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2) }.frame(width: 300)
        #expect(renderHTML(fixed).contains("--cui-w:150px;"))
    }
}
