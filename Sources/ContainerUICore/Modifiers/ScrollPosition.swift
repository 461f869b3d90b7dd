import Foundation

/// Where a scroll view is scrolled to, as iOS 18's `scrollPosition(_:anchor:)` binds it: an
/// edge, a view's identity or a point. A render is the first frame, so the value the binding
/// holds is where the scroll view starts: an edge or a view as ContainerUI draws them
/// (`defaultScrollAnchor`, `scrollPosition(id:anchor:)`); a point is kept but not drawn (the
/// page would need the content's size to clamp it), and the scroll view starts at its default.
public struct ScrollPosition {
    /// The edge scrolled to, if the position is an edge.
    public private(set) var edge: Edge?
    /// The point scrolled to, if the position is a point.
    public private(set) var point: CGPoint?
    /// The identity of the view scrolled to, if the position is a view.
    public private(set) var viewID: AnyHashable?
    /// The anchor that lines up the view scrolled to.
    private(set) var anchor: UnitPoint?
    /// Whether the user scrolled last; never in a frame.
    public var isPositionedByUser: Bool { false }

    /// A position at the top-leading start, for views identified by `ID`.
    public init<ID: Hashable>(idType: ID.Type = Never.self) {}

    /// A position at `edge`, for views identified by `ID`.
    public init<ID: Hashable>(idType: ID.Type = Never.self, edge: Edge) {
        self.edge = edge
    }

    /// A position at `point` of the content, for views identified by `ID`.
    public init<ID: Hashable>(idType: ID.Type = Never.self, point: CGPoint) {
        self.point = point
    }

    /// A position at `x` along the horizontal axis, for views identified by `ID`.
    public init<ID: Hashable>(idType: ID.Type = Never.self, x: CGFloat) {
        self.point = CGPoint(x: x, y: 0)
    }

    /// A position at `y` along the vertical axis, for views identified by `ID`.
    public init<ID: Hashable>(idType: ID.Type = Never.self, y: CGFloat) {
        self.point = CGPoint(x: 0, y: y)
    }

    /// A position at the view with identity `id`, lined up by `anchor`.
    public init(id: some Hashable, anchor: UnitPoint? = nil) {
        scrollTo(id: id, anchor: anchor)
    }

    /// Scrolls to `edge`.
    public mutating func scrollTo(edge: Edge) {
        self = ScrollPosition()
        self.edge = edge
    }

    /// Scrolls to `point` of the content.
    public mutating func scrollTo(point: CGPoint) {
        self = ScrollPosition()
        self.point = point
    }

    /// Scrolls to `x` along the horizontal axis.
    public mutating func scrollTo(x: CGFloat) {
        scrollTo(point: CGPoint(x: x, y: point?.y ?? 0))
    }

    /// Scrolls to `y` along the vertical axis.
    public mutating func scrollTo(y: CGFloat) {
        scrollTo(point: CGPoint(x: point?.x ?? 0, y: y))
    }

    /// Scrolls to the view with identity `id`, lined up by `anchor`.
    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) {
        self = ScrollPosition()
        viewID = AnyHashable(id)
        self.anchor = anchor
    }

    /// The identity of the view scrolled to, if it is a `T`.
    public func viewID<T: Hashable>(type: T.Type) -> T? {
        viewID?.base as? T
    }
}

extension View {
    /// Binds where this scroll view is scrolled to. A render is the first frame: it starts at the
    /// position the binding holds: an edge (`.bottom`: scrolled to the end), or the view with the
    /// position's identity lined up by its anchor (else `anchor`), as `scrollPosition(id:anchor:)`.
    ///
    /// ```swift
    /// ScrollView { LazyVStack { ForEach(messages) { Bubble(message: $0) } } }
    ///     .scrollPosition($position)
    /// ```
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionBindingModifier(position: position.wrappedValue, anchor: anchor))
    }
}

/// Starts the scroll views it resolves at the position: a view by identity through
/// ``ScrollPositionModifier``, an edge as their initial anchor.
struct ScrollPositionBindingModifier: ViewModifier {
    let position: ScrollPosition
    let anchor: UnitPoint?

    typealias Body = Never

    static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        let position = modifier.position
        if let id = position.viewID {
            return ScrollPositionModifier._resolve(
                ScrollPositionModifier(id: id, anchor: position.anchor ?? modifier.anchor), content: content, into: &resolver)
        }
        guard let edge = position.edge else { return resolver.resolve(content) }
        let saved = resolver.environment
        resolver.environment.scrollAnchors.initialOffset = edge.unitPoint
        resolver.resolve(content)
        resolver.environment = saved
    }
}

extension Edge {
    /// The unit point in the middle of this edge.
    fileprivate var unitPoint: UnitPoint {
        switch self {
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        }
    }
}
