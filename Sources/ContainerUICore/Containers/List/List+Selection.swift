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
        addRowBackgrounds(&rows, segment: 0x7365_6c65_6374) { row, _ in
            row.tag.map(selection.contains) == true ? Color(system: .gray4) : nil
        }
    }

    /// Gives each row of `rows` (and of each section's content, recursively) the row background
    /// `background` picks for it, from the row and its place among its section's rows; outermost,
    /// so that a row's own `listRowBackground` stays in front. `segment` and the row's index make
    /// the background's identity.
    mutating func addRowBackgrounds(_ rows: inout [ResolvedNode], segment: UInt64, _ background: (ResolvedNode, Int) -> Color?) {
        var position = 0
        for index in rows.indices {
            if rows[index].isSection, case .section(let section) = rows[index].kind {
                var children = rows[index].children
                var content = Array(children[section.contentRange(childCount: children.count)])
                addRowBackgrounds(&content, segment: segment, background)
                children.replaceSubrange(section.contentRange(childCount: children.count), with: content)
                rows[index].children = children
                continue
            }
            defer { position += 1 }
            guard let color = background(rows[index], position) else { continue }
            let layer = withIdentityCollect(segment &+ UInt64(index)) { $0.resolve(color) }
            rows[index].apply(.layer(layer, alignment: .center, role: .listRowBackground), hasContentLayer: true)
        }
    }
}
