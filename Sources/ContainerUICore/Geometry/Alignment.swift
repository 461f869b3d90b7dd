/// A guide for placing views along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
    package enum Value: Int8, Sendable { case leading, center, trailing }
    package let value: Value

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

    public var description: String { "\(value)" }
}

/// A guide for placing views along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
    package enum Value: Int8, Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline }
    package let value: Value

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

    public var description: String { "\(value)" }
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
        case (let h, .center): return "\(h)"
        case (.center, let v): return "\(v)"
        case (let h, let v):
            let name = String(describing: h)
            return "\(v)" + name.prefix(1).uppercased() + name.dropFirst()
        }
    }
}
