import ContainerUICore
import Foundation

/// A run of a node's modifiers rendered as one wrapper element.
///
/// SwiftUI wraps a view once per modifier. CSS can carry several of them on one element as long
/// as they keep the box model's order, inside out: frame, padding, background, overlay, border,
/// clip, shadow, opacity, visibility, offset, rotation, scale, z-index, appearance. Modifiers are
/// therefore grouped while each one's rank is higher than the last; a lower or equal rank starts
/// a new wrapper, so `.padding().background(.red).padding()` becomes two elements.
struct ModifierBox {
    /// The first modifier index in the box (innermost).
    var start: Int
    /// One past the last modifier index in the box (outermost).
    var end: Int
    /// The flexibility of the box itself.
    var flexibility: Flexibility
    /// The flexibility of the element inside the box.
    var innerFlexibility: Flexibility
    /// What the renderer knew when it opened the box, used for its layers.
    var context = RenderContext()

    /// The rank of a modifier that needs a box, or `nil` for modifiers that act through the
    /// context or through the parent container.
    static func rank(of modifier: ResolvedModifier) -> Int? {
        switch modifier {
        case .frame, .flexibleFrame, .containerRelativeFrame, .fixedSize, .aspectRatio: 0
        case .padding: 1
        case .background: 2
        case .overlay: 3
        case .border: 4
        case .cornerRadius, .clipShape, .clipped: 5
        case .shadow: 6
        case .opacity: 7
        case .hidden: 8
        case .accessibilityHidden: 9
        case .offset: 10
        case .rotation: 11
        case .scale: 12
        case .zIndex: 13
        case .colorScheme: 14
        case .layoutDirection: 15
        default: nil
        }
    }

    /// Appends the boxes of `node`, innermost first, to `boxes`.
    static func plan(_ node: ResolvedNode, base: Flexibility, into boxes: inout [ModifierBox]) {
        var flexibility = base
        var current: ModifierBox?
        var lastRank = -1
        let modifiers = node.modifiers
        for index in modifiers.indices {
            guard let rank = rank(of: modifiers[index]) else { continue }
            if var box = current, rank > lastRank, rank != 0 {
                flexibility = flexibility.applying(modifiers[index])
                box.end = index + 1
                box.flexibility = flexibility
                current = box
            } else {
                if let box = current { boxes.append(box) }
                let inner = flexibility
                flexibility = flexibility.applying(modifiers[index])
                current = ModifierBox(start: index, end: index + 1, flexibility: flexibility, innerFlexibility: inner)
            }
            lastRank = rank
        }
        if let box = current { boxes.append(box) }
    }
}
