import Foundation

/// Where along each axis a scroll view lines up a view or its content: a `UnitPoint` as the
/// start, centre or end that a page can draw (CSS's `scroll-snap-align` and auto margins have
/// no other positions). A unit point between them is drawn at the nearest, and ``isExact`` says
/// so, for a render warning.
public struct ScrollAnchor: Hashable, Sendable, CustomStringConvertible {
    /// A position along one axis.
    public enum Edge: UInt8, Hashable, Sendable {
        /// The leading or top edge (0).
        case start
        /// The middle (0.5).
        case center
        /// The trailing or bottom edge (1).
        case end

        /// The edge nearest to a unit point's `fraction`.
        init(_ fraction: CGFloat) {
            self = fraction < 0.25 ? .start : fraction > 0.75 ? .end : .center
        }

        /// The fraction of the length this edge is at: 0, 0.5 or 1.
        public var fraction: CGFloat {
            switch self {
            case .start: 0
            case .center: 0.5
            case .end: 1
            }
        }
    }

    /// The two edges and exactness in one byte: x in bits 0–1, y in bits 2–3, exactness in
    /// bit 4; a scroll view holds three anchors within its resolved kind's size.
    private let bits: UInt8

    /// Along the horizontal axis.
    public var x: Edge { Edge(rawValue: bits & 3) ?? .start }
    /// Along the vertical axis.
    public var y: Edge { Edge(rawValue: (bits >> 2) & 3) ?? .start }
    /// Whether the unit point was exactly on these edges (0, 0.5 or 1 on each axis).
    public var isExact: Bool { bits & 16 != 0 }

    /// The anchor nearest to `point`.
    public init(_ point: UnitPoint) {
        let x = Edge(point.x), y = Edge(point.y)
        let exact = x.fraction == point.x && y.fraction == point.y
        bits = x.rawValue | y.rawValue << 2 | (exact ? 16 : 0)
    }

    /// The top-leading corner, where a scroll view starts unless told otherwise.
    public static let topLeading = ScrollAnchor(.topLeading)

    public var description: String {
        "(\(x), \(y))" + (isExact ? "" : " approximated")
    }
}

/// What a scroll anchor of `defaultScrollAnchor(_:for:)` is used for.
public struct ScrollAnchorRole: Hashable, Sendable {
    private let raw: UInt8

    /// Where the scroll view starts scrolled to: the anchor of its content at the same anchor of
    /// the scroll view.
    public static let initialOffset = ScrollAnchorRole(raw: 0)
    /// Which part stays in view when the content or the scroll view changes size; a frame never
    /// changes size, so it draws nothing.
    public static let sizeChanges = ScrollAnchorRole(raw: 1)
    /// Where content smaller than the scroll view sits along the scrolling axes.
    public static let alignment = ScrollAnchorRole(raw: 2)
}

/// The anchors `defaultScrollAnchor` set for the scroll views inside.
package struct ScrollAnchors: Hashable, Sendable {
    /// The ``ScrollAnchorRole/initialOffset`` anchor.
    package var initialOffset: UnitPoint?
    /// The ``ScrollAnchorRole/alignment`` anchor.
    package var alignment: UnitPoint?
}

private struct ScrollAnchorsKey: EnvironmentKey { static let defaultValue = ScrollAnchors() }

extension EnvironmentValues {
    /// The anchors of `defaultScrollAnchor` for scroll views here.
    package var scrollAnchors: ScrollAnchors {
        get { self[ScrollAnchorsKey.self] }
        set { self[ScrollAnchorsKey.self] = newValue }
    }
}

extension View {
    /// Starts the scroll views inside with `anchor` of their content at the same anchor of the
    /// scroll view (`.bottom`: scrolled to the end, as a chat starts), and sits content smaller
    /// than a scroll view at that anchor along its scrolling axes; `nil` restores the default
    /// (the top-leading start, content at the top).
    ///
    /// ```swift
    /// ScrollView {
    ///     LazyVStack { ForEach(messages) { MessageBubble(message: $0) } }
    /// }
    /// .defaultScrollAnchor(.bottom)
    /// ```
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environmentTransform { $0.scrollAnchors = ScrollAnchors(initialOffset: anchor, alignment: anchor) }
    }

    /// Sets the anchor of one role: `.initialOffset` (where the scroll views inside start),
    /// `.alignment` (where smaller content sits) or `.sizeChanges` (nothing changes size in a frame).
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        environmentTransform {
            switch role {
            case .initialOffset: $0.scrollAnchors.initialOffset = anchor
            case .alignment: $0.scrollAnchors.alignment = anchor
            default: break
            }
        }
    }
}
