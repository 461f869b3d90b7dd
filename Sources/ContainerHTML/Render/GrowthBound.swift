import ContainerUICore
import Foundation

/// How far a flexible view grows along each axis, whatever it is offered (see ``Limit``).
///
/// CSS lets a flex item grow without limit once it grows at all, so the element that takes part
/// in its parent's layout carries the bound as its `max-width` or `max-height`; inside it, each
/// box's content is within it already.
struct GrowthBound: Equatable {
    /// How far a view grows along one axis.
    enum Limit: Equatable {
        /// It takes all it is given (a colour, `frame(maxWidth: .infinity)`).
        case unbounded
        /// A length: a fixed frame's, or a flexible frame's maximum with what is around it
        /// (`frame(maxWidth: 60).padding(4)` stops at 68).
        case length(CGFloat)
        /// Its content's own length, or `least` if that is longer: a view that does not grow
        /// (a text), or a stack of such views across bounded ones (a text above a colour at most
        /// 60 wide is as wide as the wider of them). The browser knows the content's length
        /// (`max-content`); bounded views add nothing to it.
        case content(least: CGFloat)
        /// It depends on what the renderer does not measure (a text and a bounded colour side by
        /// side, whose bound is their sum).
        case unknown

        /// The limit with `amount` more around it (padding).
        func adding(_ amount: CGFloat) -> Limit {
            switch self {
            case .length(let length): .length(length + amount)
            case .content(let least): .content(least: least + amount)
            case .unbounded, .unknown: self
            }
        }
    }

    /// The width's limit.
    var width: Limit
    /// The height's limit.
    var height: Limit

    static let unbounded = GrowthBound(width: .unbounded, height: .unbounded)
    static let unknown = GrowthBound(width: .unknown, height: .unknown)

    /// The bound after one more modifier (only those that change a view's size: frames, padding,
    /// `position`, `fixedSize`, `aspectRatio` and safe area insets).
    func applying(_ modifier: ResolvedModifier) -> GrowthBound {
        switch modifier {
        case .frame(let frame):
            GrowthBound(width: frame.width.map { .length($0) } ?? width, height: frame.height.map { .length($0) } ?? height)
        case .flexibleFrame(let frame):
            GrowthBound(width: Self.limit(width, min: frame.minWidth, max: frame.maxWidth),
                        height: Self.limit(height, min: frame.minHeight, max: frame.maxHeight))
        case .padding(let insets):
            GrowthBound(width: width.adding(insets.leading + insets.trailing), height: height.adding(insets.top + insets.bottom))
        case .position: .unbounded
        case .containerRelativeFrame, .fixedSize, .aspectRatio, .safeAreaInset: .unknown
        default: self
        }
    }

    /// A flexible frame's limit along one axis: its maximum, or its child's raised to its minimum.
    private static func limit(_ child: Limit, min: CGFloat?, max: CGFloat?) -> Limit {
        if let max { return max.isFinite ? .length(Swift.max(max, min ?? 0)) : .unbounded }
        guard let min else { return child }
        switch child {
        case .length(let length): return .length(Swift.max(length, min))
        case .content(let least): return .content(least: Swift.max(least, min))
        case .unbounded, .unknown: return child
        }
    }
}

/// Children's limits gathered along one axis: side by side (a stack's axis, with `spacing`
/// between them; `nil` for a stack's default, which depends on the children) or over each other
/// (a `ZStack`, or across a stack). Unbounded when one child is; otherwise side by side the sum
/// when every child's is a length and the spacing is explicit, and over each other the greatest,
/// the content's own when a child's is.
private struct LimitGathering {
    let isAlong: Bool
    let spacing: CGFloat?
    private var total: CGFloat = 0
    private var count = 0
    private var hasContent = false
    private var isKnown = true
    private(set) var isUnbounded = false

    init(along isAlong: Bool, spacing: CGFloat?) {
        self.isAlong = isAlong
        self.spacing = spacing
    }

    mutating func add(_ limit: GrowthBound.Limit) {
        switch limit {
        case .unbounded: isUnbounded = true
        case .unknown: isKnown = false
        case .length(let length):
            total = isAlong ? total + length : max(total, length)
            count += 1
        case .content(let least):
            hasContent = true
            total = max(total, least)
        }
    }

    var result: GrowthBound.Limit {
        if isUnbounded { return .unbounded }
        guard isKnown else { return .unknown }
        if isAlong {
            guard !hasContent, let spacing else { return .unknown }
            return .length(total + spacing * CGFloat(max(count - 1, 0)))
        }
        return hasContent ? .content(least: total) : .length(total)
    }
}

extension ResolvedNode {
    /// How far the node grows with its first `modifierCount` modifiers applied (all of them when
    /// `nil`), as a member of a stack along `axis` (`nil` outside stacks).
    func growthBound(inStack axis: Axis?, modifierCount: Int? = nil) -> GrowthBound {
        var bound = baseGrowthBound(inStack: axis)
        let modifiers = modifiers
        for index in 0..<(modifierCount ?? modifiers.count) {
            bound = bound.applying(modifiers[index])
        }
        return bound
    }

    /// How far the node's own element grows, before its modifiers: along an axis it does not
    /// grow on, its content's length; a container as its children allow; any other flexible view
    /// without bound.
    private func baseGrowthBound(inStack axis: Axis?) -> GrowthBound {
        let flexibility = baseFlexibility(inStack: axis)
        switch kind {
        case .spacer:
            guard let axis else { return .unbounded }
            return axis == .horizontal ? GrowthBound(width: .unbounded, height: .length(0)) : GrowthBound(width: .length(0), height: .unbounded)
        case .stack(let stack):
            return childrenBound(flexibility, stackAxis: stack.axis, spacing: stack.spacing)
        case .zStack:
            return childrenBound(flexibility, stackAxis: nil, spacing: nil)
        default:
            return GrowthBound(width: flexibility.x ? .unbounded : .content(least: 0), height: flexibility.y ? .unbounded : .content(least: 0))
        }
    }

    /// The bound of a stack along `stackAxis` or of a `ZStack` (`nil`), along the axes it is
    /// flexible on (its content's own along the others); each child is asked once, and the walk
    /// stops when both are unbounded.
    private func childrenBound(_ flexibility: Flexibility, stackAxis: Axis?, spacing: CGFloat?) -> GrowthBound {
        var width = LimitGathering(along: stackAxis == .horizontal, spacing: spacing)
        var height = LimitGathering(along: stackAxis == .vertical, spacing: spacing)
        for child in children {
            let bound = child.growthBound(inStack: stackAxis)
            if flexibility.x { width.add(bound.width) }
            if flexibility.y { height.add(bound.height) }
            if width.isUnbounded || !flexibility.x, height.isUnbounded || !flexibility.y { break }
        }
        return GrowthBound(width: flexibility.x ? width.result : .content(least: 0),
                           height: flexibility.y ? height.result : .content(least: 0))
    }
}
