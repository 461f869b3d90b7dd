import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// A `Canvas` takes the size it is offered, and its renderer draws again for that size once
/// layout knows it.
@Suite struct CanvasLayoutTests {
    @Test func aCanvasIsGreedyAndDrawsForItsOwnSize() throws {
        let view = VStack(spacing: 0) {
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            }
            Text("Below")
        }
        .frame(width: 300, height: 200)
        #expect(frames(of: view).count == frames(of: VStack(spacing: 0) { Rectangle(); Text("Below") }.frame(width: 300, height: 200)).count + 1,
                "the canvas and its drawing")
        let tree = resolve(view)
        let laidOut = layout(tree, in: CGSize(width: 390, height: 844)).framesByID.values
        let canvasFrame = try #require(laidOut.first { $0.type == "Canvas" }?.frame)
        let drawingFrame = try #require(laidOut.first { $0.type == "CanvasDrawing" }?.frame)
        #expect(canvasFrame.width == 300 && canvasFrame.height > 150 && canvasFrame.height < 200)
        #expect(drawingFrame == canvasFrame)
        let rectangleFrame = try #require(frames(of: VStack(spacing: 0) { Rectangle(); Text("Below") }.frame(width: 300, height: 200))["0.0.0"])
        #expect(canvasFrame.size == rectangleFrame.size, "as greedy as a shape")
    }
}
