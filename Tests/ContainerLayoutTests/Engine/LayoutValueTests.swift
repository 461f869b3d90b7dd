import ContainerLayout
import ContainerUI
import Foundation
import Testing

private struct Rank: LayoutValueKey { static let defaultValue = 0 }
private struct Label: LayoutValueKey { static let defaultValue = "none" }
private struct Rejected: ContainerValueKey { static let defaultValue = false }

extension View {
    fileprivate func rank(_ value: Int) -> some View { layoutValue(key: Rank.self, value: value) }
}

/// Lays its subviews out in a row ordered by their `Rank` (ties keep builder order), and records
/// what each subview reported, in builder order.
private struct RankedRow: Layout {
    final class Seen: @unchecked Sendable { var ranks: [Int] = []; var labels: [String] = [] }
    let seen: Seen

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        seen.ranks = subviews.map { $0[Rank.self] }
        seen.labels = subviews.map { $0[Label.self] }
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
            x += size.width
        }
    }
}

@Suite("Layout values (LayoutValueKey)")
struct LayoutValueTests {
    @Test func aLayoutPlacesSubviewsByTheValuesTheyWrote() throws {
        let seen = RankedRow.Seen()
        let view = RankedRow(seen: seen) {
            Color.red.frame(width: 10, height: 10).rank(3)
            Color.green.frame(width: 20, height: 10).rank(1)
            Color.blue.frame(width: 30, height: 10)
        }
        let result = frames(of: view)
        #expect(seen.ranks == [3, 1, 0])
        let container = try #require(result["0.0"])
        // Placed in rank order: blue (0), green (1), red (3).
        #expect(try #require(result["0.0.2"]).minX == container.minX)
        #expect(try #require(result["0.0.1"]).minX == container.minX + 30)
        #expect(try #require(result["0.0.0"]).minX == container.minX + 50)
    }

    @Test func valuesTravelLikeContainerValues() {
        let seen = RankedRow.Seen()
        _ = frames(of: RankedRow(seen: seen) {
            // Through non-container modifiers.
            Text("A").rank(1).padding().frame(width: 40)
            // Onto each member of a Group or ForEach, under what a member wrote itself.
            Group {
                Text("B").rank(5)
                Text("C")
            }
            .rank(2)
            ForEach(0..<2) { Text("D\($0)") }.layoutValue(key: Label.self, value: "each")
            // Not through a container.
            VStack { Text("E").rank(9) }
        })
        #expect(seen.ranks == [1, 5, 2, 0, 0, 0])
        #expect(seen.labels == ["none", "none", "none", "each", "each", "none"])
    }

    @Test func layoutValuesAreNotContainerValues() throws {
        var subviewValues: [ContainerValues] = []
        _ = renderHTML(Group(subviews: Group {
            Text("A").rank(4).containerValue(\.rejectedForLayoutValueTests, true)
        }) { subviews in
            let _ = subviewValues = subviews.map(\.containerValues)
            EmptyView()
        })
        let values = try #require(subviewValues.first)
        #expect(values.entries.map(\.name) == ["Rejected"])
        #expect(values.layoutEntries.map(\.name) == ["Rank"])
        #expect(values.layoutEntries.first?.value as? Int == 4)
    }

    @Test func theTreeJSONListsLayoutValuesApart() {
        let json = renderJSON(HStack { Text("A").rank(7); Text("B") })
        #expect(json.contains(#""containerValues":{},"layoutValues":{"Rank":7},"children""#))
        // Nodes without layout values keep the plain shape.
        #expect(json.components(separatedBy: "layoutValues").count == 2)
    }
}

extension ContainerValues {
    fileprivate var rejectedForLayoutValueTests: Bool {
        get { self[Rejected.self] }
        set { self[Rejected.self] = newValue }
    }
}
