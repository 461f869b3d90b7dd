import Foundation

/// Where a scroll view's content is, as iOS 18's scroll reports give it: its offset, its size,
/// its insets and the scroll view's own size.
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled, in points from the start of its scrollable area.
    public var contentOffset: CGPoint
    /// The size of the content.
    public var contentSize: CGSize
    /// The content's insets (content margins and safe area).
    public var contentInsets: EdgeInsets
    /// The size of the scroll view.
    public var containerSize: CGSize

    /// The geometry of content scrolled by `contentOffset`.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content the scroll view shows, in the content's coordinates: the scroll
    /// view's size at the content offset.
    public var visibleRect: CGRect {
        CGRect(origin: contentOffset, size: containerSize)
    }

    /// The scroll view's bounds in the content's coordinates: the visible rect moved back by the
    /// leading and top insets.
    public var bounds: CGRect {
        CGRect(x: contentOffset.x - contentInsets.leading, y: contentOffset.y - contentInsets.top,
               width: containerSize.width, height: containerSize.height)
    }
}

/// What a scroll view is doing, as `onScrollPhaseChange(_:)` reports it.
public enum ScrollPhase: Equatable, Sendable {
    /// Not scrolling.
    case idle
    /// A touch is down and may start scrolling.
    case tracking
    /// The content follows a touch or a scroll wheel.
    case interacting
    /// Moving on after the touch lifted.
    case decelerating
    /// Moving to a position set by code (`scrollPosition`, `ScrollViewProxy`).
    case animating

    /// Whether the content is moving: interacting, decelerating or animating.
    public var isScrolling: Bool {
        switch self {
        case .idle, .tracking: false
        case .interacting, .decelerating, .animating: true
        }
    }
}

/// What `onScrollPhaseChange(_:)`'s action receives with the phases.
public struct ScrollPhaseChangeContext: Sendable {
    /// The scroll view's geometry when its phase changed.
    public var geometry: ScrollGeometry
    /// How fast the content moves, in points a second, when the phase changed; `nil` when not
    /// known.
    public var velocity: CGVector?

    /// A context.
    public init(geometry: ScrollGeometry, velocity: CGVector? = nil) {
        self.geometry = geometry
        self.velocity = velocity
    }
}
