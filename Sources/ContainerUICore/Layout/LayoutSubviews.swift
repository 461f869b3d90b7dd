import Foundation

/// The subviews of a custom layout, in builder order.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    private let elements: [LayoutSubview]

    package init(_ elements: [LayoutSubview]) {
        self.elements = elements
    }

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of subviews.
    public var endIndex: Int { elements.count }
    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { elements[index] }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.elements.map(\.index) == rhs.elements.map(\.index)
    }
}

/// A proxy for one subview of a custom layout: measure it, read its values, place it.
public struct LayoutSubview: Equatable {
    package let index: Int
    private let measure: (ProposedViewSize) -> CGSize
    private let recorder: PlacementRecorder

    /// The container values written on the subview.
    public let containerValues: ContainerValues
    /// The subview's layout priority.
    public let priority: Double
    /// The subview's preferred spacing.
    public let spacing = ViewSpacing()

    package init(
        index: Int, containerValues: ContainerValues, priority: Double,
        recorder: PlacementRecorder, measure: @escaping (ProposedViewSize) -> CGSize
    ) {
        self.index = index
        self.containerValues = containerValues
        self.priority = priority
        self.recorder = recorder
        self.measure = measure
    }

    /// The size the subview takes for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        measure(proposal)
    }

    /// The subview's size and alignment guides for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: measure(proposal))
    }

    /// Places the subview so that its `anchor` is at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = measure(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        recorder.frames[index] = CGRect(origin: origin, size: size)
        recorder.proposals[index] = proposal
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.index == rhs.index && lhs.recorder === rhs.recorder
    }
}

/// Where a layout pass placed each subview.
package final class PlacementRecorder {
    package var frames: [Int: CGRect] = [:]
    package var proposals: [Int: ProposedViewSize] = [:]
    package init() {}
}

/// A subview's size and alignment guides.
public struct ViewDimensions: Equatable {
    private let size: CGSize

    package init(size: CGSize) {
        self.size = size
    }

    /// The width.
    public var width: CGFloat { size.width }
    /// The height.
    public var height: CGFloat { size.height }

    /// The position of a horizontal alignment guide.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide.value {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }

    /// The position of a vertical alignment guide.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide.value {
        case .top: 0
        case .center: height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: height
        }
    }
}
