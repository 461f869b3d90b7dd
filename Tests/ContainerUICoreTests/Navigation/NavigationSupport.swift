import ContainerUI

/// The parts of a resolved navigation stack: the bar's row and title, the screen, the bottom bar.
struct ResolvedStack {
    /// The stack's own node, a vertical stack.
    let node: ResolvedNode

    init(_ view: some View) {
        node = resolve(view).root.children[0]
    }

    /// The stack a node draws, such as a split view's column.
    init(node: ResolvedNode) {
        self.node = node
    }

    /// The navigation bar, if drawn: the stack's first child when it has a bar row.
    var bar: ResolvedNode? {
        guard let first = node.children.first, first.children.first.map({ if case .zStack = $0.kind { true } else { false } }) == true else { return nil }
        return first
    }

    /// The bar's 44 pt row.
    var row: ResolvedNode? { bar?.children[0] }

    /// The views of the row's leading-to-trailing line: back button, leading items, the spacer,
    /// trailing items.
    var line: [ResolvedNode] { row?.children[0].children ?? [] }

    /// The summaries of ``line``.
    var lineSummary: [String] { line.map(\.kind.summary) }

    /// What is centred in the row: the principal item's stack or the inline title.
    var centre: ResolvedNode? { row.flatMap { $0.children.count > 1 ? $0.children[1] : nil } }

    /// The large title below the row.
    var largeTitle: ResolvedNode? { bar.flatMap { $0.children.count > 1 ? $0.children[1] : nil } }

    /// The screen: the first child after the bar.
    var screen: ResolvedNode { node.children[bar == nil ? 0 : 1] }

    /// The bottom toolbar, when drawn: the child after the screen.
    var bottomBar: ResolvedNode? {
        let index = bar == nil ? 1 : 2
        return node.children.count > index ? node.children[index] : nil
    }
}

extension ResolvedNode {
    /// The full string of a text node, or `nil`.
    var textString: String? {
        if case .text(let text) = kind { return text.fullString }
        return nil
    }

    /// Every text below and including this node, depth first.
    var allTexts: [String] {
        (textString.map { [$0] } ?? []) + children.flatMap(\.allTexts)
    }
}
