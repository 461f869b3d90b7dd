import ContainerUICore
import Testing

@Suite("Subview access (SEMANTICS §1)")
struct SubviewsTests {
    @Test("T07, B1.7, B2.9: a container is one subview")
    func containerIsOneSubview() {
        let subs = subviews {
            VStack { Text("A"); Text("B") }
            Text("C")
        }
        #expect(subs.count == 2)
        #expect(subs[0].node.kind.typeName == "VStack")
        #expect(subs[0].node.children.count == 2)
    }

    @Test("T09, B2.10: Group(subviews:) contributes what its transform returns")
    func groupTransforms() {
        @ViewBuilder var inner: some View { Text("A"); Text("B"); Text("C") }
        let a = subviews { Group(subviews: inner) { subs in ForEach(subs) { $0 } } }
        let b = subviews { Group(subviews: inner) { subs in VStack { subs } } }
        let c = subviews { Group(subviews: inner) { subs in subs[1...] } }
        #expect(a.labels == ["A", "B", "C"])
        #expect(b.count == 1)
        #expect(c.labels == ["B", "C"])
    }

    @Test("T10, B1.3, B1.4: indexing and slicing; slices share indices and are views")
    func magazineSlicing() {
        let subs = subviews {
            Color.yellow; Color.orange; Color.red; Color.blue; Color.green
        }
        #expect(!subs.isEmpty)
        #expect(subs.count == 5)
        #expect(subs[0].label == "yellow")
        let rest = subs[1...]
        #expect(rest.count == 4)
        #expect(rest.startIndex == 1)
        #expect(rest.first?.label == "orange")
        #expect(rest[rest.startIndex..<3].labels == ["orange", "red"])
        let tree = resolve(HStack { rest })
        #expect(tree.root.children[0].children.count == 4)
    }

    @Test("B1.1: ForEach(subviews:) visits resolved subviews in order")
    func forEachSubviews() {
        struct Wrap<Content: View>: View {
            @ViewBuilder var content: Content
            var body: some View {
                VStack { ForEach(subviews: content) { subview in HStack { subview } } }
            }
        }
        let tree = resolve(Wrap { Text("A"); ForEach(0..<2) { Text("n\($0)") } })
        let rows = tree.root.children[0].children
        #expect(rows.count == 3)
        #expect(rows.allSatisfy { $0.kind.typeName == "HStack" && $0.children.count == 1 })
        #expect(rows.map { $0.children[0].kind.summary } == [#"Text("A")"#, #"Text("n0")"#, #"Text("n1")"#])
    }

    @Test("B1.5: Subview ids are unique, stable across runs, and follow explicit ids")
    func subviewIdentity() {
        let songs = ["x", "y", "z"]
        let first = subviews { Text("A"); ForEach(songs, id: \.self) { Text($0) } }
        let again = subviews { Text("A"); ForEach(songs, id: \.self) { Text($0) } }
        let reordered = subviews { Text("A"); ForEach(songs.reversed(), id: \.self) { Text($0) } }
        #expect(Set(first.map(\.id)).count == 4)
        #expect(first.map(\.id) == again.map(\.id))
        let byLabel = Dictionary(uniqueKeysWithValues: first.map { ($0.label, $0.id) })
        #expect(reordered.allSatisfy { byLabel[$0.label] == $0.id })
    }

    @Test("B1.6: container modifiers wrap outside the caller's; environment on a proxy does not reach it")
    func proxyModifiers() {
        struct Card<Content: View>: View {
            @ViewBuilder var content: Content
            var body: some View {
                ForEach(subviews: content) { subview in
                    subview.background(Color.red).font(.largeTitle)
                }
            }
        }
        let tree = resolve(Card { Text("A").padding() })
        let node = tree.root.children[0]
        #expect(node.modifiers.map(\.description) == ["padding(16)", "background(red)"])
        guard case .text(let text) = node.kind else { Issue.record("not text"); return }
        #expect(text.style.font == nil)
    }

    @Test("B1.6: the content resolves in the environment at the decomposition site")
    func decompositionEnvironment() {
        struct Titled<Content: View>: View {
            @ViewBuilder var content: Content
            var body: some View {
                VStack { ForEach(subviews: content) { $0 } }.font(.title)
            }
        }
        let tree = resolve(Titled { Text("A") })
        guard case .text(let text) = tree.root.children[0].children[0].kind else { Issue.record("not text"); return }
        #expect(text.style.font == .title)
    }

    @Test("A DisclosureGroup taken apart among a list's rows is the list's outline rows, as if written there")
    func disclosureGroupInListsThroughSubviews() {
        struct Rows<Content: View>: View {
            @ViewBuilder var content: Content
            var body: some View { List { ForEach(subviews: content) { $0 } } }
        }
        struct GroupedRows<Content: View>: View {
            @ViewBuilder var content: Content
            var body: some View { List { Group(subviews: content) { subviews in subviews } } }
        }
        @ViewBuilder var outline: some View {
            Text("Inbox")
            DisclosureGroup("Folders", isExpanded: .constant(true)) {
                Text("Work")
                DisclosureGroup("Travel", isExpanded: .constant(true)) { Text("Lisbon") }
            }
        }
        let direct = resolve(List { outline }).root.dump()
        #expect(direct.contains(#"Text("Lisbon") .listRowInsets(11,36,11,16)"#))
        #expect(resolve(Rows { outline }).root.dump() == direct)
        #expect(resolve(GroupedRows { outline }).root.dump() == direct)
        // Outside lists the group stays one subview: a stack of its label row and its content.
        let inStack = subviews { outline }
        #expect(inStack.count == 2 && inStack[1].node.kind.typeName == "VStack")
    }

    @Test("B1.8: the beta labels still compile and behave like the shipping ones")
    @available(*, deprecated)
    func betaLabels() {
        let content = Group { Text("A"); Section("S") { Text("B") } }
        let viaBeta = resolve(VStack {
            ForEach(subviewOf: content) { $0 }
            Group(subviewsOf: content) { $0[0] }
            ForEach(sectionOf: content) { $0.content }
            Group(sectionsOf: content) { sections in Text("\(sections.count)") }
        })
        #expect(viaBeta.root.children[0].children.count == 3 + 1 + 2 + 1)
    }
}
