import ContainerUI
import Foundation
import Testing

/// `anchorPreference` and `transformAnchorPreference`: the anchor flows up as a preference and
/// its view is named as the anchor's source, for layout to record its frame.
@Suite struct AnchorPreferenceTests {
    struct BoundsKey: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    struct PointsKey: PreferenceKey {
        static let defaultValue: [Anchor<CGPoint>] = []
        static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value += nextValue() }
    }

    @Test func theAnchoredViewNamesItsSourceAndSetsThePreference() {
        let tree = resolve(VStack {
            Text("A")
            Text("Chosen").padding(4).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        })
        let chosen = tree.root.children[0].children[1]
        let anchor = chosen.preference(BoundsKey.self)
        #expect(anchor?.description == "Anchor(bounds of \(AnchorSourceID(identity: chosen.identity, modifier: 1)))")
        #expect(tree.dump() == """
            Root
              VStack(alignment: center, spacing: default)
                Text("A")
                Text("Chosen") .padding(4) .coordinateSpace(\(AnchorSourceID(identity: chosen.identity, modifier: 1))) \
            .preference(BoundsKey=Optional(\(anchor!)))
            """)
    }

    @Test func anchorsOfOneViewAreEqualWhenTheyTakeTheSameGeometry() {
        let tree = resolve(HStack {
            ForEach(0..<2) { index in
                Text("\(index)").anchorPreference(key: PointsKey.self, value: .center) { [$0] }
            }
        })
        let anchors = tree.root.children[0].preference(PointsKey.self)
        #expect(anchors.count == 2)
        #expect(anchors[0] != anchors[1])
        let again = resolve(HStack {
            ForEach(0..<2) { index in
                Text("\(index)").anchorPreference(key: PointsKey.self, value: .unitPoint(.center)) { [$0] }
            }
        })
        #expect(again.root.children[0].preference(PointsKey.self) == anchors)
        #expect(Set(anchors).count == 2)
    }

    @Test func transformAnchorPreferenceStartsFromTheContentsValueAndReplacesIt() {
        let tree = resolve(VStack {
            Text("A").anchorPreference(key: PointsKey.self, value: .top) { [$0] }
            Text("B").anchorPreference(key: PointsKey.self, value: .bottom) { [$0] }
        }
        .transformAnchorPreference(key: PointsKey.self, value: .center) { points, center in
            points = [center] + points.dropFirst()
        })
        let stack = tree.root.children[0]
        let points = stack.preference(PointsKey.self)
        #expect(points.map(\.description) == [
            "Anchor(unitPoint(0.5, 0.5) of \(AnchorSourceID(identity: stack.identity, modifier: 0)))",
            "Anchor(unitPoint(0.5, 1) of \(AnchorSourceID(identity: stack.children[1].identity, modifier: 0)))",
        ])
        #expect(stack.dump().split(separator: "\n")[0].hasSuffix(".preference(PointsKey:=\(points))"))
    }
}
