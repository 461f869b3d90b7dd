import ContainerUICore
import Foundation

/// The layout of a resolved tree in a window: the window's size and the tree of frames.
///
/// ```swift
/// let result = layout(resolve(VStack { Text("A"); Color.red }), in: CGSize(width: 390, height: 844))
/// print(result.dump())     // 0 Root 0,0 390×844 …
/// ```
public struct LayoutResult: Sendable {
    /// The window's size.
    public var viewport: CGSize
    /// The root's frame (the window) and everything below it.
    public var root: LayoutFrame

    /// Every frame by node id.
    public var framesByID: [String: LayoutFrame] {
        var result: [String: LayoutFrame] = [:]
        root.forEach { result[$0.id] = $0 }
        return result
    }

    /// An indented outline, one node a line: id, type, origin and size (at most two decimals),
    /// and the rotation when there is one; golden tests compare whole dumps.
    public func dump() -> String {
        var lines: [String] = []
        func visit(_ frame: LayoutFrame, depth: Int) {
            var line = String(repeating: "  ", count: depth) + frame.id + " " + frame.type + " "
            line += Self.number(frame.frame.minX) + "," + Self.number(frame.frame.minY) + " "
            line += Self.number(frame.frame.width) + "×" + Self.number(frame.frame.height)
            if frame.rotation != 0 { line += " rotated " + Self.number(frame.rotation) + "°" }
            lines.append(line)
            for child in frame.children { visit(child, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `value` with at most two decimals, no trailing zeros, never `-0`.
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return value > 0 ? "inf" : (value < 0 ? "-inf" : "nan") }
        let rounded = (Double(value) * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}

/// Lays out `tree` in a window of `viewport` as SwiftUI would: the window proposes its size to
/// the root's views, each view chooses its size, and each parent places its children.
public func layout(_ tree: ResolvedTree, in viewport: CGSize) -> LayoutResult {
    let engine = LayoutEngine(root: tree.root, viewport: viewport)
    return engine.run()
}

extension LayoutEngine {
    /// Places the root in the window and collects the frames.
    package func run() -> LayoutResult {
        let viewport = containers[0]
        place(nodes[0].outer, at: .zero, ProposedViewSize(viewport))
        return LayoutResult(viewport: viewport, root: frameTree(0))
    }

    private func frameTree(_ node: Int) -> LayoutFrame {
        let record = nodes[node]
        return LayoutFrame(id: record.id, type: record.kind.typeName, frame: frame(ofNode: node),
                           rotation: record.rotation, children: record.resultChildren.map(frameTree))
    }
}
