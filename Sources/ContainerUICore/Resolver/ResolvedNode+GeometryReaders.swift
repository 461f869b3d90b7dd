import Foundation

extension ResolvedNode {
    /// Resolves the content of each `GeometryReader` in this subtree (inside layers too) again for
    /// its proxy in `proxies`, by node id, where that differs from the one its content was
    /// resolved for: SwiftUI gives a reader's content the reader's own size and place, which only
    /// layout knows.
    /// Returns whether any reader was resolved again. A reader resolved again is not looked into:
    /// its new content's readers have no sizes yet.
    package mutating func resizeGeometryReaders(_ proxies: [String: GeometryProxy]) -> Bool {
        if case .geometryReader(var reader) = kind, let proxy = proxies[id], proxy != reader.proxy {
            let id = self.id
            reader.proxy = proxy
            children = reader.content(proxy)
            kind = .geometryReader(reader)
            assignIDs(path: id)
            return true
        }
        // Ids are paths: only a subtree whose id begins a reader's holds it.
        let id = self.id
        guard proxies.keys.contains(where: { $0.count > id.count && $0.hasPrefix(id) }) else { return false }
        var changed = false
        for index in children.indices where children[index].resizeGeometryReaders(proxies) { changed = true }
        guard hasContentLayers else { return changed }
        for index in modifiers.indices where modifiers[index].hasContentLayer {
            modifiers[index].updateContentNodes { nodes in
                for node in nodes.indices where nodes[node].resizeGeometryReaders(proxies) { changed = true }
            }
        }
        return changed
    }
}
