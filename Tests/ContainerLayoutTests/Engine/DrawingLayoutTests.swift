import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// Paths and the other drawing views are greedy as shapes are: they take the size they are
/// offered, whatever they draw.
@Suite struct DrawingLayoutTests {
    private let triangle = Path { path in
        path.move(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 20, y: 20))
        path.addLine(to: CGPoint(x: 0, y: 20))
        path.closeSubpath()
    }

    /// The frame of the first shape node of `view`.
    private func shapeFrame(_ view: some View, width: CGFloat = 390) throws -> CGRect {
        let tree = resolve(view)
        let node = try #require(tree.root.firstNode(where: { if case .shape = $0.kind { true } else { false } }))
        return try #require(layout(tree, in: CGSize(width: width, height: 844)).framesByID[node.id]?.frame)
    }

    @Test func aPathTakesItsProposalAsARectangleDoes() throws {
        #expect(frames(of: VStack { triangle.stroke(.blue, lineWidth: 2); Text("Below") })
            == frames(of: VStack { Rectangle().stroke(.blue, lineWidth: 2); Text("Below") }))
        let framed = try shapeFrame(triangle.frame(width: 120, height: 50))
        #expect(framed.size == CGSize(width: 120, height: 50), "not the 20-point triangle's bounds")
        #expect(try shapeFrame(HStack { triangle.fill(.red) }.frame(height: 30), width: 300).size == CGSize(width: 300, height: 30))
    }
}

extension ResolvedNode {
    /// The first node, depth first, that `matches`.
    fileprivate func firstNode(where matches: (ResolvedNode) -> Bool) -> ResolvedNode? {
        if matches(self) { return self }
        for child in children { if let found = child.firstNode(where: matches) { return found } }
        return nil
    }
}
