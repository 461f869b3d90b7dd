import Foundation

/// Insets on each edge of a rectangle, in points (CSS px).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The top inset.
    public var top: CGFloat
    /// The leading inset.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The trailing inset.
    public var trailing: CGFloat

    /// Creates insets.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of `length` on each edge in `edges`, zero elsewhere.
    public init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0
        )
    }

    /// The sum of the leading and trailing insets.
    public var horizontal: CGFloat { leading + trailing }
    /// The sum of the top and bottom insets.
    public var vertical: CGFloat { top + bottom }

    public var description: String {
        if top == leading && top == bottom && top == trailing { return top.shortDescription }
        return "\(top.shortDescription),\(leading.shortDescription),\(bottom.shortDescription),\(trailing.shortDescription)"
    }
}

/// UIKit's direction-aware insets, for `StackView`'s layout margins.
public typealias NSDirectionalEdgeInsets = EdgeInsets

extension CGFloat {
    /// The shortest decimal that reads back as this value: `8` rather than `8.0`.
    package var shortDescription: String {
        if self == rounded(), Swift.abs(self) < 1e15 { return String(Int(self)) }
        return "\(Double(self))"
    }
}

extension EdgeInsets {
    /// The sum of two insets, edge by edge (content margins and the room safe area insets take).
    package static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
                   bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing)
    }
}

extension EdgeInsets {
    /// The inset on one edge.
    package subscript(edge edge: Edge) -> CGFloat {
        get {
            switch edge {
            case .top: top
            case .leading: leading
            case .bottom: bottom
            case .trailing: trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }
}
