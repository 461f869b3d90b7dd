import ContainerUI
import Foundation
import Testing

/// `UnevenRoundedRectangle`, `RectangleCornerRadii` and `.rect(topLeadingRadius:…)`: a radius
/// for each corner, leading corners on the left of the path, each at most half the shorter side.
@Suite struct UnevenRoundedRectangleTests {
    private let frame = CGRect(x: 0, y: 0, width: 100, height: 60)

    @Test func theRadiiAreKeptByCorner() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 1, bottomLeadingRadius: 2, bottomTrailingRadius: 3, topTrailingRadius: 4, style: .circular)
        #expect(shape.cornerRadii == RectangleCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4))
        #expect(shape.style == .circular)
        #expect(UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topTrailing: 8)).style == .continuous)
        #expect(RectangleCornerRadii().topLeading == 0 && RectangleCornerRadii().bottomTrailing == 0)
        let viaRect: UnevenRoundedRectangle = .rect(topLeadingRadius: 5, bottomTrailingRadius: 6)
        #expect(viaRect.cornerRadii == RectangleCornerRadii(topLeading: 5, bottomTrailing: 6))
        let viaRadii: UnevenRoundedRectangle = .rect(cornerRadii: RectangleCornerRadii(bottomLeading: 7), style: .circular)
        #expect(viaRadii.cornerRadii.bottomLeading == 7 && viaRadii.style == .circular)
        #expect(shape.description == "UnevenRoundedRectangle(1, 2, 3, 4)")
    }

    @Test func thePathRoundsOnlyItsOwnCorners() {
        let path = UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 10).path(in: frame)
        #expect(path.elements.first == .move(to: CGPoint(x: 20, y: 0)))
        #expect(path.elements.contains(.line(to: CGPoint(x: 100, y: 0))), "the top-right corner is square")
        #expect(path.elements.contains(.line(to: CGPoint(x: 100, y: 50))), "the bottom-right curve starts 10 above the corner")
        #expect(path.elements.contains(.line(to: CGPoint(x: 0, y: 60))), "the bottom-left corner is square")
        let curves = path.elements.filter { if case .curve = $0 { true } else { false } }
        #expect(curves.count == 2)
        #expect(path.boundingRect == frame)
        #expect(path.elements.last == .closeSubpath)
    }

    @Test func aRadiusIsAtMostHalfTheShorterSide() {
        let path = UnevenRoundedRectangle(topLeadingRadius: 100).path(in: frame)
        #expect(path.elements.first == .move(to: CGPoint(x: 30, y: 0)))
        #expect(path.elements.contains(.line(to: CGPoint(x: 0, y: 30))))
        #expect(UnevenRoundedRectangle(topLeadingRadius: -5).path(in: frame) == UnevenRoundedRectangle().path(in: frame))
    }

    @Test func itResolvesAsAShapeAndTakesStrokeBorderAndTrim() {
        let tree = resolve(VStack { UnevenRoundedRectangle(topLeadingRadius: 12).strokeBorder(.blue, lineWidth: 2) })
        let shapes = tree.root.nodes(where: { if case .shape = $0.kind { true } else { false } })
        guard case .shape(let shape) = shapes.first?.kind else { Issue.record("no shape"); return }
        #expect(shape.insetsStroke && shape.shape.description == "UnevenRoundedRectangle(12, 0, 0, 0)")
        let half = UnevenRoundedRectangle(topLeadingRadius: 12).trim(from: 0, to: 0.5).path(in: frame)
        #expect(half.elements.first == .move(to: CGPoint(x: 12, y: 0)))
    }
}
