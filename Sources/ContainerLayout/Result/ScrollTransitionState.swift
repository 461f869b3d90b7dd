import ContainerUICore
import Foundation

/// Where a view with a scroll transition is drawn at rest: its phase, how far its effects have
/// moved from rest towards that phase's (0 at rest, 1 fully), and the transform its effects draw
/// it with, in the window's coordinates. The transform applies to what the transition wraps (the
/// node's children and drawing), not to the node's frame: the page keeps the frame in place, as
/// layout and scroll snapping see it, and draws the effects inside it.
public struct ScrollTransitionState: Hashable, Sendable {
    /// The phase the view is in or moving towards.
    public var phase: ScrollTransitionPhase
    /// How far the effects are from rest towards the phase's, after the configuration's pacing.
    public var amount: Double
    /// The drawn transform of the effects at that point.
    public var transform: DrawnTransform

    /// A state.
    public init(phase: ScrollTransitionPhase, amount: Double, transform: DrawnTransform) {
        self.phase = phase
        self.amount = amount
        self.transform = transform
    }
}
