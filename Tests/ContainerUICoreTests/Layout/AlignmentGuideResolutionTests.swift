import ContainerUICore
import Foundation
import Testing

extension HorizontalAlignment {
    fileprivate enum Labels: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 4 }
    }

    fileprivate static let labels = HorizontalAlignment(Labels.self)
}

extension VerticalAlignment {
    fileprivate enum Rule: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }

    fileprivate static let rule = VerticalAlignment(Rule.self)
    fileprivate static let sameRule = VerticalAlignment(Rule.self)
}

/// `alignmentGuide`, custom alignments and `ViewDimensions`, as SwiftUI code writes them.
@Suite struct AlignmentGuideResolutionTests {
    @Test func aGuideIsAModifierNamedAfterItsAlignment() {
        let tree = resolve(VStack(alignment: .labels) {
            Text("A").alignmentGuide(.labels) { d in d[.leading] }
            Text("B").alignmentGuide(VerticalAlignment.firstTextBaseline) { d in d.height }
        })
        #expect(tree.dump() == """
        Root
          VStack(alignment: Labels, spacing: default)
            Text("A") .alignmentGuide(Labels)
            Text("B") .alignmentGuide(firstTextBaseline)
        """)
    }

    @Test func theSameTypeMakesEqualAlignmentsAndOthersDiffer() {
        #expect(VerticalAlignment.rule == VerticalAlignment.sameRule)
        #expect(VerticalAlignment.rule != VerticalAlignment.bottom)
        #expect(HorizontalAlignment.labels != HorizontalAlignment.leading)
        #expect(MemoryLayout<HorizontalAlignment>.size == 1 && MemoryLayout<Alignment>.size == 2)
        #expect(Alignment(horizontal: .labels, vertical: .rule).description == "Rule+Labels")
        #expect(Alignment(horizontal: .labels, vertical: .center).description == "Labels")
    }

    @Test func dimensionsGiveExplicitValuesElseDefaults() {
        let plain = ViewDimensions(size: CGSize(width: 80, height: 20))
        #expect(plain[.leading] == 0 && plain[HorizontalAlignment.center] == 40 && plain[.trailing] == 80)
        #expect(plain[.top] == 0 && plain[VerticalAlignment.center] == 10 && plain[.bottom] == 20)
        #expect(plain[.labels] == 20 && plain[.rule] == 20)
        #expect(plain[explicit: .labels] == nil)
        let marked = ViewDimensions(size: CGSize(width: 80, height: 20)) { key in key == .horizontal(.labels) ? 5 : nil }
        #expect(marked[.labels] == 5 && marked[explicit: .labels] == 5)
        #expect(marked[.leading] == 0 && marked[explicit: .leading] == nil)
    }

    @Test func stacksNoteWhetherTheirChildrenProvideGuides() {
        let tree = resolve(VStack {
            HStack { Text("a"); Text("b").alignmentGuide(.leading) { _ in 0 } }
            HStack { Text("c") }
        })
        let column = tree.root.children[0]
        #expect(column.providesExplicitGuides && column.childrenProvideExplicitGuides)
        #expect(column.children[0].providesExplicitGuides)
        #expect(!column.children[1].providesExplicitGuides)
    }
}
