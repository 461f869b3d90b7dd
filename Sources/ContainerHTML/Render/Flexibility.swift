import ContainerUICore
import Foundation

/// Whether a view takes the space it is offered along each axis, as SwiftUI's greedy views do
/// (colours, shapes, spacers, scroll views, `frame(maxWidth: .infinity)`, UIKit stack views), or
/// keeps its ideal size.
///
/// The renderer marks greedy elements with `cui-sx` / `cui-sy`; the parent's class decides what that
/// means in CSS (`flex:1 1 0` along a stack's axis, `align-self:stretch` across it).
struct Flexibility: Equatable {
    /// Takes the offered width.
    var x: Bool
    /// Takes the offered height.
    var y: Bool

    static let none = Flexibility(x: false, y: false)
    static let both = Flexibility(x: true, y: true)

    /// `self` or `other` along each axis.
    func union(_ other: Flexibility) -> Flexibility {
        Flexibility(x: x || other.x, y: y || other.y)
    }

    /// The flexibility after one more modifier.
    func applying(_ modifier: consuming ResolvedModifier) -> Flexibility {
        switch consume modifier {
        case .frame(let frame): applying(frame)
        case .flexibleFrame(let frame): applying(frame)
        case .containerRelativeFrame(let frame): applying(frame)
        case .fixedSize(let horizontal, let vertical): applyingFixedSize(horizontal: horizontal, vertical: vertical)
        case .position: .both
        default: self
        }
    }

    /// The flexibility inside a fixed frame: a fixed length takes nothing more.
    func applying(_ frame: FixedFrame) -> Flexibility {
        Flexibility(x: frame.width == nil && x, y: frame.height == nil && y)
    }

    /// The flexibility inside a flexible frame: a positive maximum takes what is offered, and a
    /// maximum equal to the minimum is a fixed length, which takes nothing more.
    func applying(_ frame: FlexibleFrame) -> Flexibility {
        var result = self
        if let max = frame.maxWidth, max > 0 { result.x = frame.minWidth != max }
        if let max = frame.maxHeight, max > 0 { result.y = frame.minHeight != max }
        return result
    }

    /// The flexibility inside a container-relative frame, fixed along its axes.
    func applying(_ frame: ContainerRelativeFrame) -> Flexibility {
        Flexibility(x: !frame.axes.contains(.horizontal) && x, y: !frame.axes.contains(.vertical) && y)
    }

    /// The flexibility after `fixedSize(horizontal:vertical:)`.
    func applyingFixedSize(horizontal: Bool, vertical: Bool) -> Flexibility {
        Flexibility(x: !horizontal && x, y: !vertical && y)
    }
}

extension ResolvedNode {
    /// The node's flexibility with its modifiers applied, as a member of a stack along `axis`
    /// (`nil` outside stacks).
    func flexibility(inStack axis: Axis?) -> Flexibility {
        modifiers.reduce(baseFlexibility(inStack: axis)) { $0.applying($1) }
    }

    /// The flexibility of the node's own element, before its modifiers, as a member of a stack
    /// along `axis`: a spacer only grows along the axis and a divider only across it.
    func baseFlexibility(inStack axis: Axis?) -> Flexibility {
        switch kind {
        case .spacer: axis.map { $0 == .horizontal ? Flexibility(x: true, y: false) : Flexibility(x: false, y: true) } ?? .both
        case .divider: axis == .horizontal ? Flexibility(x: false, y: true) : Flexibility(x: true, y: false)
        default: kindFlexibility
        }
    }

    /// The flexibility of the kind, before modifiers and outside stacks.
    private var kindFlexibility: Flexibility {
        switch kind {
        case .color, .fill, .shape, .canvas, .formInput, .gauge, .list, .geometryReader, .root, .spacer: return .both
        case .image(let image): return image.isResizable ? .both : .none
        case .divider, .slider: return Flexibility(x: true, y: false)
        case .textField(let field):
            if case .editor = field.lines { return .both }
            return Flexibility(x: true, y: false)
        case .toggle(_, _, let labelsHidden): return Flexibility(x: !labelsHidden, y: false)
        case .progressView(let progress): return Flexibility(x: progress.look == .linear, y: false)
        case .text, .label, .layout: return .none
        // A button or link is as flexible as its label, which it lays out in a row (a list row's
        // link whose label is a `LabeledContent`).
        case .button, .link: return childrenFlexibility(stackAxis: .horizontal)
        case .stack(let stack): return childrenFlexibility(stackAxis: stack.axis)
        // Along its scrolling axes it takes what it is offered; across them it is as long as its
        // content.
        case .scrollView(let scroll):
            if scroll.axes.contains(.vertical) {
                return Flexibility(x: scroll.axes.contains(.horizontal) || children.contains { $0.flexibility(inStack: .vertical).x }, y: true)
            }
            return Flexibility(x: true, y: childrenFlexibility(stackAxis: .horizontal).y)
        case .lazyGrid(let grid):
            let content = childrenFlexibility(stackAxis: nil)
            let flexibleTracks = grid.items.contains { if case .fixed = $0.size { false } else { true } }
            return grid.axis == .vertical
                ? Flexibility(x: flexibleTracks || content.x, y: content.y)
                : Flexibility(x: content.x, y: flexibleTracks || content.y)
        case .stackView: return .both
        case .zStack, .section, .viewThatFits: return childrenFlexibility(stackAxis: nil)
        case .grid, .gridRow: return gridFlexibility
        }
    }

    /// A grid's or a grid row's: its cells', but not along the axes a cell leaves unsized
    /// (`gridCellUnsizedAxes`), where a cell takes what the others give it.
    private var gridFlexibility: Flexibility {
        var result = Flexibility.none
        for child in children {
            var cell = child.isGridRow ? child.gridFlexibility : child.flexibility(inStack: nil)
            if !child.modifiers.isEmpty {
                let unsized = child.gridCellUnsizedAxes
                cell = Flexibility(x: cell.x && !unsized.contains(.horizontal), y: cell.y && !unsized.contains(.vertical))
            }
            result = result.union(cell)
            if result == .both { break }
        }
        return result
    }

    private func childrenFlexibility(stackAxis: Axis?) -> Flexibility {
        var result = Flexibility.none
        for child in children {
            result = result.union(child.flexibility(inStack: stackAxis))
            if result == .both { break }
        }
        return result
    }
}
