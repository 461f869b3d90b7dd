@testable import ContainerUICore
import Foundation
import Testing

@Suite("How modifiers and erased shapes are held")
struct ModifierStorageTests {
    @Test("A modifier is at most 64 bytes: every modifier of a tree is as large as the largest payload")
    func modifierSize() {
        #expect(MemoryLayout<ResolvedModifier>.stride <= 64)
        #expect(MemoryLayout<FlexibleFrame>.size <= 50)
        #expect(MemoryLayout<AnyShape?>.size <= 17)
        #expect(MemoryLayout<ResolvedShapeStyle>.size <= 33 && MemoryLayout<ResolvedShadow>.size <= 57)
    }

    @Test("A gradient's copies are independent values that compare and hash by their parts")
    func gradientValues() {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        var moved = gradient
        moved.startPoint = .leading
        #expect(gradient.startPoint == .top && moved.startPoint == .leading && moved.endPoint == .bottom)
        #expect(moved != gradient)
        moved.startPoint = .top
        let twin = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        #expect(moved == gradient && twin == gradient && Set([gradient, twin, moved]).count == 1)
        moved.gradient = Gradient(colors: [.green])
        #expect(moved.gradient.stops.map(\.color) == [.green] && gradient.gradient.stops.count == 2)
    }

    @Test("A flexible frame gives back the lengths it was given, nil where none was, and compares by them")
    func flexibleFrameLengths() throws {
        let node = subviews { Text("x").frame(minWidth: 0, maxWidth: .infinity, idealHeight: 44, alignment: .leading) }[0].node
        guard case .flexibleFrame(let frame) = try #require(node.modifiers.first) else {
            Issue.record("expected a flexible frame, got \(node.modifiers)")
            return
        }
        #expect(frame.minWidth == 0 && frame.idealWidth == nil && frame.maxWidth == .infinity)
        #expect(frame.minHeight == nil && frame.idealHeight == 44 && frame.maxHeight == nil)
        #expect(frame.alignment == .leading)
        var changed = frame
        changed.idealWidth = 10
        #expect(changed != frame && changed.idealWidth == 10)
        changed.idealWidth = nil
        #expect(changed == frame)
        changed.maxHeight = .nan
        #expect(changed.maxHeight == nil, "a NaN length counts as not given")
    }

    @Test("An erased shape answers as the shape it erases, built-in or not, and is never erased twice")
    func erasedShapes() {
        struct Wedge: Shape {
            var share: CGFloat
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.move(to: CGPoint(x: rect.midX, y: rect.midY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY + rect.height * share))
                path.closeSubpath()
                return path
            }
        }
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let rounded = AnyShape(RoundedRectangle(cornerRadius: 6, style: .circular))
        #expect(rounded.base(as: RoundedRectangle.self)?.cornerSize == CGSize(width: 6, height: 6))
        #expect(rounded.base(as: RoundedRectangle.self)?.style == .circular)
        #expect(rounded.base(as: Rectangle.self) == nil && rounded.base(as: Wedge.self) == nil)
        #expect(rounded.path(in: rect) == RoundedRectangle(cornerRadius: 6).path(in: rect))
        #expect(AnyShape(Rectangle()).base(as: Rectangle.self) != nil)
        #expect(AnyShape(Circle()).base(as: Circle.self) != nil && AnyShape(Circle()).base(as: Ellipse.self) == nil)
        #expect(AnyShape(Ellipse()).path(in: rect) == Ellipse().path(in: rect))
        #expect(AnyShape(Capsule()).base(as: Capsule.self) != nil)
        let wedge = AnyShape(AnyShape(Wedge(share: 0.25)))
        #expect(wedge.base(as: Wedge.self)?.share == 0.25)
        #expect(wedge.base is Wedge, "erasing an erased shape keeps the original")
        #expect(wedge.path(in: rect) == Wedge(share: 0.25).path(in: rect))
        #expect(AnyShape(AnyShape(Capsule())).base is Capsule)
    }
}
