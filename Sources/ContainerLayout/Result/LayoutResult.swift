import ContainerUICore
import Foundation

/// The layout of a resolved tree in a window: the window's size and the frame of every node.
///
/// ```swift
/// let result = layout(resolve(VStack { Text("A"); Color.red }), in: CGSize(width: 390, height: 844))
/// print(result.dump())     // 0 Root 0,0 390×844 …
/// ```
public struct LayoutResult: Sendable {
    /// The window's size.
    public var viewport: CGSize
    /// The nodes in preorder: a node, then its children's subtrees, then its background and
    /// overlay views' subtrees; `root` builds the tree of frames from them.
    var nodes: [Node]

    /// One node's frame, and where its subtree ends in `nodes`.
    struct Node: Sendable {
        var id: String
        var type: String
        var frame: CGRect
        var rotation: Double
        /// The node's scroll transition at rest, when it has one.
        var scrollTransition: ScrollTransitionState?
        /// The index after the node's subtree.
        var end: Int
    }

    /// The number of nodes laid out.
    public var nodeCount: Int { nodes.count }

    /// The root's frame (the window) and everything below it.
    public var root: LayoutFrame { frame(at: 0) }

    /// Every frame by node id.
    public var framesByID: [String: LayoutFrame] {
        var result: [String: LayoutFrame] = [:]
        root.forEach { result[$0.id] = $0 }
        return result
    }

    /// The indices in `nodes` of the children (backgrounds and overlays last) of the node at `index`.
    func children(of index: Int) -> [Int] {
        var children: [Int] = []
        var child = index + 1
        while child < nodes[index].end {
            children.append(child)
            child = nodes[child].end
        }
        return children
    }

    private func frame(at index: Int) -> LayoutFrame {
        let node = nodes[index]
        return LayoutFrame(id: node.id, type: node.type, frame: node.frame, rotation: node.rotation,
                           scrollTransition: node.scrollTransition, children: children(of: index).map(frame))
    }

    /// An indented outline, one node a line: id, type, origin and size (at most two decimals),
    /// the rotation when there is one, and a scroll transition's phase and amount at rest; golden
    /// tests compare whole dumps.
    public func dump() -> String {
        var text = ""
        var open: [Int] = []  // the ends of the node's ancestors
        for (index, node) in nodes.enumerated() {
            while let end = open.last, end <= index { open.removeLast() }
            text += String(repeating: "  ", count: open.count) + node.id + " " + node.type + " "
            text += Self.number(node.frame.minX) + "," + Self.number(node.frame.minY) + " "
            text += Self.number(node.frame.width) + "×" + Self.number(node.frame.height)
            if node.rotation != 0 { text += " rotated " + Self.number(node.rotation) + "°" }
            if let transition = node.scrollTransition { text += " \(transition.phase) " + Self.number(transition.amount) }
            text += "\n"
            open.append(node.end)
        }
        return text
    }

    /// `value` with at most `decimals` decimals (two unless given), no trailing zeros, never `-0`.
    static func number(_ value: CGFloat, decimals: Int = 2) -> String {
        guard value.isFinite else { return value > 0 ? "inf" : (value < 0 ? "-inf" : "nan") }
        let scale = decimals == 2 ? 100 : pow(10, Double(decimals))
        let rounded = (Double(value) * scale).rounded() / scale
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.\(decimals)f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}

/// Lays out `tree` in a window of `viewport` as SwiftUI would: the window proposes its size to
/// the root's views, each view chooses its size, and each parent places its children.
///
/// A `GeometryReader`'s content is resolved for the window's size at the window's origin; when
/// layout gives the reader another size or place, its content is resolved again for them and the
/// tree laid out again (up to ``geometryReaderPasses`` times, for readers inside readers).
public func layout(_ tree: ResolvedTree, in viewport: CGSize) -> LayoutResult {
    var root = tree.root
    var pass = 1
    while true {
        let engine = LayoutEngine(root: root, viewport: viewport, namesNodes: true)
        let result = engine.run()
        guard pass < geometryReaderPasses, !engine.geometryReaderFrames.isEmpty,
              root.resizeGeometryReaders(engine.geometryReaderProxies) else { return result }
        pass += 1
    }
}

/// The most layouts ``layout(_:in:)`` makes of one tree.
let geometryReaderPasses = 4

extension LayoutEngine {
    /// Places the root in the window and collects the frames, in the records' order; the engine
    /// must have been made with `namesNodes`.
    package func run() -> LayoutResult {
        precondition(ids.count == nodes.count, "LayoutEngine.run() needs an engine made with namesNodes: true")
        place(nodes[0].outer, at: .zero, ProposedViewSize(viewport))
        var result: [LayoutResult.Node] = []
        result.reserveCapacity(nodes.count)
        // Right to left, the frames reported are mirrored copies: the engine's own stay left to
        // right for what is read from them after (geometry readers' proxies and anchors), as the
        // page's renderer reads them.
        let reported = directionMirroring.isEmpty ? frames : directionMirroring.mirrored(frames, count: items.count)
        defer { if reported != frames { reported.deallocate() } }
        let transitions = scrollTransitions.isEmpty ? [:] : scrollTransitionStates(in: reported)
        for node in nodes.indices {
            result.append(.init(id: ids[node], type: typeNames[node], frame: reported[nodes[node].outer],
                                rotation: nodes[node].rotation, scrollTransition: transitions[node], end: nodes[node].end))
        }
        return LayoutResult(viewport: viewport, nodes: result)
    }
}
