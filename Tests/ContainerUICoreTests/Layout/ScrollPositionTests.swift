import Foundation
import ContainerUI
import Testing

/// `scrollPosition(id:anchor:)`: the view with the bound identity is the scroll target the scroll
/// view shows first.
@Suite struct ScrollPositionTests {
    private static func days(_ position: Int?, anchor: UnitPoint? = nil) -> some View {
        ScrollView {
            LazyVStack {
                ForEach(1...30, id: \.self) { Text("Day \($0)") }
                Text("Notes").id("notes")
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: .constant(position), anchor: anchor)
    }

    /// The texts of the nodes marked as the initial scroll target.
    private static func targets(_ node: ResolvedNode) -> [String] {
        let marked = node.modifiers.contains { if case .initialScrollTarget = $0 { true } else { false } }
        return (marked ? [node.allTexts.joined()] : []) + node.children.flatMap { targets($0) }
    }

    @Test func theBoundElementOfAForEachIsTheTarget() {
        #expect(Self.targets(resolve(Self.days(12)).root) == ["Day 12"])
        #expect(Self.targets(resolve(Self.days(30, anchor: .top)).root) == ["Day 30"])
    }

    @Test func anExplicitIdentityIsMatchedToo() {
        let view = ScrollView { VStack { Text("A"); Text("Notes").id("notes") } }.scrollPosition(id: .constant("notes"))
        #expect(Self.targets(resolve(view).root) == ["Notes"])
    }

    @Test func withoutAMatchingIDTheScrollViewStartsAtTheTop() {
        #expect(Self.targets(resolve(Self.days(nil)).root).isEmpty)
        #expect(Self.targets(resolve(Self.days(99)).root).isEmpty)
    }

    @Test func theAnchorLinesTheTargetUp() {
        let dump = resolve(Self.days(12, anchor: .center)).dump()
        #expect(dump.contains("ScrollView(vertical, target at (center, center))"))
        #expect(resolve(Self.days(12, anchor: .topLeading)).dump() == resolve(Self.days(12)).dump())
        #expect(resolve(Self.days(12, anchor: UnitPoint(x: 0.5, y: 0.9))).dump().contains("target at (center, end) approximated)"))
    }

    @Test func defaultScrollAnchorSetsWhereScrollViewsStartAndWhereSmallContentSits() {
        let bottom = ScrollView { Text("a") }.defaultScrollAnchor(.bottom)
        #expect(resolve(bottom).dump().hasPrefix("Root\n  ScrollView(vertical, starts at (center, end), content at (center, end))"))
        let roles = ScrollView { Text("a") }.defaultScrollAnchor(.center, for: .alignment).defaultScrollAnchor(.bottom, for: .initialOffset)
            .defaultScrollAnchor(.top, for: .sizeChanges)
        #expect(resolve(roles).dump().hasPrefix("Root\n  ScrollView(vertical, starts at (center, end), content at (center, center))"))
        #expect(resolve(ScrollView { Text("a") }.defaultScrollAnchor(nil).defaultScrollAnchor(.bottom)).dump().hasPrefix("Root\n  ScrollView(vertical)"))
    }

    @Test func aScrollPositionWinsOverTheDefaultAnchor() {
        let view = Self.days(12).defaultScrollAnchor(.bottom)
        #expect(resolve(view).dump().hasPrefix("Root\n  ScrollView(vertical, content at (center, end))"))
        #expect(Self.targets(resolve(view).root) == ["Day 12"])
    }

    @Test func iOS18ScrollPositionStartsAtItsEdgeOrView() {
        func days(_ position: ScrollPosition, anchor: UnitPoint? = nil) -> some View {
            ScrollView { LazyVStack { ForEach(1...30, id: \.self) { Text("Day \($0)") } } }
                .scrollPosition(.constant(position), anchor: anchor)
        }
        #expect(resolve(days(ScrollPosition(edge: .bottom))).dump().hasPrefix("Root\n  ScrollView(vertical, starts at (center, end))"))
        #expect(Self.targets(resolve(days(ScrollPosition(id: 7))).root) == ["Day 7"])
        #expect(resolve(days(ScrollPosition(id: 7), anchor: .bottom)).dump().contains("target at (center, end))"))
        #expect(resolve(days(ScrollPosition(id: 7, anchor: .center), anchor: .bottom)).dump().contains("target at (center, center))"))
        #expect(resolve(days(ScrollPosition(point: CGPoint(x: 0, y: 90)))).dump() == resolve(days(ScrollPosition(idType: Int.self))).dump())
        var position = ScrollPosition(idType: Int.self)
        position.scrollTo(id: 3)
        #expect(position.viewID(type: Int.self) == 3 && position.edge == nil && !position.isPositionedByUser)
        position.scrollTo(edge: .top)
        #expect(position.viewID == nil && position.edge == .top)
        position.scrollTo(y: 40)
        #expect(position.point == CGPoint(x: 0, y: 40) && position.edge == nil)
    }
}
