import ContainerUICore
import Foundation

/// A `scrollTransition` as the engine keeps it: its node, the item its wrapper draws (everything
/// applied before it), and the transition.
struct ScrollTransitionLayout {
    var node: Int
    var item: Int
    var transition: ResolvedScrollTransition
}

/// Scroll transitions at rest, computed as Chromium runs the page's scroll-driven animations
/// (`ScrollTransition+HTML.swift`): along the nearest scroll view's axis, the wrapper's frame
/// against the scroll view's frame (for a list row, or a scroll view that is one, the content's
/// frame inside the row's insets, where the page's elements are), each edge's range (from just
/// hidden to the threshold) and its pacing. A list scrolls vertically, as its page element does,
/// so its rows' transitions follow it; outside scroll views and lists a transition stays at rest.
extension LayoutEngine {
    /// The state of each scroll transition, by node; the transform is drawn on the wrapper's frame
    /// in `reported` (the frames a ``LayoutResult`` gives: the engine's own, or their mirrored copy
    /// right to left), a list row's content where it was placed. The phase is the same either
    /// way: mirrored, a view is as far past the scrollport's leading edge as it was.
    func scrollTransitionStates(in reported: UnsafeMutablePointer<CGRect>) -> [Int: ScrollTransitionState] {
        var states: [Int: ScrollTransitionState] = [:]
        for entry in scrollTransitions {
            let (phase, amount) = restingPhase(entry)
            let effects = entry.transition.effects(towards: phase, amount: amount)
            let box = placedFrames[entry.item] ?? reported[entry.item]
            states[entry.node] = ScrollTransitionState(phase: phase, amount: amount, transform: Self.transform(effects, in: box))
        }
        return states
    }

    /// The phase and amount at rest: the leaving range's once the view is past its start, else
    /// the entering range's.
    private func restingPhase(_ entry: ScrollTransitionLayout) -> (ScrollTransitionPhase, Double) {
        let transition = entry.transition
        guard transition.followsScrolling,
              let (scroller, axes) = enclosingScrollView(of: entry.node) else { return (.identity, 0) }
        let axis = transition.axis ?? (axes.contains(.vertical) ? .vertical : .horizontal)
        let scrollport = placedFrame(nodes[scroller].content), box = placedFrame(entry.item)
        let (portStart, portLength) = axis == .vertical ? (scrollport.minY, scrollport.height) : (scrollport.minX, scrollport.width)
        let (boxStart, boxLength) = axis == .vertical ? (box.minY, box.height) : (box.minX, box.width)
        // How far the view's start edge has come in past the scrollport's end edge.
        let entered = Double(portStart + portLength - boxStart)
        let length = Double(boxLength), port = Double(portLength), shorter = min(length, port)
        let leavingStart = transition.topLeading.thresholdSetting.visibleAmount.map { length + port - $0 * shorter } ?? (length + port) / 2
        let leavingEnd = length + port
        if entered > leavingStart {
            let progress = leavingEnd > leavingStart ? min((entered - leavingStart) / (leavingEnd - leavingStart), 1) : 1
            return (.topLeading, Self.paced(transition.topLeading.mode, progress, leaving: true))
        }
        let enteringEnd = transition.bottomTrailing.thresholdSetting.visibleAmount.map { $0 * shorter } ?? (length + port) / 2
        let progress = enteringEnd > 0 ? min(max(entered / enteringEnd, 0), 1) : (entered >= 0 ? 1 : 0)
        let rest = Self.paced(transition.bottomTrailing.mode, progress, leaving: false)
        return rest < 1 ? (.bottomTrailing, 1 - rest) : (.identity, 0)
    }

    /// Entering: how far from the phase's effects to rest; leaving: from rest to the phase's.
    private static func paced(_ mode: ScrollTransitionConfiguration.Mode, _ progress: Double, leaving: Bool) -> Double {
        switch mode {
        case .identity: leaving ? 0 : 1
        case .animated: leaving ? (progress > 0 ? 1 : 0) : (progress >= 1 ? 1 : 0)
        case .interactive(let curve): (leaving ? curve.inverse : curve).value(at: progress)
        }
    }

    /// Where `item` was placed: a list row's content, not the row's frame drawn over it.
    private func placedFrame(_ item: Int) -> CGRect {
        placedFrames[item] ?? frames[item]
    }

    /// The nearest scroll view or list around `node` and the axes it scrolls along (a list's is
    /// vertical); `nil` when there is none.
    private func enclosingScrollView(of node: Int) -> (Int, Axis.Set)? {
        var record = node - 1
        while record >= 0 {
            if nodes[record].end > node {
                switch resolvedNodes[record].kind {
                case .scrollView(let scroll): return (record, scroll.axes)
                case .list: return (record, .vertical)
                default: break
                }
            }
            record -= 1
        }
        return nil
    }

    /// The transform of `effects` drawn on `box`, as the page's transform list with its origin at
    /// the box's top-left corner: the outermost effect first, anchors as fractions of the box.
    static func transform(_ effects: [VisualEffectItem], in box: CGRect) -> DrawnTransform {
        var matrix = DrawnTransform.identity
        for effect in effects.reversed() {
            switch effect {
            case .offset(let size):
                matrix = matrix.concatenating(.translation(Double(size.width), Double(size.height)))
            case .rotation(let angle, let anchor):
                matrix = matrix.concatenating(anchored(.rotation(degrees: angle.degrees), anchor, box))
            case .scale(let size, let anchor):
                matrix = matrix.concatenating(anchored(.scale(Double(size.width), Double(size.height)), anchor, box))
            case .opacity, .filter:
                continue
            }
        }
        return DrawnTransform.translation(Double(box.minX), Double(box.minY))
            .concatenating(matrix)
            .concatenating(.translation(-Double(box.minX), -Double(box.minY)))
    }

    private static func anchored(_ transform: DrawnTransform, _ anchor: UnitPoint, _ box: CGRect) -> DrawnTransform {
        let x = Double(anchor.x * box.width), y = Double(anchor.y * box.height)
        return DrawnTransform.translation(x, y).concatenating(transform).concatenating(.translation(-x, -y))
    }
}
