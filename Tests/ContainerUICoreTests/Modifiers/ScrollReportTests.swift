import ContainerUI
import Foundation
import Testing

/// iOS 18's scroll reports compile as in SwiftUI and leave the resolved tree as it was: a server
/// render is never scrolled, so their actions never run.
@Suite struct ScrollReportTests {
    private struct Feed: View {
        @State private var offset: CGFloat = 0
        @State private var isScrolling = false
        @State private var visible: [Int] = []
        let reports: Bool

        var body: some View {
            let content = ScrollView {
                LazyVStack {
                    ForEach(0..<20, id: \.self) { index in
                        let row = Text("Row \(index)")
                        if reports {
                            row.onScrollVisibilityChange(threshold: 0.8) { isVisible in if isVisible { visible.append(index) } }
                        } else {
                            row
                        }
                    }
                }
                .scrollTargetLayout()
            }
            if reports {
                content
                    .onScrollGeometryChange(for: CGFloat.self) { geometry in
                        geometry.contentOffset.y + geometry.contentInsets.top
                    } action: { _, newValue in
                        offset = newValue
                    }
                    .onScrollPhaseChange { _, newPhase in isScrolling = newPhase.isScrolling }
                    .onScrollPhaseChange { _, _, context in offset = context.geometry.visibleRect.minY }
                    .onScrollTargetVisibilityChange(idType: Int.self, threshold: 0.2) { visible = $0 }
            } else {
                content
            }
        }
    }

    @Test func theyLeaveTheResolvedTreeAsItWas() {
        #expect(resolve(Feed(reports: true)).root.dump(ids: true) == resolve(Feed(reports: false)).root.dump(ids: true))
    }

    @Test func geometryAndPhasesAreSwiftUIs() {
        let geometry = ScrollGeometry(contentOffset: CGPoint(x: 0, y: 120), contentSize: CGSize(width: 390, height: 2_000),
                                      contentInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
                                      containerSize: CGSize(width: 390, height: 600))
        #expect(geometry.visibleRect == CGRect(x: 0, y: 120, width: 390, height: 600))
        #expect(geometry.bounds == CGRect(x: 0, y: 100, width: 390, height: 600))
        #expect([ScrollPhase.idle, .tracking, .interacting, .decelerating, .animating].map(\.isScrolling) == [false, false, true, true, true])
        #expect(ScrollPhaseChangeContext(geometry: geometry, velocity: CGVector(dx: 0, dy: -300)).velocity?.dy == -300)
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
    }
}
