extension List {
    /// The selected tags of a single selection: none when it is `nil`.
    static func selected(_ binding: Binding<SelectionValue?>?) -> Set<AnyHashable>? {
        binding.map { $0.wrappedValue.map { [AnyHashable($0)] } ?? [] }
    }

    /// The selected tags of a multiple selection.
    static func selected(_ binding: Binding<Set<SelectionValue>>?) -> Set<AnyHashable>? {
        binding.map { Set($0.wrappedValue.map { AnyHashable($0) }) }
    }
}

extension Resolver {
    /// Gives each row among `rows` (and the rows of their sections) whose tag is in `selection`
    /// the selected look: a row background of UIKit's `systemGray4`, which iOS draws behind a
    /// selected cell. A row's own `listRowBackground` stays in front of it,
    /// as the innermost row background wins. Rows carry no `aria-selected`: that needs a
    /// `listbox` of `option`s, which may not hold the buttons and links of list rows.
    mutating func highlightSelectedRows(_ rows: inout [ResolvedNode], selection: Set<AnyHashable>) {
        for index in rows.indices {
            if rows[index].isSection, case .section(let section) = rows[index].kind {
                var children = rows[index].children
                var content = Array(children[section.contentRange(childCount: children.count)])
                highlightSelectedRows(&content, selection: selection)
                children.replaceSubrange(section.contentRange(childCount: children.count), with: content)
                rows[index].children = children
            } else if let tag = rows[index].tag, selection.contains(tag) {
                let background = withIdentityCollect(0x7365_6c65_6374 &+ UInt64(index)) { $0.resolve(Color(system: .gray4)) }
                rows[index].apply(.layer(background, alignment: .center, role: .listRowBackground), hasContentLayer: true)
            }
        }
    }
}
