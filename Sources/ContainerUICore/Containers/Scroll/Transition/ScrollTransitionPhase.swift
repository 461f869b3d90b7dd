/// Where a view with a scroll transition is in its passage through the visible region of its
/// scroll view: before it, at the top or leading edge; inside it; or after it, at the bottom or
/// trailing edge.
@frozen
public enum ScrollTransitionPhase: Hashable, Sendable, CaseIterable {
    /// Leaving, or gone, past the top or leading edge.
    case topLeading
    /// In the visible region: the transition's resting state.
    case identity
    /// Coming in, or not yet in, past the bottom or trailing edge.
    case bottomTrailing

    /// Whether this is the resting phase.
    public var isIdentity: Bool { self == .identity }

    /// -1 at the top or leading edge, 0 at rest, 1 at the bottom or trailing edge.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}
