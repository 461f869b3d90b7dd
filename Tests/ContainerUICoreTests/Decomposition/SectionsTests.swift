import ContainerUICore
import Testing

@Suite("Sections (SEMANTICS §3)")
struct SectionsTests {
    @Test("T13: three explicit sections with headers")
    func threeSections() {
        let all = sections {
            Section("Matt") { Text("A"); Text("B"); Text("C") }
            Section("Sam") { ForEach(0..<9) { Text("\($0)") } }
            Section("Sommer") { ForEach(0..<4) { Text("\($0)") } }
        }
        #expect(all.count == 3)
        #expect(all.map(\.header.count) == [1, 1, 1])
        #expect(all.map(\.content.count) == [3, 9, 4])
        #expect(all.allSatisfy { $0.footer.isEmpty })
        #expect(all[0].header.labels == ["Matt"])
    }

    @Test("T14, B3.3: content without sections is one implicit section")
    func implicitSection() {
        let all = sections { Text("A"); Text("B"); Text("C") }
        #expect(all.count == 1)
        #expect(all[0].header.isEmpty && all[0].footer.isEmpty)
        #expect(all[0].content.labels == ["A", "B", "C"])
    }

    @Test("T15, B3.4: each run of loose subviews is its own implicit section")
    func implicitRuns() {
        let all = sections {
            Text("A")
            Section("S") { Text("B"); Text("C") }
            Text("D")
        }
        #expect(all.count == 3)
        #expect(all.map(\.content.labels) == [["A"], ["B", "C"], ["D"]])
        #expect(all.map(\.header.count) == [0, 1, 0])
    }

    @Test("T16: empty content still has one section")
    func emptyContent() {
        let all = sections { EmptyView() }
        #expect(all.count == 1)
        #expect(all[0].content.isEmpty)
    }

    @Test("T17, B3.2: multi-view headers and footers")
    func headerAndFooter() {
        let all = sections {
            Section { Text("A"); Text("B") } header: { Text("H"); Image(systemName: "star") } footer: { Text("F") }
            Section { Text("C") }
        }
        #expect(all.map(\.header.count) == [2, 0])
        #expect(all.map(\.content.count) == [2, 1])
        #expect(all.map(\.footer.count) == [1, 0])
        #expect(all[1].header.isEmpty && all[1].footer.isEmpty)
    }

    @Test("T18, B2.11: outside section-aware APIs a section flattens to header, content, footer")
    func flattenedSection() {
        let subs = subviews {
            Section { Text("A"); Text("B") } header: { Text("H") } footer: { Text("F") }
            Text("C")
        }
        #expect(subs.labels == ["H", "A", "B", "F", "C"])
    }

    @Test("B3.6, B3.7: sections from ForEach and Group are discovered; content flattens normally")
    func sectionsFromForEach() {
        let groups = [("One", 2), ("Two", 3)]
        let all = sections {
            ForEach(groups, id: \.0) { group in
                Section(group.0) { ForEach(0..<group.1) { Text("\($0)") } }
            }
            Group { Section("Three") { Group { Text("x"); Text("y") } } }
        }
        #expect(all.map(\.header.labels) == [["One"], ["Two"], ["Three"]])
        #expect(all.map(\.content.count) == [2, 3, 2])
    }

    @Test("§9.8: a section nested in a section's content flattens into it")
    func nestedSections() {
        let all = sections {
            Section("Outer") {
                Text("A")
                Section("Inner") { Text("B") }
            }
        }
        #expect(all.count == 1)
        #expect(all[0].content.labels == ["A", "Inner", "B"])
    }

    @Test("B3.9: in a List every content subview of a section is a row")
    func listRows() {
        struct Song: Identifiable { let id: Int; let title: String }
        let others = [Song(id: 1, title: "Cupertino Dreamin'"), Song(id: 2, title: "They See Me Scrollin'")]
        let tree = resolve(List {
            Section("Favorite Songs") { Text("Scrolling in the Deep"); Text("Born to Build & Run") }
            Section("Other Songs") { ForEach(others) { Text($0.title).listRowSeparator(.hidden) } }
        })
        let list = tree.root.children[0]
        #expect(list.kind.typeName == "List")
        #expect(list.children.count == 2)
        #expect(list.children.map(\.children.count) == [3, 3])
        #expect(list.children[1].children[1].modifiers.map(\.description) == ["listRowSeparator(hidden)"])
    }

    @Test("Section ids are distinct")
    func sectionIDs() {
        let all = sections { Section("A") { Text("1") }; Text("loose"); Section("B") { Text("2") } }
        #expect(Set(all.map(\.id)).count == 3)
    }
}
