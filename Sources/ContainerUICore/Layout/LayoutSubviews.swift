import Foundation

/// What measures and places the subviews of a custom layout (the layout engine): the subviews
/// are proxies that ask it, so that making them allocates nothing per subview.
package protocol LayoutSubviewsHost: AnyObject {
    /// The size subview `index` takes for `proposal`.
    func sizeThatFits(subview index: Int, _ proposal: ProposedViewSize) -> CGSize
    /// The container values written on subview `index`.
    func containerValues(ofSubview index: Int) -> ContainerValues
    /// The size and alignment guides of subview `index` for `proposal`.
    func dimensions(ofSubview index: Int, _ proposal: ProposedViewSize) -> ViewDimensions
    /// The layout priority of subview `index`.
    func priority(ofSubview index: Int) -> Double
    /// The preferred spacing of subview `index`: none for a spacer, else the system's.
    func spacing(ofSubview index: Int) -> ViewSpacing
    /// Records that subview `index` goes at `origin` (in the container's coordinates), sized for `proposal`.
    func place(subview index: Int, at origin: CGPoint, proposal: ProposedViewSize)
    /// The subviews' explicit values of `key`, each offset by where the subview was last placed,
    /// merged as a stack merges its children's (a layout's default `explicitAlignment`),
    /// relative to the container's top-leading corner; `nil` when no subview has one.
    func mergedExplicitValue(of key: AlignmentKey) -> CGFloat?
}

/// The subviews of a custom layout, in builder order.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    private let host: any LayoutSubviewsHost
    /// The number of subviews.
    public let endIndex: Int

    /// The `count` subviews measured and placed by `host`.
    package init(host: any LayoutSubviewsHost, count: Int) {
        self.host = host
        endIndex = count
    }

    /// 0.
    public var startIndex: Int { 0 }
    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(host: host, index: index) }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.host === rhs.host && lhs.endIndex == rhs.endIndex
    }

    /// The subviews' explicit values of `key` where they were last placed, merged, relative to
    /// the container's top-leading corner: what a layout's default `explicitAlignment` answers.
    package func mergedExplicitValue(of key: AlignmentKey) -> CGFloat? {
        host.mergedExplicitValue(of: key)
    }
}

/// A proxy for one subview of a custom layout: measure it, read its values, place it.
public struct LayoutSubview: Equatable {
    private let host: any LayoutSubviewsHost
    package let index: Int

    init(host: any LayoutSubviewsHost, index: Int) {
        self.host = host
        self.index = index
    }

    /// The container values written on the subview.
    public var containerValues: ContainerValues { host.containerValues(ofSubview: index) }
    /// The subview's layout priority.
    public var priority: Double { host.priority(ofSubview: index) }
    /// The subview's preferred spacing: ``ViewSpacing/zero`` for a spacer, else the system's.
    public var spacing: ViewSpacing { host.spacing(ofSubview: index) }

    /// The size the subview takes for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        host.sizeThatFits(subview: index, proposal)
    }

    /// The subview's size and alignment guides for a proposal: the explicit values it sets
    /// (with `alignmentGuide`, on itself or inside its stacks) and the defaults of the others.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        host.dimensions(ofSubview: index, proposal)
    }

    /// Places the subview so that its `anchor` is at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        host.place(subview: index, at: CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height), proposal: proposal)
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.index == rhs.index && lhs.host === rhs.host
    }
}
