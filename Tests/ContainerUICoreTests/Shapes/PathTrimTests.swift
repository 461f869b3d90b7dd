import ContainerUI
import Foundation
import Testing

/// `Path.trimmedPath(from:to:)` and `Shape.trim(from:to:)`: the partial path along the length,
/// cut inside lines and curves, closed only where a subpath is kept whole.
@Suite struct PathTrimTests {
    private func close(_ a: CGPoint?, _ b: CGPoint, within tolerance: CGFloat = 0.01) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    private var rectangle: Path { Path(CGRect(x: 0, y: 0, width: 100, height: 50)) }

    @Test func lengthsOfLinesAndCurves() {
        #expect(rectangle.length == 300)
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        // The four Bézier quarters are within 0.03% of the circle's length.
        #expect(abs(circle.length - .pi * 100) < 0.05)
    }

    @Test func aRectangleIsCutInsideItsSides() {
        let half = rectangle.trimmedPath(from: 0, to: 0.5)
        #expect(half.elements == [.move(to: .zero), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 50))])
        let middle = rectangle.trimmedPath(from: 0.25, to: 0.75)
        #expect(middle.elements == [
            .move(to: CGPoint(x: 75, y: 0)), .line(to: CGPoint(x: 100, y: 0)),
            .line(to: CGPoint(x: 100, y: 50)), .line(to: CGPoint(x: 25, y: 50)),
        ])
        #expect(middle.length == 150)
    }

    @Test func aCircleStartsAtItsRightmostPointAndRunsClockwiseOnScreen() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let quarter = Circle().trim(from: 0, to: 0.25).path(in: rect)
        guard case .move(let start) = quarter.elements.first else { Issue.record("no start"); return }
        #expect(close(start, CGPoint(x: 100, y: 50)))
        #expect(close(quarter.currentPoint, CGPoint(x: 50, y: 100)))
        #expect(abs(quarter.length - .pi * 25) < 0.02)
        // Cut inside the curves: from 45° to 135°, still curves, on the circle.
        let cut = Circle().trim(from: 0.125, to: 0.375).path(in: rect)
        guard case .move(let cutStart) = cut.elements.first else { Issue.record("no start"); return }
        let diagonal = 50 * CGFloat(0.5).squareRoot()
        #expect(close(cutStart, CGPoint(x: 50 + diagonal, y: 50 + diagonal), within: 0.05))
        #expect(close(cut.currentPoint, CGPoint(x: 50 - diagonal, y: 50 + diagonal), within: 0.05))
        #expect(cut.elements.dropFirst().allSatisfy { if case .curve = $0 { true } else { false } })
        #expect(abs(cut.length - .pi * 25) < 0.02)
    }

    @Test func fractionsAreClampedAndAnEmptyRangeDrawsNothing() {
        #expect(rectangle.trimmedPath(from: -1, to: 2) == rectangle)
        #expect(rectangle.trimmedPath(from: 0.7, to: 0.2).isEmpty)
        #expect(rectangle.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(rectangle.trimmedPath(from: 1.5, to: 3).isEmpty)
        #expect(rectangle.trimmedPath(from: -0.5, to: 0.5) == rectangle.trimmedPath(from: 0, to: 0.5))
    }

    @Test func aSubpathKeptWholeStaysClosed() {
        var two = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        two.addRect(CGRect(x: 20, y: 0, width: 10, height: 10))
        let trimmed = two.trimmedPath(from: 0, to: 0.75)
        #expect(Array(trimmed.elements.prefix(5)) == Array(two.elements.prefix(5)))
        #expect(trimmed.elements.filter { $0 == .closeSubpath }.count == 1)
        #expect(trimmed.elements[5] == .move(to: CGPoint(x: 20, y: 0)))
        #expect(close(trimmed.currentPoint, CGPoint(x: 30, y: 10)))
    }

    @Test func sharpCornersAreFoundForTheMiterLimit() {
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(!circle.hasCorner(withMiterLongerThan: 1.01))
        #expect(rectangle.hasCorner(withMiterLongerThan: 1.4) && !rectangle.hasCorner(withMiterLongerThan: 1.42))
        // A 20° spike: its miter is 1 / sin(10°) ≈ 5.76 widths long.
        var spike = Path()
        spike.move(to: .zero)
        spike.addLine(to: CGPoint(x: 100, y: 0))
        let angle = CGFloat(20) * .pi / 180
        spike.addLine(to: CGPoint(x: 100 - 100 * cos(angle), y: 100 * sin(angle)))
        #expect(spike.hasCorner(withMiterLongerThan: 4) && !spike.hasCorner(withMiterLongerThan: 6))
        // Closed, it is a triangle of 20°, 80° and 80°: still one corner past 4, none past 6.
        spike.closeSubpath()
        #expect(spike.hasCorner(withMiterLongerThan: 4) && !spike.hasCorner(withMiterLongerThan: 6))
    }

    @Test func strokeStyleHasSwiftUIsDefaults() {
        let style = StrokeStyle()
        #expect(style.lineWidth == 1 && style.lineCap == .butt && style.lineJoin == .miter && style.miterLimit == 10)
        #expect(style.dash.isEmpty && style.dashPhase == 0)
        let ring = StrokeStyle(lineWidth: 12, lineCap: .round, lineJoin: .bevel, miterLimit: 3, dash: [4, 2], dashPhase: 1)
        #expect(ring.lineCap == .round && ring.lineJoin == .bevel && ring.miterLimit == 3 && ring.dash == [4, 2] && ring.dashPhase == 1)
    }

    @Test func aColorsGradientIsLighterAtTheTop() {
        guard case .linearGradient(let gradient) = Color(red: 0, green: 0.4, blue: 1).gradient._resolvedStyle else {
            Issue.record("not a linear gradient"); return
        }
        #expect(gradient.startPoint == .top && gradient.endPoint == .bottom)
        #expect(gradient.gradient.stops.map(\.location) == [0, 1])
        #expect(gradient.gradient.stops[1].color == Color(red: 0, green: 0.4, blue: 1))
        guard case .rgb(let red, let green, let blue) = gradient.gradient.stops[0].color.storage else {
            Issue.record("not rgb"); return
        }
        #expect(abs(red - 0.15) < 1e-9 && abs(green - 0.49) < 1e-9 && blue == 1)
        guard case .linearGradient(let system) = Color.blue.gradient._resolvedStyle else { Issue.record("not a gradient"); return }
        #expect(system.gradient.stops[0].color.storage == .lightened(.blue, by: 0.15))
        #expect(Color.clear.gradient == AnyGradient(Gradient(colors: [.clear, .clear])))
    }
}
