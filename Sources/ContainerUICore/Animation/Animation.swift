import Foundation

/// How SwiftUI interpolates a change over time: a curve or a spring, with its delay, speed and
/// repetition. A server render draws one frame, so an animation is only described, never run
/// (see `animation(_:value:)` and `withAnimation(_:_:)`).
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The timing of an animation.
    public enum Timing: Hashable, Sendable {
        case linear(duration: Double)
        case easeIn(duration: Double)
        case easeOut(duration: Double)
        case easeInOut(duration: Double)
        case timingCurve(Double, Double, Double, Double, duration: Double)
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
    }

    /// The curve or spring.
    public let timing: Timing
    /// Seconds before it starts.
    public private(set) var delay: Double = 0
    /// How much faster than its timing it runs.
    public private(set) var speed: Double = 1
    /// How many times it runs (`nil`: forever) and whether every other run goes backwards.
    public private(set) var repeatCount: Int? = 1
    public private(set) var autoreverses = false

    init(_ timing: Timing) {
        self.timing = timing
    }

    /// SwiftUI's default: a smooth spring.
    public static let `default` = Animation.smooth
    public static let linear = Animation.linear(duration: 0.35)
    public static let easeIn = Animation.easeIn(duration: 0.35)
    public static let easeOut = Animation.easeOut(duration: 0.35)
    public static let easeInOut = Animation.easeInOut(duration: 0.35)
    public static let spring = Animation.spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0)
    public static let interactiveSpring = Animation.interactiveSpring()
    public static let smooth = Animation.smooth(duration: 0.5)
    public static let snappy = Animation.snappy(duration: 0.5)
    public static let bouncy = Animation.bouncy(duration: 0.5)

    public static func linear(duration: TimeInterval) -> Animation { Animation(.linear(duration: duration)) }
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(.easeIn(duration: duration)) }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(.easeOut(duration: duration)) }
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(.easeInOut(duration: duration)) }

    /// A cubic Bézier curve through (0, 0), the two control points and (1, 1).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(.timingCurve(c0x, c0y, c1x, c1y, duration: duration))
    }

    /// A spring settling in about `response` seconds, `dampingFraction` 1 meaning no overshoot.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(.spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A spring of perceptual `duration` and `bounce` (0 none, up to 1).
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(.spring(response: duration, dampingFraction: 1 - bounce, blendDuration: blendDuration))
    }

    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring without bounce.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a little bounce.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a visible bounce.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// The same animation, starting `delay` seconds later.
    public func delay(_ delay: TimeInterval) -> Animation {
        var copy = self
        copy.delay += delay
        return copy
    }

    /// The same animation, `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speed *= speed
        return copy
    }

    /// The animation run `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = repeatCount
        copy.autoreverses = autoreverses
        return copy
    }

    /// The animation run for ever.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = nil
        copy.autoreverses = autoreverses
        return copy
    }

    public var description: String {
        var text = "\(timing)"
        if delay != 0 { text += " delay \(delay)" }
        if speed != 1 { text += " speed \(speed)" }
        if repeatCount != 1 { text += " repeat \(repeatCount.map(String.init) ?? "forever")\(autoreverses ? " autoreversing" : "")" }
        return text
    }
}
