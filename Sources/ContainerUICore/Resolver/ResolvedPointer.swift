import Foundation

/// A pointer style resolved for a layout direction: one of the cursors pages have, an image, or
/// no pointer (`pointerVisibility(.hidden)`).
public enum ResolvedPointer: Hashable, Sendable {
    /// The cursors of CSS that pointer styles look like.
    public enum Cursor: Hashable, Sendable {
        case standard, text, verticalText, crosshair, grab, grabbing, pointer, zoomIn, zoomOut, columnResize, rowResize
        /// A resize arrow towards a side or a corner, or both ways along an axis or a diagonal.
        case resize(Arrow)
    }

    /// The resize arrows, by compass point: one way (`n`, `se`) or both ways (`ns`, `nwse`).
    public enum Arrow: Hashable, Sendable {
        case n, s, e, w, ne, nw, se, sw, ns, ew, nesw, nwse
    }

    case cursor(Cursor)
    /// A symbol's drawing (`isSymbol`) or a named image, pointing at `hotSpot`.
    case image(name: String, isSymbol: Bool, hotSpot: UnitPoint)
    case hidden

    /// `style` with leading and trailing turned into west and east (east and west when
    /// `isRightToLeft`).
    package init(_ style: PointerStyle, isRightToLeft: Bool) {
        let leadingIsWest = !isRightToLeft
        switch style.kind {
        case .standard: self = .cursor(.standard)
        case .horizontalText: self = .cursor(.text)
        case .verticalText: self = .cursor(.verticalText)
        case .rectSelection: self = .cursor(.crosshair)
        case .grabIdle: self = .cursor(.grab)
        case .grabActive: self = .cursor(.grabbing)
        case .link: self = .cursor(.pointer)
        case .zoomIn: self = .cursor(.zoomIn)
        case .zoomOut: self = .cursor(.zoomOut)
        case .columnResize(let directions):
            switch directions {
            case .leading: self = .cursor(.resize(leadingIsWest ? .w : .e))
            case .trailing: self = .cursor(.resize(leadingIsWest ? .e : .w))
            default: self = .cursor(.columnResize)
            }
        case .rowResize(let directions):
            switch directions {
            case .up: self = .cursor(.resize(.n))
            case .down: self = .cursor(.resize(.s))
            default: self = .cursor(.rowResize)
            }
        case .frameResize(let position, let directions):
            self = .cursor(Self.frameResize(position, directions, leadingIsWest: leadingIsWest))
        case .image(let image, let hotSpot):
            self = .image(name: image.name, isSymbol: image.isSystemSymbol, hotSpot: hotSpot)
        }
    }

    /// The arrow for resizing from `position`: outward points away from the frame (towards the
    /// side or corner itself), inward into it (the opposite one), both ways along the side's axis
    /// or the corner's diagonal.
    private static func frameResize(_ position: FrameResizePosition, _ directions: FrameResizeDirection.Set,
                                    leadingIsWest: Bool) -> Cursor {
        // The side as compass points: north (+1) or south (-1), east (+1) or west (-1), 0 for none.
        let leading = leadingIsWest ? -1 : 1
        let (vertical, horizontal): (Int, Int) = switch position {
        case .top: (1, 0)
        case .bottom: (-1, 0)
        case .leading: (0, leading)
        case .trailing: (0, -leading)
        case .topLeading: (1, leading)
        case .topTrailing: (1, -leading)
        case .bottomLeading: (-1, leading)
        case .bottomTrailing: (-1, -leading)
        }
        switch directions {
        case .outward: return .resize(arrow(vertical, horizontal))
        case .inward: return .resize(arrow(-vertical, -horizontal))
        default:
            if vertical == 0 { return .resize(.ew) }
            if horizontal == 0 { return .resize(.ns) }
            return .resize(vertical == horizontal ? .nesw : .nwse)
        }
    }

    /// The one-way arrow towards a side or corner.
    private static func arrow(_ vertical: Int, _ horizontal: Int) -> Arrow {
        switch (vertical, horizontal) {
        case (1, 0): .n
        case (-1, 0): .s
        case (0, 1): .e
        case (0, -1): .w
        case (1, 1): .ne
        case (1, -1): .nw
        case (-1, 1): .se
        default: .sw
        }
    }
}

extension ResolvedPointer: CustomStringConvertible {
    /// `link`-like names of the cursors (`pointer`, `resize(nw)`), the image's name and hot spot,
    /// or `hidden`, as the tree dump and the JSON show them.
    public var description: String {
        switch self {
        case .cursor(.resize(let arrow)): "resize(\(arrow))"
        case .cursor(let cursor): "\(cursor)"
        case .image(let name, let isSymbol, let hotSpot):
            "image(\(isSymbol ? "systemName" : "named"): \(name.debugDescription), hotSpot: (\(hotSpot.x.shortDescription), \(hotSpot.y.shortDescription)))"
        case .hidden: "hidden"
        }
    }
}
