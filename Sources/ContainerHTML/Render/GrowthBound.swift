import ContainerUICore
import Foundation

/// How far a flexible view grows along each axis, whatever it is offered (see ``Limit``).
///
/// CSS lets a flex item grow without limit once it grows at all, so the element that takes part
/// in its parent's layout carries the bound as its `max-width` or `max-height`; inside it, each
/// box's content is within it already. Where the bound depends on content the renderer does not
/// measure (a text), it is written relative to what the browser measures: the element's
/// `max-content` length, which is what the content asks for, bounded views adding nothing.
struct GrowthBound: Equatable {
    /// How far a view grows along one axis.
    enum Limit: Equatable {
        /// It takes all it is given (a colour, `frame(maxWidth: .infinity)`); `isEmpty` when its
        /// element asks for no length of its own (`max-content` is zero: a colour, a gradient).
        case unbounded(isEmpty: Bool)
        /// Up to `length`, its element asking for `contribution` (a fixed frame asks for its
        /// length, `Color.red.frame(maxWidth: 60)` for none, `.padding(4)` around it adds 8 to
        /// both).
        case known(length: CGFloat, contribution: CGFloat)
        /// Up to its element's `max-content` length plus `extra`, or `least` if that is longer:
        /// a view that does not grow (a text: its content's length), a text above a colour at
        /// most 60 wide (the longer of the text and 60), a text beside it (the text and 60).
        case content(extra: CGFloat, least: CGFloat)
        /// Not known: it depends on lengths the renderer does not measure in a way CSS cannot
        /// write.
        case unknown

        /// A view that does not grow: its content's own length.
        static let ownContent = Limit.content(extra: 0, least: 0)

        /// The limit with `amount` more around it (padding): the element asks for it too.
        func adding(_ amount: CGFloat) -> Limit {
            switch self {
            case .known(let length, let contribution): .known(length: length + amount, contribution: contribution + amount)
            case .content(let extra, let least): .content(extra: extra, least: least > 0 ? least + amount : 0)
            case .unbounded(let isEmpty): .unbounded(isEmpty: isEmpty && amount == 0)
            case .unknown: .unknown
            }
        }

        /// The same limit relative to `max-content`: a known element asks for its contribution.
        var relativeToContent: (extra: CGFloat, least: CGFloat)? {
            switch self {
            case .known(let length, let contribution): (length - contribution, 0)
            case .content(let extra, let least): (extra, least)
            case .unbounded, .unknown: nil
            }
        }
    }

    /// The width's limit.
    var width: Limit
    /// The height's limit.
    var height: Limit

    static let unknown = GrowthBound(width: .unknown, height: .unknown)

    /// The bound after one more modifier (only those that change a view's size: frames, padding,
    /// `position`, `fixedSize`, `aspectRatio` and safe area insets).
    func applying(_ modifier: ResolvedModifier) -> GrowthBound {
        switch modifier {
        case .frame(let frame):
            GrowthBound(width: frame.width.map { .known(length: $0, contribution: $0) } ?? width,
                        height: frame.height.map { .known(length: $0, contribution: $0) } ?? height)
        case .flexibleFrame(let frame):
            GrowthBound(width: Self.limit(width, min: frame.minWidth, max: frame.maxWidth),
                        height: Self.limit(height, min: frame.minHeight, max: frame.maxHeight))
        case .padding(let insets):
            GrowthBound(width: width.adding(insets.leading + insets.trailing), height: height.adding(insets.top + insets.bottom))
        case .position: GrowthBound(width: .unbounded(isEmpty: false), height: .unbounded(isEmpty: false))
        case .containerRelativeFrame, .fixedSize, .aspectRatio, .safeAreaInset: .unknown
        default: self
        }
    }

