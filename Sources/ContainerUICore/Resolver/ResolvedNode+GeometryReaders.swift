import Foundation

extension ResolvedNode {
    /// Resolves the content of each `GeometryReader` in this subtree (inside layers too) again for
    /// its size in `sizes`, by node id, where that differs from the size its content was resolved
    /// for: SwiftUI gives a reader's content the reader's own size, which only layout knows.
    /// Returns whether any reader was resolved again. A reader resolved again is not looked into:
    /// its new content's readers have no sizes yet.
    package mutating func resizeGeometryReaders(_ sizes: [String: CGSize]) -> Bool {
        if case .geometryReader(var reader) = kind, let size = sizes[id], size != reader.proxySize {
            let id = self.id
            reader.proxySize = size
            children = reader.content(size)
            kind = .geometryReader(reader)
            assignIDs(path: id)
            return true
        }
        // Ids are paths: only a subtree whose id begins a reader's holds it.
        let id = self.id
        guard sizes.keys.contains(where: { $0.count > id.count && $0.hasPrefix(id) }) else { return false }
        var changed = false
        for index in children.indices where children[index].resizeGeometryReaders(sizes) { changed = true }
        guard hasContentLayers else { return changed }
        for index in modifiers.indices where modifiers[index].hasContentLayer {
            modifiers[index].updateContentNodes { nodes in
                for node in nodes.indices where nodes[node].resizeGeometryReaders(sizes) { changed = true }
            }
        }
        return changed
    }
}
