import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// Scroll transitions at rest, worked out as Chromium runs the page's view-timeline animations:
/// along the scroll view's axis the view enters over its own length (or the scrollport's, if
/// shorter) up to the threshold, and leaves over the same from the opposite threshold.
@Suite struct ScrollTransitionLayoutTests {
    /// Four 100-point cards in a 250-point horizontal scroll view: the third is half in, the
    /// fourth not yet.
    private func cards(_ configuration: ScrollTransitionConfiguration) -> some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<4, id: \.self) { _ in
                    Color.red.frame(width: 100, height: 50)
                        .scrollTransition(configuration) { content, phase in content.scaleEffect(phase.isIdentity ? 1 : 0.5) }
                }
            }
        }
    }

    private func states(_ view: some View, width: CGFloat = 250, height: CGFloat = 250) -> [String: ScrollTransitionState] {
        layout(resolve(view), in: CGSize(width: width, height: height)).framesByID.compactMapValues(\.scrollTransition)
    }

    @Test func aViewHalfInIsHalfWayToRestWhenPacedLinearly() throws {
        let result = states(cards(.interactive(timingCurve: .linear)))
        #expect(result["0.0.0.0"]?.phase == .identity && result["0.0.0.1"]?.phase == .identity)
        let third = try #require(result["0.0.0.2"])
        #expect(third.phase == .bottomTrailing && third.amount == 0.5)
        // Scale 0.75 around the card's centre (250, 125; the row is centred across): x' = 0.75 x + 62.5.
        #expect(third.transform == DrawnTransform(a: 0.75, b: 0, c: 0, d: 0.75, tx: 62.5, ty: 31.25))
        #expect(result["0.0.0.3"]?.amount == 1)
        #expect(result["0.0.0.0"]?.transform == .identity)
    }

    @Test func theCurvePacesAndAnAnimatedTransitionSwitchesAtTheThreshold() {
        let eased = states(cards(.interactive))["0.0.0.2"]
        #expect(eased?.amount == 1 - UnitCurve.easeInOut.value(at: 0.5))
        #expect(states(cards(.animated))["0.0.0.2"]?.amount == 1)
        #expect(states(cards(.animated.threshold(.visible(0.5))))["0.0.0.2"]?.phase == .identity)
        #expect(states(cards(.interactive.threshold(.hidden)))["0.0.0.2"]?.phase == .identity)
        #expect(states(cards(.identity))["0.0.0.3"]?.phase == .identity)
    }

    @Test func centredRestsOnlyAtTheMiddle() throws {
        // Centred: the entering range runs to the middle of the cover range, (100 + 250) / 2 in.
        let third = try #require(states(cards(.interactive(timingCurve: .linear).threshold(.centered)))["0.0.0.2"])
        #expect(third.phase == .bottomTrailing && abs(third.amount - (1 - 50.0 / 175)) < 1e-12)
        // The first card is left of the middle: leaving, 250 − 175 = 75 into its 175-point range.
        let first = try #require(states(cards(.interactive(timingCurve: .linear).threshold(.centered)))["0.0.0.0"])
        #expect(first.phase == .topLeading && abs(first.amount - 75.0 / 175) < 1e-12)
    }

    @Test func viewsScrolledPastTheTopAreLeaving() throws {
        // Five 100-point rows in a 250-point scroll view that starts at its bottom (offset 250):
        // the third row (-50...50) is 50 into its 100-point leaving range.
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<5, id: \.self) { _ in
                    Color.blue.frame(height: 100)
                        .scrollTransition(.interactive(timingCurve: .linear)) { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                }
            }
        }
        .defaultScrollAnchor(.bottom)
        let result = states(view, width: 300, height: 250)
        let third = try #require(result["0.0.0.2"])
        #expect(third.phase == .topLeading && third.amount == 0.5 && third.transform == .identity)
        #expect(result["0.0.0.0"]?.amount == 1 && result["0.0.0.4"]?.phase == .identity)
    }

    @Test func outsideScrollViewsTransitionsRest() {
        let plain = VStack { Color.red.frame(height: 900).scrollTransition { content, phase in content.offset(y: phase.isIdentity ? 0 : 40) } }
        #expect(states(plain)["0.0.0"] == ScrollTransitionState(phase: .identity, amount: 0, transform: .identity))
    }

    /// A list is its rows' vertical scroll view, the list's own frame the scrollport, and a row's
    /// transition draws its content inside the row's insets, as the page's element does: in a
    /// 230-point list, rows 44 points tall from y 35 hold 22-point texts from 11 points down, so
    /// the fifth text (222 to 244) is 8 points in, and the rows after it are not in at all.
    @Test func listRowsFollowTheListsScrolling() throws {
        let list = List {
            ForEach(0..<20, id: \.self) { index in
                Text("Row \(index)").scrollTransition(.interactive(timingCurve: .linear)) { content, phase in content.scaleEffect(phase.isIdentity ? 1 : 0.5) }
            }
        }
        let result = states(list, height: 230)
        #expect(result["0.0.0.0"]?.phase == .identity && result["0.0.0.3"]?.phase == .identity)
        let fifth = try #require(result["0.0.0.4"])
        #expect(fifth.phase == .bottomTrailing && abs(fifth.amount - 14.0 / 22) < 1e-12)
        // Scaled around the text's centre (y 233), not the row's (239).
        #expect(abs(fifth.transform.ty - 233 * (1 - (1 - fifth.amount / 2))) < 1e-9)
        #expect(result["0.0.0.5"]?.phase == .bottomTrailing && result["0.0.0.5"]?.amount == 1)
    }

    @Test func theJSONNamesThePhaseAmountAndTransform() throws {
        let json = String(decoding: layout(resolve(cards(.interactive(timingCurve: .linear))), in: CGSize(width: 250, height: 250)).json(), as: UTF8.self)
        #expect(json.contains(#""scrollTransition":{"phase":"bottomTrailing","amount":0.5,"transform":[0.75,0,0,0.75,62.5,31.25]}"#))
        #expect(json.contains(#""scrollTransition":{"phase":"identity","amount":0}"#))
    }

    @Test func drawnTransformsComposeInCSSOrder() {
        let turn = DrawnTransform.rotation(degrees: 90).apply(CGPoint(x: 1, y: 0))
        #expect(abs(turn.x) < 1e-12 && abs(turn.y - 1) < 1e-12)
        // `translate(10px, 0) scale(2)`: scaled first, then moved.
        let point = DrawnTransform.translation(10, 0).concatenating(.scale(2, 2)).apply(CGPoint(x: 1, y: 1))
        #expect(point == CGPoint(x: 12, y: 2))
    }
}
