import ContainerUI
import Foundation
import Testing

/// `scrollTransition` resolves to one modifier holding the closure's effects in each phase, its
/// configurations and axis; phases, thresholds and unit curves behave as SwiftUI documents them.
@Suite struct ScrollTransitionTests {
    private func transition(of view: some View) throws -> ResolvedScrollTransition {
        let node = try #require(resolve(view).root.children.first)
        guard case .scrollTransition(let transition) = try #require(node.modifiers.last) else {
            Issue.record("no scroll transition")
            throw CancellationError()
        }
        return transition
    }

    @Test func theClosureIsCalledForEachPhase() throws {
        let resolved = try transition(of: Color.red.scrollTransition { content, phase in
            content.scaleEffect(phase.isIdentity ? 1 : 0.8).opacity(phase == .topLeading ? 0.2 : phase.isIdentity ? 1 : 0.5)
        })
        #expect(resolved.identityEffects == [.scale(CGSize(width: 1, height: 1), anchor: .center), .opacity(1)])
        #expect(resolved.topLeadingEffects == [.scale(CGSize(width: 0.8, height: 0.8), anchor: .center), .opacity(0.2)])
        #expect(resolved.bottomTrailingEffects == [.scale(CGSize(width: 0.8, height: 0.8), anchor: .center), .opacity(0.5)])
        #expect(resolved.topLeading == .interactive && resolved.bottomTrailing == .interactive && resolved.axis == nil)
    }

    @Test func eachEdgeKeepsItsConfigurationAndTheAxisIsKept() throws {
        let resolved = try transition(of: Text("A").scrollTransition(topLeading: .animated, bottomTrailing: .identity, axis: .horizontal) { content, phase in
            content.offset(x: phase.value * 10)
        })
        #expect(resolved.topLeading == .animated && resolved.bottomTrailing == .identity && resolved.axis == .horizontal)
        #expect(resolved.effects(in: .topLeading) == [.offset(CGSize(width: -10, height: 0))])
        #expect(resolved.effects(in: .bottomTrailing) == [.offset(CGSize(width: 10, height: 0))])
        #expect(resolve(Text("A").scrollTransition { content, _ in content }).root.children[0].modifiers.map(\.description)
            == ["scrollTransition(0 effects)"])
    }

    @Test func effectsMoveLinearlyTowardsAPhase() throws {
        let resolved = try transition(of: Color.red.scrollTransition { content, phase in
            content.rotationEffect(.degrees(phase.value * 20)).blur(radius: phase.isIdentity ? 0 : 8).grayscale(phase.isIdentity ? 0 : 2)
        })
        let halfway = resolved.effects(towards: .topLeading, amount: 0.5)
        #expect(halfway == [.rotation(.degrees(-10), anchor: .center), .filter(.blur(radius: 4, opaque: false)), .filter(.grayscale(0.5))])
    }

    @Test func phasesHaveTheirValues() {
        #expect(ScrollTransitionPhase.allCases.map(\.value) == [-1, 0, 1])
        #expect(ScrollTransitionPhase.allCases.map(\.isIdentity) == [false, true, false])
    }

    @Test func thresholdsAreClampedAndCentredHasNoAmount() {
        #expect(ScrollTransitionConfiguration.Threshold.visible(1.5) == .visible)
        #expect(ScrollTransitionConfiguration.Threshold.visible(-1) == .hidden)
        #expect(ScrollTransitionConfiguration.Threshold.visible(.nan) == .visible)
        #expect(ScrollTransitionConfiguration.Threshold.visible(0.5) != .centered)
        #expect(ScrollTransitionConfiguration.interactive.threshold(.centered) != .interactive)
    }

    @Test func unitCurvesAreCSSCubicBeziers() {
        #expect(abs(UnitCurve.linear.value(at: 0.3) - 0.3) < 1e-15)
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
        // CSS's ease-in (0.42, 0, 1, 1) at x = 0.5.
        #expect(abs(UnitCurve.easeIn.value(at: 0.5) - 0.3153) < 1e-3)
        let inverse = UnitCurve.easeIn.inverse
        #expect(abs(inverse.endControlPoint.x - 0.58) < 1e-12 && inverse.startControlPoint == UnitPoint(x: 0, y: 0) && inverse.endControlPoint.y == 1)
        #expect(abs(UnitCurve.easeIn.inverse.value(at: 0.2) - (1 - UnitCurve.easeIn.value(at: 0.8))) < 1e-9)
        #expect(UnitCurve.easeOut.value(at: -1) == 0 && UnitCurve.easeOut.value(at: 2) == 1)
        #expect(UnitCurve.bezier(startControlPoint: UnitPoint(x: -1, y: 2), endControlPoint: UnitPoint(x: 3, y: 0)).startControlPoint.x == 0)
    }
}
