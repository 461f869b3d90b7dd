import ContainerUICore
import Foundation
import Testing

/// A custom layout that stacks its subviews from the top, for what `AnyLayout` wraps.
private struct TopDown: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A header whose layout follows the size class, as SwiftUI code switches layouts.
private struct AdaptiveHeader: View {
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        let layout = sizeClass == .compact ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout(spacing: 12))
        layout {
            Text("Avatar")
            Text("Name").padding(2)
        }
    }
}

/// The same header switched with `if`/`else` between two stacks.
private struct BranchingHeader: View {
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        if sizeClass == .compact {
            VStack(spacing: 4) { Text("Avatar"); Text("Name").padding(2) }
        } else {
            HStack(spacing: 12) { Text("Avatar"); Text("Name").padding(2) }
        }
    }
}

/// The built-in layout types and `AnyLayout` resolve to the container views they stand for.
@Suite struct BuiltInLayoutResolutionTests {
    private func node(_ view: some View, environment: EnvironmentValues = EnvironmentValues()) -> ResolvedNode {
        resolve(view, environment: environment).root.children[0]
    }

    @Test func stackLayoutsResolveAsTheirStacks() {
        #expect(resolve(HStackLayout(alignment: .top, spacing: 4) { Text("a"); Text("b") }).dump()
            == resolve(HStack(alignment: .top, spacing: 4) { Text("a"); Text("b") }).dump())
        #expect(resolve(VStackLayout(alignment: .leading) { Text("a"); Spacer() }).dump()
            == resolve(VStack(alignment: .leading) { Text("a"); Spacer() }).dump())
        #expect(resolve(ZStackLayout(alignment: .bottomTrailing) { Color.red; Text("b") }).dump()
            == resolve(ZStack(alignment: .bottomTrailing) { Color.red; Text("b") }).dump())
        guard case .stack(let stack) = node(HStackLayout(alignment: .bottom, spacing: 3) { Text("a") }).kind,
              case .stack(let expected) = node(HStack(alignment: .bottom, spacing: 3) { Text("a") }).kind else {
            Issue.record("an HStackLayout container is not a stack")
            return
        }
        #expect(stack == expected)
    }

    @Test func gridLayoutResolvesAsAGridWithItsRows() {
        let layout = resolve(GridLayout(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 2) {
            GridRow { Text("Name"); Text("Ada") }
            Divider()
            GridRow(alignment: .top) { Text("Role"); Text("Engineer") }
        })
        let grid = resolve(Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 2) {
            GridRow { Text("Name"); Text("Ada") }
            Divider()
            GridRow(alignment: .top) { Text("Role"); Text("Engineer") }
        })
        #expect(layout.dump() == grid.dump())
        guard case .grid(let resolved) = layout.root.children[0].kind, case .grid(let expected) = grid.root.children[0].kind else {
            Issue.record("a GridLayout container is not a grid")
            return
        }
        #expect(resolved == expected)
        #expect(resolved.alignment == .leading && resolved.horizontalSpacing == 12 && resolved.verticalSpacing == 2)
    }

    @Test func anyLayoutResolvesAsTheLayoutItWraps() {
        #expect(resolve(AnyLayout(HStackLayout(spacing: 2)) { Text("a"); Text("b") }).dump()
            == resolve(HStack(spacing: 2) { Text("a"); Text("b") }).dump())
        #expect(resolve(AnyLayout(AnyLayout(GridLayout()) ) { GridRow { Text("a") } }).dump()
            == resolve(Grid { GridRow { Text("a") } }).dump())
        let custom = node(AnyLayout(TopDown()) { Text("a") })
        #expect(custom.kind.summary == node(TopDown() { Text("a") }).kind.summary)
        guard case .layout(let layout) = custom.kind else {
            Issue.record("AnyLayout of a custom layout is not a custom layout node")
            return
        }
        #expect(layout.typeName.hasSuffix("TopDown"))
    }

    @Test func stackOrientationsAreTheStacksAxes() {
        #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
        #expect(VStackLayout.layoutProperties.stackOrientation == .vertical)
        #expect(ZStackLayout.layoutProperties.stackOrientation == nil)
        #expect(GridLayout.layoutProperties.stackOrientation == nil)
    }

    /// The point of `AnyLayout`: whichever layout is chosen, the subviews are the same views
    /// (ids and structural identity), where an `if`/`else` between stacks makes them others.
    @Test func anyLayoutKeepsTheSubviewsIdentityAcrossTheSwitch() {
        var compact = EnvironmentValues()
        compact.horizontalSizeClass = .compact
        var regular = EnvironmentValues()
        regular.horizontalSizeClass = .regular
        let vertical = node(AdaptiveHeader(), environment: compact)
        let horizontal = node(AdaptiveHeader(), environment: regular)
        #expect(vertical.kind.summary == "VStack(alignment: center, spacing: 4)")
        #expect(horizontal.kind.summary == "HStack(alignment: center, spacing: 12)")
        #expect(vertical.children.map(\.id) == ["0.0.0", "0.0.1"])
        #expect(vertical.children.map(\.id) == horizontal.children.map(\.id))
        #expect(vertical.identity == horizontal.identity)
        #expect(vertical.children.map(\.identity) == horizontal.children.map(\.identity))

        let branchVertical = node(BranchingHeader(), environment: compact)
        let branchHorizontal = node(BranchingHeader(), environment: regular)
        #expect(branchVertical.children.map(\.identity) != branchHorizontal.children.map(\.identity))
    }
}