    /// A flexible frame's limit along one axis: its maximum (its element asking for its child's
    /// length up to it, and at least its minimum), or its child's raised to its minimum.
    private static func limit(_ child: Limit, min: CGFloat?, max: CGFloat?) -> Limit {
        let least = min ?? 0
        if let max {
            guard max.isFinite else { return .unbounded(isEmpty: child == .unbounded(isEmpty: true) && least == 0) }
            let length = Swift.max(max, least)
            switch child {
            case .known(_, let contribution): return .known(length: length, contribution: Swift.min(Swift.max(contribution, least), length))
            case .unbounded(isEmpty: true): return .known(length: length, contribution: Swift.min(least, length))
            default: return .content(extra: 0, least: length)
            }
        }
        guard min != nil else { return child }
        switch child {
        case .known(let length, let contribution): return .known(length: Swift.max(length, least), contribution: Swift.max(contribution, least))
        case .content(let extra, let current): return .content(extra: extra, least: Swift.max(current, least))
        case .unbounded, .unknown: return child
        }
    }
}

/// Children's limits gathered along one axis: side by side (a stack's axis) or over each other
/// (a `ZStack`, or across a stack). Unbounded when one child is. Side by side, what the children
/// ask for adds up in the container's `max-content` (its gaps too), so their extras add up; a
/// child raised to a least length makes the sum unknown. Over each other, the container is as
/// long as its longest child: a known length when every child's is, otherwise known lengths and
/// leasts become the least, and a child with an extra beyond its content makes it unknown.
private struct LimitGathering {
    let isAlong: Bool
    private var extra: CGFloat = 0
    private var least: CGFloat = 0
    private var isKnown = true
    /// Over each other, whether every child's limit is a known length, and the longest
    /// contribution.
    private var allKnown = true
    private var contribution: CGFloat = 0
    private(set) var isUnbounded = false

    init(along isAlong: Bool) {
        self.isAlong = isAlong
    }

    mutating func add(_ limit: GrowthBound.Limit) {
        if case .unbounded = limit {
            isUnbounded = true
            return
        }
        guard let relative = limit.relativeToContent else { isKnown = false; return }
        if case .known(_, let asked) = limit { contribution = max(contribution, asked) } else { allKnown = false }
        if isAlong {
            if relative.least > 0 { isKnown = false }
            extra += relative.extra
        } else if case .known(let length, _) = limit {
            least = max(least, length)
        } else if relative.extra > 0 {
            isKnown = false
        } else {
            least = max(least, relative.least)
        }
    }

    var result: GrowthBound.Limit {
        // A container's element is never taken as empty: its gaps ask for length.
        if isUnbounded { return .unbounded(isEmpty: false) }
        guard isKnown else { return .unknown }
        return !isAlong && allKnown ? .known(length: least, contribution: contribution) : .content(extra: extra, least: least)
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
            let none = GrowthBound.Limit.known(length: 0, contribution: 0), any = GrowthBound.Limit.unbounded(isEmpty: false)
            guard let axis else { return GrowthBound(width: any, height: any) }
            return axis == .horizontal ? GrowthBound(width: any, height: none) : GrowthBound(width: none, height: any)
        case .stack(let stack):
            return childrenBound(flexibility, stackAxis: stack.axis)
        case .zStack:
            return childrenBound(flexibility, stackAxis: nil)
        default:
            // A colour's element is empty: it asks for no length of its own.
            let isEmpty = switch kind { case .color, .fill: true; default: false }
            return GrowthBound(width: flexibility.x ? .unbounded(isEmpty: isEmpty) : .ownContent,
                               height: flexibility.y ? .unbounded(isEmpty: isEmpty) : .ownContent)
        }
    }

    /// The bound of a stack along `stackAxis` or of a `ZStack` (`nil`), along the axes it is
    /// flexible on (its content's own along the others); each child is asked once, and the walk
    /// stops when both are unbounded.
    private func childrenBound(_ flexibility: Flexibility, stackAxis: Axis?) -> GrowthBound {
        var width = LimitGathering(along: stackAxis == .horizontal)
        var height = LimitGathering(along: stackAxis == .vertical)
        for child in children {
            let bound = child.growthBound(inStack: stackAxis)
            if flexibility.x { width.add(bound.width) }
            if flexibility.y { height.add(bound.height) }
            if width.isUnbounded || !flexibility.x, height.isUnbounded || !flexibility.y { break }
        }
        return GrowthBound(width: flexibility.x ? width.result : .ownContent,
                           height: flexibility.y ? height.result : .ownContent)
    }
}
