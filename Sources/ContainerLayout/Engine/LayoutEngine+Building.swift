import ContainerUICore
import Foundation

/// Turns a resolved tree into the engine's node records and items: what flows down (default
/// font, content margins, the parent stack's axis) is fixed here, once. The engine keeps the
/// result as constants, which it reads without exclusivity checks.
struct LayoutTreeBuilder {
    var nodes: [LayoutNodeRecord] = []
    var resolvedNodes: [ResolvedNode] = []
    var items: [LayoutItem] = []
    var childItems: [Int] = []

    struct Inherited {
        var stackAxis: Axis?
        var defaultFont: Font = .body
        var isUppercased = false
        var contentMargins: EdgeInsets?
        var parentIsList = false
    }

    /// Adds `node` and its subtree; returns its record's index.
    @discardableResult
    mutating func add(_ node: ResolvedNode, inherited: Inherited) -> Int {
        let index = nodes.count
        let kind = node.kind
        var record = LayoutNodeRecord()
        record.stackAxis = inherited.stackAxis
        record.defaultFont = inherited.defaultFont
        record.isUppercased = inherited.isUppercased
        record.classify(kind)
        var below = inherited
        below.stackAxis = nil
        below.parentIsList = false
        for modifier in node.modifiers {
            switch modifier {
            case .layoutPriority(let priority): record.priority = priority
            case .hidden: record.isHidden = true
            case .gridCellColumns(let count): record.gridSpan = count
            case .contentMargins(let insets, let placement) where placement != .scrollIndicators: below.contentMargins = insets
            case .rotation(let angle, _): record.rotation += angle.degrees
            default: break
            }
        }
        record.contentMargins = below.contentMargins
        let children = node.children
        record.childStart = childItems.count
        record.childCount = children.count
        nodes.append(record)
        resolvedNodes.append(node)
        childItems.append(contentsOf: repeatElement(-1, count: children.count))
        let content = appendItem(LayoutItem(role: .content, node: index))
        var outer = content
        let childStackAxis = Self.childStackAxis(of: kind)
        for (position, child) in children.enumerated() {
            var childInherited = below
            childInherited.stackAxis = childStackAxis
            if case .list = kind { childInherited.parentIsList = true }
            if case .section(let section) = kind, inherited.parentIsList {
                let range = section.contentRange(childCount: children.count)
                if !range.contains(position) {
                    childInherited.defaultFont = .footnote
                    childInherited.isUppercased = position < section.headerCount
                }
            }
            let childIndex = add(child, inherited: childInherited)
            childItems[record.childStart + position] = nodes[childIndex].outer
        }
        for modifier in node.modifiers {
            let role: LayoutItem.Role?
            switch modifier {
            case .padding(let insets): role = .padding(insets)
            case .frame(let frame): role = .frame(frame)
            case .flexibleFrame(let frame): role = .flexibleFrame(frame)
            case .fixedSize(let horizontal, let vertical): role = .fixedSize(horizontal: horizontal, vertical: vertical)
            case .containerRelativeFrame(let frame): role = .containerRelative(frame)
            case .aspectRatio(let ratio, let mode): role = .aspectRatio(ratio, mode)
            case .offset(let offset): role = .offset(offset)
            case .background(.content(let layerNodes, let alignment)), .overlay(.content(let layerNodes, let alignment)):
                let layerItems = layerNodes.map { nodes[add($0, inherited: below)].outer }
                role = .layer(items: layerItems, alignment: alignment)
            default: role = nil
            }
            if let role { outer = appendItem(LayoutItem(role: role, node: index, inner: outer)) }
        }
        nodes[index].content = content
        nodes[index].outer = outer
        nodes[index].end = nodes.count
        return index
    }

    /// The axis children of `kind` are stacked along, for spacers and dividers.
    static func childStackAxis(of kind: ResolvedKind) -> Axis? {
        switch kind {
        case .stack(let stack): stack.axis
        case .stackView(let configuration): configuration.axis
        case .section, .root: .vertical
        case .gridRow, .label, .button, .link: .horizontal
        case .scrollView(let scroll): scroll.axes.contains(.vertical) ? .vertical : .horizontal
        default: nil
        }
    }

    private mutating func appendItem(_ item: LayoutItem) -> Int {
        items.append(item)
        return items.count - 1
    }
}
