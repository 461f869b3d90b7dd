import ContainerUICore
import Foundation

/// A run of a node's modifiers rendered as one wrapper element.
///
/// SwiftUI wraps a view once per modifier. CSS can carry several of them on one element as long
/// as they keep the box model's order, inside out: frame, padding, background, overlay, border,
/// clip, shadow, opacity, visibility, offset, rotation, scale, 3D rotation, transform,
/// projection, z-index, appearance, direction, language (the ranks of
/// ``ModifierSummary/record(_:)``). Modifiers are therefore grouped while each
/// one's rank is higher than the last (or equal, for the accessibility details, which write
/// their attributes once per node); a lower or equal rank starts a new wrapper, and so does every
/// frame, so `.padding().background(.red).padding()` becomes two elements. A `position` is a
/// wrapper of its own, since it moves its first child.
struct ModifierBox {
    /// The first modifier index in the box (innermost).
    var start: Int
    /// One past the last modifier index in the box (outermost).
    var end: Int
    /// The flexibility of the box itself.
    var flexibility: Flexibility
    /// The flexibility of the element inside the box.
    var innerFlexibility: Flexibility
    /// Whether the box holds a `background` or an `overlay` drawn as a layer element of its own
    /// (see ``ModifierSummary/Slot``).
    var hasLayers: Bool
    /// Whether the box was opened where only phrasing content is allowed (a `span`).
    var isPhrasing = false
    /// Where the renderer keeps what it knew when it opened the box, for its layers: an index
    /// into its stack of layer contexts, set when a box with layers is opened. The box itself
    /// holds only plain values, so the renderer's stack of boxes is copied without retains.
    var layerContext = -1
    /// Whether the box is the element that carries the node's accessibility details (its
    /// outermost box holding one of them; see ``NodeAccessibility``).
    var carriesAccessibility = false
    /// Whether the box is a scroll transition's: its element keeps the node's place (and scroll
    /// snapping) and an element inside it draws the transition's effects.
    var drawsScrollTransition = false

    /// Appends the boxes of `node`, innermost first, to `boxes`, and returns what the same pass
    /// learnt about the node's other modifiers: each modifier is looked at once here (matching
    /// one copies it), so the renderer asks the summary instead of scanning them again.
    static func plan(_ node: ResolvedNode, base: Flexibility, into boxes: inout [ModifierBox]) -> ModifierSummary {
        var summary = ModifierSummary(flexibility: base)
        var current: ModifierBox?
        var lastRank = -1
        let modifiers = node.modifiers
        for index in modifiers.indices {
            let inner = summary.flexibility
            guard let slot = summary.record(modifiers[index], at: index) else { continue }
            if var box = current, slot.rank > lastRank || (slot.sharesRank && slot.rank == lastRank), slot.rank != 0 {
                box.end = index + 1
                box.flexibility = summary.flexibility
                box.hasLayers = box.hasLayers || slot.drawsLayer
                current = box
            } else {
                if let box = current { boxes.append(box) }
                current = ModifierBox(start: index, end: index + 1, flexibility: summary.flexibility, innerFlexibility: inner, hasLayers: slot.drawsLayer)
                current?.drawsScrollTransition = slot.drawsScrollTransition
            }
            lastRank = slot.isAlone ? .max : slot.rank
        }
        if let box = current { boxes.append(box) }
        return summary
    }
}
