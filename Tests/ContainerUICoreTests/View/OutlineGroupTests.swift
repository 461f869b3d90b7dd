import ContainerUI
import Foundation
import Testing

/// A small file tree: a folder with a file and a subfolder, an empty folder, and a file.
struct FileItem: Identifiable {
    var id: String { name }
    var name: String
    var children: [FileItem]?

    static let tree = [
        FileItem(name: "Documents", children: [
            FileItem(name: "Notes.txt"),
            FileItem(name: "Work", children: [FileItem(name: "Plan.key")]),
        ]),
        FileItem(name: "Empty", children: []),
        FileItem(name: "README.md"),
    ]
}

/// `OutlineGroup`, `List(_:children:rowContent:)` and `DisclosureGroup` in a list: every group
/// starts collapsed, so one frame shows the top level; a group in a list is a row, and the rows of
/// its expanded content are indented a level.
@Suite struct OutlineGroupTests {
    /// The rows of the first section of the first list in `view`.
    private func rows(_ view: some View) -> [ResolvedNode] {
        resolve(view).root.children[0].children[0].children
    }

    /// The leading inset indentation gives a row, or `nil` for the list's.
    private func leading(_ row: ResolvedNode) -> CGFloat? {
        row.listRowOptions.insets?.leading
    }

    @Test func aListOfATreeShowsTheTopLevelWithAChevronOnEveryFolder() {
        let rows = rows(List(FileItem.tree, children: \.children) { Text($0.name) })
        #expect(rows.map(\.kind.typeName) == ["HStack", "HStack", "Text"])
        // A folder, even an empty one, is its row content, a spacer and the collapsed chevron.
        for folder in rows[..<2] {
            #expect(folder.children.map(\.kind.typeName) == ["Text", "Spacer", "Image"])
            #expect(folder.dump().contains("chevron.right") && !folder.dump().contains("chevron.down"))
        }
        #expect(rows[0].children[0].kind.summary == #"Text("Documents")"#)
        #expect(rows[2].kind.summary == #"Text("README.md")"#)
        #expect(rows.allSatisfy { leading($0) == nil }, "the top level keeps the list's insets")
    }

    @Test func theInitialisersAgree() {
        struct Named { var name: String; var children: [Named]? }
        let named = [Named(name: "A", children: [Named(name: "B")]), Named(name: "C")]
        let tree = rows(List(FileItem.tree, children: \.children) { Text($0.name) }).map { $0.dump() }
        let outline = rows(List { OutlineGroup(FileItem.tree, children: \.children) { Text($0.name) } }).map { $0.dump() }
        #expect(tree == outline)
        let byID = rows(List(named, id: \.name, children: \.children) { Text($0.name) })
        #expect(byID.map(\.kind.typeName) == ["HStack", "Text"])
        let root = rows(List { OutlineGroup(FileItem.tree[0], children: \.children) { Text($0.name) } })
        #expect(root.count == 1 && root[0].children[0].kind.summary == #"Text("Documents")"#)
        let rootByID = rows(List { OutlineGroup(named[1], id: \.name, children: \.children) { Text($0.name) } })
        #expect(rootByID.map(\.kind.summary) == [#"Text("C")"#])
        var one: String? = nil
        var many: Set<String> = []
        let single = rows(List(FileItem.tree, children: \.children, selection: Binding(get: { one }, set: { one = $0 })) { Text($0.name) })
        let multiple = rows(List(FileItem.tree, children: \.children, selection: Binding(get: { many }, set: { many = $0 })) { Text($0.name) })
        #expect(single.map { $0.dump() } == tree && multiple.map { $0.dump() } == tree)
        let singleByID = rows(List(named, id: \.name, children: \.children, selection: Binding(get: { one }, set: { one = $0 })) { Text($0.name) })
        let multipleByID = rows(List(named, id: \.name, children: \.children, selection: Binding(get: { many }, set: { many = $0 })) { Text($0.name) })
        #expect(singleByID.map { $0.dump() } == byID.map { $0.dump() } && multipleByID.map { $0.dump() } == byID.map { $0.dump() })
    }

