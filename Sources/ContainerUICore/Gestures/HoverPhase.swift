import Foundation

/// Where a pointer hovering over a view is, as `onContinuousHover` reports it: at a point of the
/// view's coordinate space, or gone. A server render has no pointer, so the server never makes one.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this point of the hover's coordinate space.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}
