import Foundation

/// A view's size and alignment guides, as a container sees it while placing the view, and as
/// `alignmentGuide(_:computeValue:)` closures and custom layouts read it.
///
/// A guide's value is the view's explicit value (set by `alignmentGuide` on the view or on a view
/// its stacks hold) when it has one, else the guide's default: leading 0, center half the width,
/// trailing the width; top 0, center half the height, bottom the height; text baselines the
/// height; a custom guide its ``AlignmentID/defaultValue(in:)``.
public struct ViewDimensions: Equatable {
    private let size: CGSize
    /// The view's explicit value of a guide, or `nil`.
    private let explicitValue: ((AlignmentKey) -> CGFloat?)?

    /// The dimensions of a view of `size` with no explicit guides.
    package init(size: CGSize) {
        self.size = size
        explicitValue = nil
    }

    /// The dimensions of a view of `size` whose explicit guides `explicit` gives.
    package init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat?) {
        self.size = size
        explicitValue = explicit
    }

    /// The width.
    public var width: CGFloat { size.width }
    /// The height.
    public var height: CGFloat { size.height }

    /// The value of a horizontal guide: explicit, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? AlignmentKey.horizontal(guide).defaultValue(in: self)
    }

    /// The value of a vertical guide: explicit, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? AlignmentKey.vertical(guide).defaultValue(in: self)
    }

    /// The view's explicit value of a horizontal guide, or `nil`.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitValue?(.horizontal(guide))
    }

    /// The view's explicit value of a vertical guide, or `nil`.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitValue?(.vertical(guide))
    }

    /// Equal sizes; explicit guides, computed on demand, are not compared.
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.size == rhs.size
    }
}

/// A horizontal or a vertical guide, as the layout engine asks for one.
@usableFromInline
package enum AlignmentKey: Hashable, Sendable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    /// The guide's value in a view of `dimensions` with no explicit value for it.
    package func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        switch self {
        case .horizontal(let guide):
            switch guide.value {
            case .leading: 0
            case .center: dimensions.width / 2
            case .trailing: dimensions.width
            case .custom(let index): AlignmentRegistry.type(at: index).defaultValue(in: dimensions)
            }
        case .vertical(let guide):
            switch guide.value {
            case .top: 0
            case .center: dimensions.height / 2
            case .bottom, .firstTextBaseline, .lastTextBaseline: dimensions.height
            case .custom(let index): AlignmentRegistry.type(at: index).defaultValue(in: dimensions)
            }
        }
    }
}

extension HorizontalAlignment {
    /// Whether the guide is a custom one, made from an ``AlignmentID``.
    package var isCustom: Bool { if case .custom = value { true } else { false } }
}

extension VerticalAlignment {
    /// Whether the guide is a custom one, made from an ``AlignmentID``.
    package var isCustom: Bool { if case .custom = value { true } else { false } }
}

extension Alignment {
    /// Whether either guide is a custom one.
    package var isCustom: Bool { horizontal.isCustom || vertical.isCustom }
}
