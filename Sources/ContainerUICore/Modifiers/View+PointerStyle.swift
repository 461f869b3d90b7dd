import Foundation

/// The look of the pointer over a view, set with `pointerStyle(_:)`: on the page, the element's
/// CSS `cursor`.
public struct PointerStyle: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case standard, horizontalText, verticalText, rectSelection, grabIdle, grabActive, link, zoomIn, zoomOut
        case columnResize(HorizontalDirection.Set)
        case rowResize(VerticalDirection.Set)
        case frameResize(FrameResizePosition, FrameResizeDirection.Set)
        case image(Image, hotSpot: UnitPoint)
    }

    package let kind: Kind

    /// The platform's pointer.
    public static let `default` = PointerStyle(kind: .standard)
    /// Over text laid out in lines.
    public static let horizontalText = PointerStyle(kind: .horizontalText)
    /// Over text laid out in columns.
    public static let verticalText = PointerStyle(kind: .verticalText)
    /// For selecting a rectangle.
    public static let rectSelection = PointerStyle(kind: .rectSelection)
    /// Over something that can be grabbed.
    public static let grabIdle = PointerStyle(kind: .grabIdle)
    /// While something is grabbed.
    public static let grabActive = PointerStyle(kind: .grabActive)
    /// Over a link.
    public static let link = PointerStyle(kind: .link)
    /// For zooming in.
    public static let zoomIn = PointerStyle(kind: .zoomIn)
    /// For zooming out.
    public static let zoomOut = PointerStyle(kind: .zoomOut)
    /// For resizing a column either way.
    public static let columnResize = PointerStyle(kind: .columnResize(.all))
    /// For resizing a row either way.
    public static let rowResize = PointerStyle(kind: .rowResize(.all))

    /// For resizing a column in `directions`.
    public static func columnResize(directions: HorizontalDirection.Set) -> PointerStyle {
        PointerStyle(kind: .columnResize(directions))
    }

    /// For resizing a row in `directions`.
    public static func rowResize(directions: VerticalDirection.Set) -> PointerStyle {
        PointerStyle(kind: .rowResize(directions))
    }

    /// For resizing a frame from the edge or corner at `position`, in `directions`.
    public static func frameResize(position: FrameResizePosition, directions: FrameResizeDirection.Set = .all) -> PointerStyle {
        PointerStyle(kind: .frameResize(position, directions))
    }

    /// An image as the pointer, `hotSpot` (a unit point of the image) where it points.
    public static func image(_ image: Image, hotSpot: UnitPoint) -> PointerStyle {
        PointerStyle(kind: .image(image, hotSpot: hotSpot))
    }
}

/// A horizontal direction, in the layout direction's terms.
public enum HorizontalDirection: Int8, Hashable, Sendable, CaseIterable {
    case leading, trailing

    /// A set of horizontal directions.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The leading direction.
        public static let leading = Set(rawValue: 1)
        /// The trailing direction.
        public static let trailing = Set(rawValue: 2)
        /// Both directions.
        public static let all: Set = [.leading, .trailing]
    }
}

/// A vertical direction.
public enum VerticalDirection: Int8, Hashable, Sendable, CaseIterable {
    case up, down

    /// A set of vertical directions.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Upwards.
        public static let up = Set(rawValue: 1)
        /// Downwards.
        public static let down = Set(rawValue: 2)
        /// Both directions.
        public static let all: Set = [.up, .down]
    }
}

/// Where on a frame a resize starts: an edge or a corner.
public enum FrameResizePosition: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// Which way a frame is resized: into the frame or out of it.
public enum FrameResizeDirection: Int8, Hashable, Sendable, CaseIterable {
    case inward, outward

    /// A set of resize directions.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Into the frame.
        public static let inward = Set(rawValue: 1)
        /// Out of the frame.
        public static let outward = Set(rawValue: 2)
        /// Both ways.
        public static let all: Set = [.inward, .outward]
    }
}

extension View {
    /// Shows `style` as the pointer over the view (`nil`: the one of the view's container); on the
    /// page, the element's CSS `cursor`, leading and trailing in the layout direction.
    public func pointerStyle(_ style: PointerStyle?) -> some View {
        modifier(PointerStyleModifier(style: style))
    }

    /// Hides the pointer over the view (`hidden`), or shows it again.
    public func pointerVisibility(_ visibility: Visibility) -> some View {
        modifier(_NodeModifier(modifier: .pointer(.hidden)).active(visibility == .hidden))
    }
}

/// `pointerStyle(_:)`: the style as the cursor it looks like in the layout direction the view is
/// resolved in.
struct PointerStyleModifier: ViewModifier {
    let style: PointerStyle?

    typealias Body = Never

    static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        guard let style = modifier.style else { return resolver.resolve(content) }
        let cursor = ResolvedPointer(style, isRightToLeft: resolver.environment.layoutDirection == .rightToLeft)
        _NodeModifier._resolve(_NodeModifier(modifier: .pointer(cursor)), content: content, into: &resolver)
    }
}
