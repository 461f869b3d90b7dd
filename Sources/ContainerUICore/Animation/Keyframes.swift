import Foundation

/// Keyframes over a value, as `keyframeAnimator` and `KeyframeAnimator` take them: tracks of
/// keyframes, each for a property of the value. A render draws the initial value, so keyframes
/// are described, never played.
public protocol Keyframes<Value> {
    associatedtype Value
}

/// The keyframes of one property of a value (or of the whole value), in order: keyframes over
/// `Root`.
public struct KeyframeTrack<Root, Property, Content: KeyframeTrackContent>: Keyframes where Content.Value == Property {
    /// The value the track's keyframes are over.
    public typealias Value = Root

    /// The property the keyframes change.
    public let keyPath: WritableKeyPath<Root, Property>
    /// The keyframes.
    public let content: Content

    /// Keyframes for the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Property>, @KeyframeTrackContentBuilder<Property> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }
}

extension KeyframeTrack where Root == Property {
    /// Keyframes for the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
        self.init(\.self, content: content)
    }
}

/// One or more keyframes of a track.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value
}

/// Moves to `to` along a straight line over `duration` seconds.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    /// The value it ends at.
    public let to: Value
    /// Its length in seconds.
    public let duration: TimeInterval

    /// A keyframe to `to`, over `duration`, along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = duration
    }
}

/// Moves to `to` with a spring, over `duration` seconds when given.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    /// The value it ends at.
    public let to: Value
    /// Its length in seconds, or `nil` for the spring's own.
    public let duration: TimeInterval?

    /// A keyframe to `to` with `spring`.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
    }
}

/// Moves to `to` along a smooth curve through the keyframes around it.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    /// The value it ends at.
    public let to: Value
    /// Its length in seconds.
    public let duration: TimeInterval

    /// A keyframe to `to` over `duration`, with the velocities given at its ends.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
    }
}

/// Jumps to `to` at once.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    /// The value it jumps to.
    public let to: Value

    /// A jump to `to`.
    public init(_ to: Value) {
        self.to = to
    }
}

/// Keyframes built one after another.
public struct KeyframeList<Value>: KeyframeTrackContent, Keyframes {
    /// How many were given.
    public let count: Int
}

/// What the two keyframe builders share: keyframes (or tracks) counted in order, through
/// blocks, loops and conditions.
public protocol _KeyframeListBuilder {
    /// The value the keyframes are over.
    associatedtype Value
}

extension _KeyframeListBuilder {
    /// The parts in order.
    public static func buildBlock(_ parts: KeyframeList<Value>...) -> KeyframeList<Value> {
        KeyframeList(count: parts.reduce(0) { $0 + $1.count })
    }

    /// The parts of a loop.
    public static func buildArray(_ parts: [KeyframeList<Value>]) -> KeyframeList<Value> {
        KeyframeList(count: parts.reduce(0) { $0 + $1.count })
    }

    /// The parts of an `if` without `else`, or none.
    public static func buildOptional(_ part: KeyframeList<Value>?) -> KeyframeList<Value> {
        part ?? KeyframeList(count: 0)
    }

    /// The first branch's parts.
    public static func buildEither(first part: KeyframeList<Value>) -> KeyframeList<Value> { part }

    /// The second branch's parts.
    public static func buildEither(second part: KeyframeList<Value>) -> KeyframeList<Value> { part }
}

/// Builds a track's keyframes.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value>: _KeyframeListBuilder {
    /// One keyframe.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeList<Value> where K.Value == Value {
        KeyframeList(count: 1)
    }
}

/// Builds the tracks of keyframes over a value.
@resultBuilder
public enum KeyframesBuilder<Value>: _KeyframeListBuilder {
    /// One track.
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> KeyframeList<Value> where K.Value == Value {
        KeyframeList(count: 1)
    }

    /// A keyframe given without a track (`keyframes: { _ in LinearKeyframe(1.0, duration: 1) }`):
    /// a track over the whole value, as `KeyframeTrack { keyframe }` would be.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeList<Value> where K.Value == Value {
        buildExpression(KeyframeTrack { keyframe })
    }
}

/// A spring's motion, by its duration and bounce (iOS 17).
public struct Spring: Hashable, Sendable {
    /// Seconds to settle, about.
    public let duration: TimeInterval
    /// How much it overshoots: 0 none, towards 1 more.
    public let bounce: Double

    /// A spring of `duration` seconds and `bounce`.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }

    /// A spring without bounce.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A spring with a little bounce.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// A spring with more bounce.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// A smooth spring of `duration`, with `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    /// A snappy spring of `duration`, with `extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    /// A bouncy spring of `duration`, with `extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }
}
