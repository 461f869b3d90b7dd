import ContainerUICore
import Foundation

/// A list's section index, as iOS draws it: a column of small labels in the accent colour at the
/// trailing edge of the list, centred in its visible height, each label a link to its section.
/// The index is a `<nav>` named "Section index" placed last in the list (it stays over the rows
/// while the list scrolls); each section it lists carries an `id` made from its node id.
extension HTMLRenderer {
    /// The explicit sections of `list` that have a `sectionIndexLabel`, by their position among
    /// the list's children, with their labels. A label is read from the section's members (a
    /// modifier on a `Section` is on each of them): the first that has one.
    func sectionIndex(of list: ResolvedNode) -> [(section: Int, label: String)] {
        var entries: [(section: Int, label: String)] = []
        for (position, section) in list.children.enumerated() {
            guard case .section(let info) = section.kind, !info.isImplicit else { continue }
            if let label = section.children.lazy.compactMap(\.sectionIndexLabel).first {
                entries.append((position, label))
            }
        }
        return entries
    }

    /// Writes the `id` that the section index links to: `cui-s` then the section's node id.
    mutating func writeSectionAnchor(_ section: ResolvedNode) {
        writer.attributeStart("id")
        writer.raw("cui-s")
        writer.attributeText(section.id)
        writer.attributeEnd()
    }

    /// The index of `entries`, links to the sections of `list`.
    mutating func renderSectionIndex(_ entries: [(section: Int, label: String)], of list: ResolvedNode) {
        writer.startElement("nav")
        writer.addClass("cui-lidx")
        writer.attribute("aria-label", static: "Section index")
        writer.endStartTag()
        for entry in entries {
            writer.startElement("a")
            writer.attributeStart("href")
            writer.raw("#cui-s")
            writer.attributeText(list.children[entry.section].id)
            writer.attributeEnd()
            writer.endStartTag()
            writer.text(entry.label)
            writer.endElement("a")
        }
        writer.endElement("nav")
    }
}

extension ResolvedNode {
    /// The label `sectionIndexLabel(_:)` gives this node, the innermost first; `nil` for none.
    var sectionIndexLabel: String? {
        for modifier in modifiers {
            if case .sectionIndexLabel(let label) = modifier { return label }
        }
        return nil
    }
}
