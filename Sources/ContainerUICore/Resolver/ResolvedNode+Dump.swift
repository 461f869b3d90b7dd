extension ResolvedNode {
    /// An indented outline of this subtree, one node per line: the kind and its properties, the
    /// modifiers innermost first, and `{container values}`. Layer content follows its node, marked `↳`.
    public func dump(ids: Bool = false) -> String {
        var lines: [String] = []
        write(into: &lines, depth: 0, ids: ids)
        return lines.joined(separator: "\n")
    }

    private func write(into lines: inout [String], depth: Int, ids: Bool) {
        let indent = String(repeating: "  ", count: depth)
        var line = indent + kind.summary
        if ids { line += " #" + id }
        for modifier in modifiers { line += " ." + modifier.description }
        if !containerValues.isEmpty { line += " {" + containerValues.description + "}" }
        lines.append(line)
        for (index, modifier) in modifiers.enumerated() {
            guard let (name, layer) = modifier.layerContent else { continue }
            lines.append(indent + "  ↳ \(name) of modifier \(index)")
            for node in layer { node.write(into: &lines, depth: depth + 2, ids: ids) }
        }
        for child in children { child.write(into: &lines, depth: depth + 1, ids: ids) }
    }
}

extension ResolvedModifier {
    fileprivate var layerContent: (String, [ResolvedNode])? {
        switch self {
        case .background(.content(let nodes, _)): ("background", nodes)
        case .overlay(.content(let nodes, _)): ("overlay", nodes)
        case .mask(.content(let nodes, _)): ("mask", nodes)
        case .listRowBackground(.content(let nodes, _)): ("listRowBackground", nodes)
        case .badge(.content(let nodes, _)): ("badge", nodes)
        case .tabItem(.content(let nodes, _)): ("tabItem", nodes)
        case .safeAreaInset(let inset): ("safeAreaInset", inset.nodes)
        default: nil
        }
    }
}
