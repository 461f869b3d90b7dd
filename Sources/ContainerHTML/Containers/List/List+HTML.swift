import ContainerUICore
import Foundation

/// `List` in iOS's inset-grouped style: a grey scrolling page of white rounded section cards.
/// Each section's header (footnote, secondary, uppercase) sits above its card and its footer
/// below; each content subview is an `<li>` row. A separator is drawn under a row, inset from
/// the leading edge, unless that row or the next one hides it with `listRowSeparator(.hidden)`.
extension HTMLRenderer {
    mutating func renderList(_ node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let tag = boxTag
        startNodeElement(tag, node)
        writer.addClass("cui-list")
        writer.attribute("tabindex", static: "0")
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.endStartTag()
        let saved = context
        context.isInVerticalScroll = true
        for section in node.children {
            if case .section(let info) = section.kind {
                renderListSection(section, info: info)
            } else {
                renderListSection(section, rows: 0..<1, info: nil)
            }
        }
        context = saved
        writer.endElement(tag)
    }

    private mutating func renderListSection(_ section: ResolvedNode, info: ResolvedSection) {
        renderListSection(section, rows: info.contentRange(childCount: section.children.count), info: info)
    }

    private mutating func renderListSection(_ section: ResolvedNode, rows: Range<Int>, info: ResolvedSection?) {
        let single = info == nil
        startNodeElement("div", section)
        writer.addClass("cui-lsec")
        writer.endStartTag()
        if let info, info.headerCount > 0 {
            decoration(section, range: 0..<info.headerCount, class: "cui-lh")
        }
        writer.startElement("ul")
        writer.attribute("data-node", section.id)
        writer.addClass("cui-lrows")
        writer.endStartTag()
        let children = single ? [section] : Array(section.children[rows])
        for (index, row) in children.enumerated() {
            let next = index + 1 < children.count ? children[index + 1] : nil
            let hidden = next == nil || row.hidesSeparator(.bottom) || next?.hidesSeparator(.top) == true
            writer.startElement("li")
            writer.attribute("data-node", row.id)
            writer.addClass("cui-lrow")
            writer.addClass("cui-row")
            if !hidden { writer.addClass("cui-lsep") }
            writer.endStartTag()
            render(row, placement: .stack(.horizontal))
            writer.endElement("li")
        }
        writer.endElement("ul")
        if let info, info.footerCount > 0 {
            decoration(section, range: (section.children.count - info.footerCount)..<section.children.count, class: "cui-lf")
        }
        writer.endElement("div")
    }

    /// A header or footer: small secondary text unless the views set their own style.
    private mutating func decoration(_ section: ResolvedNode, range: Range<Int>, class name: StaticString) {
        startNodeElement("div", section)
        writer.addClass(name)
        writer.endStartTag()
        let saved = context
        context.changeStyles {
            $0.defaultFont = .footnote
            $0.defaultForeground = .hierarchical(1)
        }
        for index in range { render(section.children[index], placement: .stack(.vertical)) }
        context = saved
        writer.endElement("div")
    }
}

extension ResolvedNode {
    /// Whether `listRowSeparator(.hidden, edges:)` hides the separator on `edge`.
    func hidesSeparator(_ edge: VerticalEdge) -> Bool {
        has {
            guard case .listRowSeparator(let visibility, let edges) = $0 else { return false }
            return visibility == .hidden && edges.contains(edge == .top ? .top : .bottom)
        }
    }
}
