import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// A custom layout that hands both layout calls to another layout, as SwiftUI code delegates to
/// `HStackLayout` and friends.
private struct Delegating<Inner: Layout>: Layout {
    let inner: Inner

    static var layoutProperties: LayoutProperties { Inner.layoutProperties }

    func makeCache(subviews: Subviews) -> Inner.Cache {
        inner.makeCache(subviews: subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Inner.Cache) -> CGSize {
        inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Inner.Cache) {
        inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// The built-in layout types lay out as their stacks, used as views or called by another layout.
@Suite struct BuiltInLayoutTests {
    /// The frames of `view`'s nodes relative to its container `0.0`, by id.
    private func relativeFrames(of view: some View, width: CGFloat = 390) throws -> [String: CGRect] {
        let all = frames(of: view, width: width)
        let container = try #require(all["0.0"])
        return all.mapValues { $0.offsetBy(dx: -container.minX, dy: -container.minY) }
    }

    @Test func layoutTypesUsedAsViewsHaveTheirStacksFrames() {
        #expect(frames(of: HStackLayout(alignment: .top, spacing: 3) { Text("One"); Color.red.frame(height: 30); Text("Two") })
            == frames(of: HStack(alignment: .top, spacing: 3) { Text("One"); Color.red.frame(height: 30); Text("Two") }))
        #expect(frames(of: AnyLayout(VStackLayout(alignment: .leading)) { Text("One"); Text("Two, longer") })
            == frames(of: VStack(alignment: .leading) { Text("One"); Text("Two, longer") }))
        #expect(frames(of: ZStackLayout(alignment: .bottom) { Color.red.frame(width: 40, height: 40); Text("x") })
            == frames(of: ZStack(alignment: .bottom) { Color.red.frame(width: 40, height: 40); Text("x") }))
        #expect(frames(of: GridLayout(verticalSpacing: 4) { GridRow { Text("a"); Text("bbb") }; GridRow { Text("cc"); Text("d") } })
            == frames(of: Grid(verticalSpacing: 4) { GridRow { Text("a"); Text("bbb") }; GridRow { Text("cc"); Text("d") } }))
    }

    /// 390 wide, 20 of gaps: the fixed 50 and 30 are offered their share first (least flexible),
    /// the flexible one takes the 290 left; 40 high, each centred in it.
    @Test func aLayoutDelegatingToHStackLayoutPlacesAsAnHStack() throws {
        let delegating = Delegating(inner: HStackLayout(spacing: 10)) {
            Color.red.frame(width: 50, height: 20)
            Color.blue.frame(height: 30)
            Color.green.frame(width: 30, height: 40)
        }
        let result = try relativeFrames(of: delegating)
        #expect(result["0.0"]?.size == CGSize(width: 390, height: 40))
        #expect(result["0.0.0"] == CGRect(x: 0, y: 10, width: 50, height: 20))
        #expect(result["0.0.1"] == CGRect(x: 60, y: 5, width: 290, height: 30))
        #expect(result["0.0.2"] == CGRect(x: 360, y: 0, width: 30, height: 40))
        #expect(frames(of: delegating) == frames(of: HStack(spacing: 10) {
            Color.red.frame(width: 50, height: 20)
            Color.blue.frame(height: 30)
            Color.green.frame(width: 30, height: 40)
        }))
        // An AnyLayout forwards both calls to the layout it wraps.
        #expect(frames(of: delegating) == frames(of: Delegating(inner: AnyLayout(HStackLayout(spacing: 10))) {
            Color.red.frame(width: 50, height: 20)
            Color.blue.frame(height: 30)
            Color.green.frame(width: 30, height: 40)
        }))
    }

    /// 200 wide less the default 8: the higher priority takes its 150 first, the other the 42
    /// left; without priorities the less flexible (up to 150) would be offered half, 96.
    @Test func delegatedStacksOfferLengthByPriority() throws {
        let prioritised = try relativeFrames(of: Delegating(inner: HStackLayout()) {
            Color.red.frame(maxWidth: 150).frame(height: 10).layoutPriority(1)
            Color.blue.frame(height: 10)
        }.frame(width: 200))
        #expect(prioritised["0.0.0"] == CGRect(x: 0, y: 0, width: 150, height: 10))
        #expect(prioritised["0.0.1"] == CGRect(x: 158, y: 0, width: 42, height: 10))
        let equal = try relativeFrames(of: Delegating(inner: HStackLayout()) {
            Color.red.frame(maxWidth: 150).frame(height: 10)
            Color.blue.frame(height: 10)
        }.frame(width: 200))
        #expect(equal["0.0.0"]?.width == 96)
        #expect(equal["0.0.1"] == CGRect(x: 104, y: 0, width: 96, height: 10))
    }

    /// No gap next to a spacer: the spacer takes the 60 between the two 20s. The layout's
    /// horizontal `stackOrientation` makes the spacer flat across, as in an `HStack`.
    @Test func delegatedStacksLeaveNoGapNextToASpacer() throws {
        let row = try relativeFrames(of: Delegating(inner: HStackLayout(spacing: 10)) {
            Color.red.frame(width: 20, height: 20)
            Spacer()
            Color.blue.frame(width: 20, height: 20)
        }.frame(width: 100))
        #expect(row["0.0.1"]?.minX == 20 && row["0.0.1"]?.width == 60)
        #expect(row["0.0.2"] == CGRect(x: 80, y: 0, width: 20, height: 20))
        #expect(row["0.0.1"]?.height == 0)
    }

    /// Without an orientation a spacer takes what it is offered both ways, as SwiftUI's does.
    @Test func aSpacerInALayoutWithoutOrientationFillsTheProposal() throws {
        struct Plain: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                subviews[0].sizeThatFits(proposal)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: bounds.origin, proposal: proposal)
            }
        }
        let plain = try relativeFrames(of: Plain { Spacer() }.frame(width: 100, height: 50))
        #expect(plain["0.0.0"] == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    /// Leading-aligned column, the default 8 between: 50 wide, 10 + 8 + 20 high.
    @Test func delegatedVStackLayoutAlignsAcross() throws {
        let column = try relativeFrames(of: Delegating(inner: VStackLayout(alignment: .leading)) {
            Color.red.frame(width: 50, height: 10)
            Color.blue.frame(width: 30, height: 20)
        })
        #expect(column["0.0"]?.size == CGSize(width: 50, height: 38))
        #expect(column["0.0.0"] == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(column["0.0.1"] == CGRect(x: 0, y: 18, width: 30, height: 20))
    }

    /// The union of 40×20 and 20×40 is 40×40; bottom-trailing puts each in that corner.
    @Test func delegatedZStackLayoutAlignsInTheUnion() throws {
        let stack = try relativeFrames(of: Delegating(inner: ZStackLayout(alignment: .bottomTrailing)) {
            Color.red.frame(width: 40, height: 20)
            Color.blue.frame(width: 20, height: 40)
        })
        #expect(stack["0.0"]?.size == CGSize(width: 40, height: 40))
        #expect(stack["0.0.0"] == CGRect(x: 0, y: 20, width: 40, height: 20))
        #expect(stack["0.0.1"] == CGRect(x: 20, y: 0, width: 20, height: 40))
    }
}
