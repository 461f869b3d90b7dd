import Foundation

/// A tap, or `count` taps in a row.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public typealias Body = Never
    /// The taps needed.
    public var count: Int

    /// A gesture of `count` taps.
    public init(count: Int = 1) {
        self.count = count
    }
}

/// A tap that reports where it landed.
public struct SpatialTapGesture: Gesture {
    /// Where the tap landed.
    public struct Value: Equatable, Sendable {
        /// The location, in the gesture's coordinate space.
        public var location: CGPoint
    }

    public typealias Body = Never
    /// The taps needed.
    public var count: Int
    /// The space the location is measured in.
    public var coordinateSpace: CoordinateSpace

    /// A gesture of `count` taps, located in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}

/// A press held for `minimumDuration` without moving more than `maximumDistance`.
public struct LongPressGesture: Gesture {
    /// Whether the press is held.
    public typealias Value = Bool
    public typealias Body = Never
    /// How long the press must be held, in seconds.
    public var minimumDuration: Double
    /// How far the finger may move, in points.
    public var maximumDistance: CGFloat

    /// A press held for `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A drag: a touch that moves at least `minimumDistance`.
public struct DragGesture: Gesture {
    /// Where the drag is.
    public struct Value: Equatable, Sendable {
        /// When this value was reported.
        public var time: Date
        /// Where the touch is.
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// How fast it moves, in points a second.
        public var velocity: CGSize
        /// Where it would stop if released now.
        public var predictedEndLocation: CGPoint

        /// How far it has moved.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// How far it would have moved if released now.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    public typealias Body = Never
    /// How far the touch must move before the drag starts.
    public var minimumDistance: CGFloat
    /// The space locations are measured in.
    public var coordinateSpace: CoordinateSpace

    /// A drag starting after `minimumDistance` points, located in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

/// A pinch.
public struct MagnifyGesture: Gesture {
    /// How far the pinch has scaled.
    public struct Value: Equatable, Sendable {
        /// When this value was reported.
        public var time: Date
        /// The scale since the pinch began.
        public var magnification: CGFloat
        /// How fast the scale changes, a second.
        public var velocity: CGFloat
        /// Where the pinch began, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the pinch began.
        public var startLocation: CGPoint
    }

    public typealias Body = Never
    /// The change of scale needed to begin.
    public var minimumScaleDelta: CGFloat

    /// A pinch beginning after a change of `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

/// A pinch, reporting its scale alone (SwiftUI's earlier `MagnifyGesture`).
@available(*, deprecated, renamed: "MagnifyGesture")
public struct MagnificationGesture: Gesture {
    /// The scale since the pinch began.
    public typealias Value = CGFloat
    public typealias Body = Never
    /// The change of scale needed to begin.
    public var minimumScaleDelta: CGFloat

    /// A pinch beginning after a change of `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

/// A two-finger rotation.
public struct RotateGesture: Gesture {
    /// How far the fingers have turned.
    public struct Value: Equatable, Sendable {
        /// When this value was reported.
        public var time: Date
        /// The rotation since the gesture began.
        public var rotation: Angle
        /// How fast it turns, a second.
        public var velocity: Angle
        /// Where the rotation began, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the rotation began.
        public var startLocation: CGPoint
    }

    public typealias Body = Never
    /// The turn needed to begin.
    public var minimumAngleDelta: Angle

    /// A rotation beginning after a turn of `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

/// A two-finger rotation, reporting its angle alone (SwiftUI's earlier `RotateGesture`).
@available(*, deprecated, renamed: "RotateGesture")
public struct RotationGesture: Gesture {
    /// The rotation since the gesture began.
    public typealias Value = Angle
    public typealias Body = Never
    /// The turn needed to begin.
    public var minimumAngleDelta: Angle

    /// A rotation beginning after a turn of `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}
