import Foundation

/// A `scrollTransition` as plain data: its effects in each phase (the closure's results, with the
/// same effects in the same order), how it moves between them at each edge, and its axis.
public final class ResolvedScrollTransition: Sendable, CustomStringConvertible {
    /// The effects at the top or leading edge.
    public let topLeadingEffects: [VisualEffectItem]
    /// The effects at rest.
    public let identityEffects: [VisualEffectItem]
    /// The effects at the bottom or trailing edge.
    public let bottomTrailingEffects: [VisualEffectItem]
    /// How the view leaves (and re-enters) at the top or leading edge.
    public let topLeading: ScrollTransitionConfiguration
    /// How the view enters (and leaves) at the bottom or trailing edge.
    public let bottomTrailing: ScrollTransitionConfiguration
    /// The axis it follows; `nil` for the scroll view's.
    public let axis: Axis?

    /// Calls `transition` for each phase; where the results differ in their effects (which
    /// SwiftUI's types rule out), every phase keeps the identity's.
    package init(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis?,
                 transition: (ScrollTransitionPhase) -> [VisualEffectItem]) {
        let identity = transition(.identity)
        func matching(_ effects: [VisualEffectItem]) -> [VisualEffectItem] {
            effects.count == identity.count && zip(effects, identity).allSatisfy { $0.isSameKind(as: $1) } ? effects : identity
        }
        identityEffects = identity
        topLeadingEffects = matching(transition(.topLeading))
        bottomTrailingEffects = matching(transition(.bottomTrailing))
        self.topLeading = topLeading
        self.bottomTrailing = bottomTrailing
        self.axis = axis
    }

    /// Whether scrolling moves the view out of rest at either edge (neither configuration is
    /// `.identity`, or only one is).
    public var followsScrolling: Bool {
        topLeading.mode != .identity || bottomTrailing.mode != .identity
    }

    /// The effects drawn in `phase`: the closure's, except at an edge whose configuration is
    /// `.identity`, which keeps the resting effects.
    public func drawnEffects(in phase: ScrollTransitionPhase) -> [VisualEffectItem] {
        switch phase {
        case .topLeading where topLeading.mode == .identity, .bottomTrailing where bottomTrailing.mode == .identity: identityEffects
        default: effects(in: phase)
        }
    }

    /// The drawn effects `amount` of the way from rest to `phase`'s.
    public func effects(towards phase: ScrollTransitionPhase, amount: Double) -> [VisualEffectItem] {
        zip(identityEffects, drawnEffects(in: phase)).map { $0.interpolated(towards: $1, amount: amount) }
    }

    /// The closure's effects in `phase`.
    public func effects(in phase: ScrollTransitionPhase) -> [VisualEffectItem] {
        switch phase {
        case .topLeading: topLeadingEffects
        case .identity: identityEffects
        case .bottomTrailing: bottomTrailingEffects
        }
    }

    public var description: String {
        "scrollTransition(\(identityEffects.count) effects\(axis.map { ", axis: \($0)" } ?? ""))"
    }
}
