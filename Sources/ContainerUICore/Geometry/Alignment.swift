/// A guide for placing views along the horizontal axis.
///
/// Besides the built-in guides, an ``AlignmentID`` type makes a custom one:
///
/// ```swift
/// extension HorizontalAlignment {
///     private enum Labels: AlignmentID {
///         static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
///     }
///     static let labels = HorizontalAlignment(Labels.self)
/// }
/// ```
///
/// A value is one byte: a built-in guide, or the index of a custom one in a process-wide
/// registry of ``AlignmentID`` types.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
    package enum Value: Hashable, Sendable { case leading, center, trailing, custom(UInt8) }
    /// 0, 1, 2 for the built-in guides, 3 + the registry's index for a custom one.
    private let raw: UInt8

    /// The guide.
    package var value: Value {
        switch raw {
        case 0: .leading
        case 1: .center
        case 2: .trailing
        default: .custom(raw - 3)
        }
    }

    package init(value: Value) {
        raw = switch value {
        case .leading: 0
        case .center: 1
        case .trailing: 2
        case .custom(let index): 3 + index
        }
    }

    /// A guide whose value is `id`'s ``AlignmentID/defaultValue(in:)`` unless a view sets it
    /// with `alignmentGuide(_:computeValue:)`.
    public init(_ id: any AlignmentID.Type) {
        self.init(value: .custom(AlignmentRegistry.index(of: id)))
    }

    /// Aligns leading edges.
    public static let leading = HorizontalAlignment(value: .leading)
    /// Aligns centres.
    public static let center = HorizontalAlignment(value: .center)
    /// Aligns trailing edges.
    public static let trailing = HorizontalAlignment(value: .trailing)
    /// The leading edge of a list row's separator.
    public static let listRowSeparatorLeading = HorizontalAlignment.leading
    /// The trailing edge of a list row's separator.
    public static let listRowSeparatorTrailing = HorizontalAlignment.trailing

    /// The guide's name: `leading`, `center`, `trailing`, or the ``AlignmentID`` type's.
    public var description: String {
        if case .custom(let index) = value { return AlignmentRegistry.name(at: index) }
        return "\(value)"
    }
}

/// A guide for placing views along the vertical axis; ``AlignmentID`` types make custom ones,
/// as for ``HorizontalAlignment``.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
    package enum Value: Hashable, Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline, custom(UInt8) }
    /// 0 to 4 for the built-in guides, 5 + the registry's index for a custom one.
    private let raw: UInt8

    /// The guide.
    package var value: Value {
        switch raw {
        case 0: .top
        case 1: .center
        case 2: .bottom
        case 3: .firstTextBaseline
        case 4: .lastTextBaseline
        default: .custom(raw - 5)
        }
    }

    package init(value: Value) {
        raw = switch value {
        case .top: 0
        case .center: 1
        case .bottom: 2
        case .firstTextBaseline: 3
        case .lastTextBaseline: 4
        case .custom(let index): 5 + index
        }
    }

    /// A guide whose value is `id`'s ``AlignmentID/defaultValue(in:)`` unless a view sets it
    /// with `alignmentGuide(_:computeValue:)`.
    public init(_ id: any AlignmentID.Type) {
        self.init(value: .custom(AlignmentRegistry.index(of: id)))
    }

    /// Aligns top edges.
    public static let top = VerticalAlignment(value: .top)
    /// Aligns centres.
    public static let center = VerticalAlignment(value: .center)
    /// Aligns bottom edges.
    public static let bottom = VerticalAlignment(value: .bottom)
    /// Aligns the baselines of the first lines of text.
    public static let firstTextBaseline = VerticalAlignment(value: .firstTextBaseline)
    /// Aligns the baselines of the last lines of text.
    public static let lastTextBaseline = VerticalAlignment(value: .lastTextBaseline)

    /// The guide's name: `top`, `center`, ..., or the ``AlignmentID`` type's.
    public var description: String {
        if case .custom(let index) = value { return AlignmentRegistry.name(at: index) }
        return "\(value)"
    }
}

/// A horizontal and a vertical alignment together, for frames and `ZStack`.
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// Combines a horizontal and a vertical alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centre in both dimensions.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading edge, vertically centred.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing edge, vertically centred.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edge, horizontally centred.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edge, horizontally centred.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    public var description: String {
        switch (horizontal.value, vertical.value) {
        case (.center, .center): return "center"
        case (_, .center): return "\(horizontal)"
        case (.center, _): return "\(vertical)"
        case (.custom, _), (_, .custom): return "\(vertical)+\(horizontal)"
        default:
            let name = horizontal.description
            return "\(vertical)" + name.prefix(1).uppercased() + name.dropFirst()
        }
    }
}