    @Test func outlineRowsAreIdentifiedByTheirElementsAsForEachRowsAre() {
        let outline = subviews { OutlineGroup(FileItem.tree, children: \.children) { Text($0.name) } }
        let forEach = subviews { ForEach(FileItem.tree) { Text($0.name) } }
        #expect(outline.map(\.id) == forEach.map(\.id))
        let reversed = subviews { OutlineGroup(Array(FileItem.tree.reversed()), children: \.children) { Text($0.name) } }
        #expect(reversed.map(\.id) == outline.map(\.id).reversed())
    }

    @Test func outsideAListAnOutlineIsCollapsedGroupsAndLeaves() {
        let subviews = subviews { OutlineGroup(FileItem.tree, children: \.children) { Text($0.name) } }
        #expect(subviews.map(\.node.kind.typeName) == ["VStack", "VStack", "Text"])
        #expect(subviews[0].node.children.count == 1, "collapsed: the label row alone")
    }

    @Test func anExpandedGroupInAListIsRowsIndentedALevelEach() {
        let rows = rows(List {
            DisclosureGroup("Documents", isExpanded: .constant(true)) {
                Text("Notes.txt")
                DisclosureGroup("Work", isExpanded: .constant(true)) { Text("Plan.key") }
                DisclosureGroup("Archive") { Text("Old.txt") }
                Text("Custom").listRowInsets(EdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4))
            }
            Text("README.md")
        })
        #expect(rows.map { $0.kind.typeName } == ["HStack", "Text", "HStack", "Text", "HStack", "Text", "Text"])
        #expect(rows.map(leading) == [nil, 26, 26, 36, 26, 4, nil])
        #expect(rows[0].dump().contains("chevron.down") && rows[2].dump().contains("chevron.down"))
        #expect(rows[4].dump().contains("chevron.right"), "a collapsed group shows no content")
        #expect(rows[1].listRowOptions.insets == EdgeInsets(top: 11, leading: 26, bottom: 11, trailing: 16))
        // The label row and the content are apart in identity, so their nodes differ.
        #expect(Set(rows.map(\.id)).count == rows.count)
    }

    @Test func outsideAListAGroupIsItsLabelRowAndContentStacked() {
        let expanded = resolve(DisclosureGroup("Documents", isExpanded: .constant(true)) { Text("Notes.txt") }).root.children[0]
        #expect(expanded.kind.typeName == "VStack")
        #expect(expanded.children.map(\.kind.typeName) == ["HStack", "Text"])
        let collapsed = resolve(DisclosureGroup("Documents") { Text("Notes.txt") }).root.children[0]
        #expect(collapsed.children.map(\.kind.typeName) == ["HStack"])
    }

    @Test func aGroupInsideARowsOwnStackStaysInThatRow() {
        let rows = rows(List {
            VStack(alignment: .leading) {
                Text("Order 1042")
                DisclosureGroup("Items", isExpanded: .constant(true)) { Text("Tea"); Text("Scones") }
            }
            Section {
                HStack { DisclosureGroup("Notes") { Text("Leave at the door") } }
            }
        })
        #expect(rows.map(\.kind.typeName) == ["VStack"], "the row's own stack is the only row of the first section")
        let group = rows[0].children[1]
        #expect(group.kind.typeName == "VStack" && group.children.map(\.kind.typeName) == ["HStack", "Text", "Text"],
                "inline: the label row with its chevron over the content, in the row")
        #expect(group.dump().contains("chevron.down"))
        #expect(rows[0].listRowOptions.insets == nil && group.children.allSatisfy { $0.listRowOptions.insets == nil })
        let section = resolve(List { Section { HStack { DisclosureGroup("Notes") { Text("Leave at the door") } } } }).root.children[0].children[0]
        #expect(section.children.map(\.kind.typeName) == ["HStack"] && section.children[0].children[0].kind.typeName == "VStack")
    }

    @Test func aGroupInARowsBackgroundOrASectionsHeaderIsNotARowEither() {
        let rows = rows(List {
            Text("Order").background { DisclosureGroup("Hidden") { Text("x") } }
            DisclosureGroup("Row", isExpanded: .constant(true)) { Text("a") }
        })
        #expect(rows.map(\.kind.typeName) == ["Text", "HStack", "Text"], "a row-level group still splits")
        let header = resolve(List { Section { Text("a") } header: { DisclosureGroup("Header") { Text("b") } } }).root.children[0].children[0]
        #expect(header.children.first?.kind.typeName == "VStack", "the header is the group's inline look")
    }
}
