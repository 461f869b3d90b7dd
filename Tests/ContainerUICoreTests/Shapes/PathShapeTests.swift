import ContainerUI
import Foundation
import Testing

/// `Path` as a `Shape` and a `View`, as in SwiftUI: it is its own path in any rect, fills with the
/// foreground style when used bare, and takes `fill` and `stroke`.
@Suite struct PathShapeTests {
    private let triangle = Path { path in
        path.move(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 20, y: 20))
        path.addLine(to: CGPoint(x: 0, y: 20))
        path.closeSubpath()
    }

    /// The resolved shapes of `view`, in tree order.
    private func shapes(_ view: some View) -> [ResolvedShape] {
        resolve(view).root.nodes(where: { if case .shape = $0.kind { true } else { false } }).compactMap {
            if case .shape(let shape) = $0.kind { shape } else { nil }
        }
    }

    @Test func aPathIsItsOwnPathInAnyRect() {
        #expect(triangle.path(in: CGRect(x: 0, y: 0, width: 300, height: 40)) == triangle)
        #expect(triangle.path(in: .zero) == triangle)
    }

    @Test func aBarePathFillsWithTheForegroundStyle() {
        let resolved = shapes(VStack { triangle }.foregroundStyle(.red))
        #expect(resolved.count == 1)
        #expect(resolved.first?.fill == .color(.red) && resolved.first?.stroke == nil)
        #expect(resolved.first?.shape.path(in: CGRect(x: 0, y: 0, width: 99, height: 99)) == triangle)
    }

    @Test func aPathTakesFillAndStroke() {
        let stroked = shapes(triangle.stroke(.blue, lineWidth: 2))
        #expect(stroked.first?.stroke == .color(.blue) && stroked.first?.strokeStyle?.lineWidth == 2 && stroked.first?.fill == nil)
        let filled = shapes(Path { $0.addRect(CGRect(x: 0, y: 0, width: 5, height: 5)) }.fill(.green, style: FillStyle(eoFill: true)))
        #expect(filled.first?.fill == .color(.green) && filled.first?.fillStyle.isEOFilled == true)
    }
}
