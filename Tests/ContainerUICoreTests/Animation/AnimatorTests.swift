import ContainerUICore
import Foundation
import Testing

/// Phase and keyframe animators (iOS 17) take SwiftUI's arguments; a render is one frame, drawn in
/// the first phase or with the initial value.
@Suite struct AnimatorTests {
    private enum Pulse: CaseIterable { case rest, grown, faded }

    private struct Values {
        var scale = 1.0
        var angle = Angle.zero
        var lift = 0.0
    }

    @Test func aPhaseAnimatorDrawsItsFirstPhase() {
        let view = Text("Ready").phaseAnimator(Pulse.allCases) { content, phase in
            content
                .scaleEffect(phase == .grown ? 1.5 : 1)
                .opacity(phase == .faded ? 0.2 : 1)
        } animation: { phase in
            phase == .grown ? .bouncy : .easeInOut(duration: 0.3)
        }
        let dump = resolve(view).dump()
        // The first phase, `.rest`: full size and opacity.
        #expect(dump.contains("Text(\"Ready\") .scale(1, 1) .opacity(1)"))
        let triggered = PhaseAnimator([3, 1, 2], trigger: 0) { value in Text("\(value)") }
        #expect(resolve(triggered).dump().contains("Text(\"3\")"))
    }

    @Test func aKeyframeAnimatorDrawsItsInitialValue() {
        let view = Image(systemName: "heart.fill").keyframeAnimator(initialValue: Values(scale: 0.5)) { content, value in
            content
                .scaleEffect(value.scale)
                .rotationEffect(value.angle)
                .offset(y: value.lift)
        } keyframes: { _ in
            KeyframeTrack(\.scale) {
                LinearKeyframe(1.0, duration: 0.36)
                SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                SpringKeyframe(1.0, spring: .bouncy)
            }
            KeyframeTrack(\.angle) {
                CubicKeyframe(.degrees(-20), duration: 0.2)
                MoveKeyframe(.zero)
            }
            KeyframeTrack(\.lift) {
                for height in [10.0, 20.0] { LinearKeyframe(-height, duration: 0.1) }
            }
        }
        let dump = resolve(view).dump()
        #expect(dump.contains("scale(0.5"))
        let plain = KeyframeAnimator(initialValue: 2.0, trigger: true) { value in Text("\(value)") } keyframes: { _ in
            KeyframeTrack { LinearKeyframe(4.0, duration: 1) }
        }
        #expect(resolve(plain).dump().contains("Text(\"2.000000\")"))  // an interpolated Double is written as `%lf`
    }

    @Test func aKeyframeGivenWithoutATrackIsATrackOverTheWholeValue() {
        let view = Text("Up").keyframeAnimator(initialValue: 0.0) { view, value in
            view.offset(y: value)
        } keyframes: { _ in
            LinearKeyframe(1.0, duration: 1)
        }
        #expect(resolve(view).dump().contains(".offset(0, 0)"))
        let mixed = Text("Mixed").keyframeAnimator(initialValue: 0.25, trigger: 1) { view, value in
            view.opacity(value)
        } keyframes: { _ in
            SpringKeyframe(0.5, spring: .snappy)
            CubicKeyframe(1.0, duration: 0.2)
            MoveKeyframe(0.0)
        }
        #expect(resolve(mixed).dump().contains(".opacity(0.25)"))
    }
}
