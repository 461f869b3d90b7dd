import ContainerUICore
import Foundation
import Testing

/// Building paths as SwiftUI's `Path` does: transforms on every `add`, relative and tangent arcs,
/// rounded rectangles of every kind, other paths, and hit testing.
@Suite struct PathBuildingTests {
    private func close(_ a: CGPoint?, _ b: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func transformsMapEveryPoint() {
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 5), transform: CGAffineTransform(translationX: 100, y: 50))
        #expect(path == Path(CGRect(x: 100, y: 50, width: 10, height: 5)))
        #expect(Path(CGRect(x: 0, y: 0, width: 10, height: 5)).offsetBy(dx: 100, dy: 50) == path)
        let scaled = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).applying(CGAffineTransform(scaleX: 2, y: 1))
        var ellipse = Path()
        ellipse.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(scaleX: 2, y: 1))
        #expect(ellipse == scaled)
        #expect(scaled.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 10))
        var rects = Path()
        rects.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1)])
        #expect(rects.elements.filter { $0 == .closeSubpath }.count == 2)
        var count = 0
        rects.forEach { _ in count += 1 }
        #expect(count == rects.elements.count)
    }

    @Test func roundedRectanglesOfEveryKind() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(Path(roundedRect: rect, cornerSize: CGSize(width: 4, height: 4)) == Path(roundedRect: rect, cornerRadius: 4, style: .circular))
        let uneven = Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(topLeading: 8))
        #expect(uneven == UnevenRoundedRectangle(topLeadingRadius: 8).path(in: rect))
        #expect(uneven.boundingRect == rect)
    }

    @Test func relativeArcsSweepFromTheirStart() {
        var path = Path()
        path.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(90))
        #expect(close(path.currentPoint, CGPoint(x: 0, y: 10)))
        var back = Path()
        back.addArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(-90))
        #expect(close(back.currentPoint, CGPoint(x: 0, y: -10)))
        // A whole turn or more draws the whole circle once.
        var full = Path()
        full.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(720))
        #expect(close(full.boundingRect.origin, CGPoint(x: -10, y: -10), within: 1e-6))
        #expect(close(full.currentPoint, CGPoint(x: 10, y: 0), within: 1e-9))
    }

    @Test func tangentArcsRoundACorner() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        // A line to where the arc starts, then the quarter turn to the second line.
        guard case .line(let arcStart) = path.elements[1] else { Issue.record("no line to the arc"); return }
        #expect(close(arcStart, CGPoint(x: 6, y: 0)))
        #expect(close(path.currentPoint, CGPoint(x: 10, y: 4)))
        // The other way round the corner.
        var other = Path()
        other.move(to: CGPoint(x: 0, y: 10))
        other.addArc(tangent1End: CGPoint(x: 10, y: 10), tangent2End: CGPoint(x: 10, y: 0), radius: 4)
        #expect(close(other.currentPoint, CGPoint(x: 10, y: 6)))
        #expect(other.boundingRect.maxY <= 10 + 1e-9)
        // Points in a line give a line to the corner; no current point starts there.
        var straight = Path()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 2)
        #expect(straight.elements == [.move(to: .zero), .line(to: CGPoint(x: 5, y: 0))])
        var empty = Path()
        empty.addArc(tangent1End: CGPoint(x: 5, y: 5), tangent2End: .zero, radius: 2)
        #expect(empty.elements == [.move(to: CGPoint(x: 5, y: 5))])
    }

    @Test func addedPathsKeepTheirSubpaths() {
        var path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addPath(Path(ellipseIn: CGRect(x: 2, y: 2, width: 6, height: 6)), transform: CGAffineTransform(translationX: 1, y: 0))
        #expect(path.elements.filter { if case .move = $0 { true } else { false } }.count == 2)
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func containsFollowsTheFillRule() {
        var ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        // Both circles wind the same way: nonzero fills the hole, even-odd leaves it.
        #expect(ring.contains(CGPoint(x: 50, y: 50)))
        #expect(!ring.contains(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(ring.contains(CGPoint(x: 10, y: 50), eoFill: true))
        #expect(!ring.contains(CGPoint(x: 2, y: 2)))
        // An open subpath counts as closed.
        var triangle = Path()
        triangle.addLines([.zero, CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        #expect(triangle.contains(CGPoint(x: 2, y: 2)))
        #expect(!triangle.contains(CGPoint(x: 8, y: 8)))
    }
}
