/// How a scroll transition moves a view between its phases at one edge of the scroll view: not
/// at all, interpolated as the view scrolls, or switched at a threshold.
public struct ScrollTransitionConfiguration: Hashable, Sendable {
    /// How the phase changes.
    package enum Mode: Hashable, Sendable {
        /// Always the identity phase.
        case identity
        /// Interpolated with the scroll position, paced by the curve from just hidden (0) to the
        /// threshold (1).
        case interactive(UnitCurve)
        /// Switched when the view crosses the threshold. The animation is described, not run: a
        /// page switches at once.
        case animated(Animation)
    }

    /// How the phase changes.
    package let mode: Mode
    /// Where the view counts as fully in.
    package private(set) var thresholdSetting: Threshold = .visible

    /// A transition that leaves the view as it is at rest, wherever it is.
    public static let identity = ScrollTransitionConfiguration(mode: .identity)
    /// A transition interpolated as the view scrolls in, paced by `easeInOut`.
    public static let interactive = ScrollTransitionConfiguration.interactive(timingCurve: .easeInOut)
    /// A transition switched when the view crosses the threshold, animated by SwiftUI's default.
    public static let animated = ScrollTransitionConfiguration.animated(.default)

    /// A transition interpolated as the view scrolls in: time 0 is the view just hidden, 1 the
    /// threshold; the curve runs backwards as the view leaves.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .interactive(timingCurve))
    }

    /// A transition switched when the view crosses the threshold, with `animation`.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .animated(animation))
    }

    /// This configuration with the point at which the view counts as fully in.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.thresholdSetting = threshold
        return copy
    }

    /// A point in a view's passage into the scroll view, from hidden to visible.
    public struct Threshold: Hashable, Sendable {
        /// How much of the view is visible at the threshold (0...1), or `nil` for centred.
        package let visibleAmount: Double?

        /// The view is fully visible.
        public static let visible = Threshold(visibleAmount: 1)
        /// The view has just come in (any part of it visible).
        public static let hidden = Threshold(visibleAmount: 0)
        /// The view is centred in the scroll view.
        public static var centered: Threshold { Threshold(visibleAmount: nil) }

        /// `amount` of the view is visible: 0 just hidden, 1 fully visible (clamped).
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(visibleAmount: min(max(amount.isNaN ? 1 : amount, 0), 1))
        }
    }
}
