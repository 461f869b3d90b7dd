import ContainerUI
import Foundation
import Testing

/// What `GeometryProxy[anchor]` gives: the anchor's value in the reader's coordinates once
/// layout recorded its view's frame, and an empty frame at the window's origin before.
@Suite struct AnchorTests {
    private let source = AnchorSourceID(identity: 7, modifier: 0)

    /// A reader at (20, 30) that knows the anchored view is at (50, 70), 100 × 40.
    private var placed: GeometryProxy {
        GeometryProxy(size: CGSize(width: 300, height: 200), origin: CGPoint(x: 20, y: 30),
                      namedFrames: [AnyHashable(source): CGRect(x: 50, y: 70, width: 100, height: 40)])
    }

    @Test func rectanglesAreInTheReadersCoordinates() {
        #expect(placed[Anchor(source: source, geometry: .bounds)] == CGRect(x: 30, y: 40, width: 100, height: 40))
        #expect(placed[Anchor(source: source, geometry: .rect(CGRect(x: 5, y: 6, width: 7, height: 8)))] == CGRect(x: 35, y: 46, width: 7, height: 8))
    }

    @Test func pointsAreInTheReadersCoordinates() {
        let expected: [(Anchor<CGPoint>.Source, CGPoint)] = [
            (.topLeading, CGPoint(x: 30, y: 40)), (.top, CGPoint(x: 80, y: 40)), (.topTrailing, CGPoint(x: 130, y: 40)),
            (.leading, CGPoint(x: 30, y: 60)), (.center, CGPoint(x: 80, y: 60)), (.trailing, CGPoint(x: 130, y: 60)),
            (.bottomLeading, CGPoint(x: 30, y: 80)), (.bottom, CGPoint(x: 80, y: 80)), (.bottomTrailing, CGPoint(x: 130, y: 80)),
            (.point(CGPoint(x: 1, y: 2)), CGPoint(x: 31, y: 42)), (.unitPoint(UnitPoint(x: 0.25, y: 0.5)), CGPoint(x: 55, y: 60)),
        ]
        for (geometry, point) in expected {
            #expect(placed[Anchor(source: source, geometry: geometry)] == point, "\(geometry.name)")
        }
    }

    @Test func arraysAndOptionalsTakeEachValueFromTheSameView() {
        let both = Anchor<[CGPoint]>.Source([.topLeading, .bottomTrailing])
        #expect(placed[Anchor(source: source, geometry: both)] == [CGPoint(x: 30, y: 40), CGPoint(x: 130, y: 80)])
        #expect(placed[Anchor(source: source, geometry: Anchor<CGRect?>.Source(nil))] == nil)
        #expect(placed[Anchor(source: source, geometry: Anchor<CGRect?>.Source(.bounds))] == CGRect(x: 30, y: 40, width: 100, height: 40))
    }

    @Test func beforeLayoutTheViewIsAnEmptyFrameAtTheWindowsOrigin() {
        let first = GeometryProxy(size: CGSize(width: 390, height: 844))
        #expect(first[Anchor(source: source, geometry: .bounds)] == .zero)
        #expect(first[Anchor(source: source, geometry: .center)] == .zero)
    }
}
