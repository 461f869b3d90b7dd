import ContainerUICore
import Testing

@Suite("ViewBuilder and flattening (SEMANTICS §2, §5)")
struct ViewBuilderTests {
    @Test("T01: 4 declared, 12 resolved")
    func declaredVersusResolved() {
        let subs = subviews {
            Text("A"); Text("B"); Text("C")
            ForEach(0..<9) { Text("S\($0)") }
        }
        #expect(subs.count == 12)
        #expect(subs.labels == ["A", "B", "C"] + (0..<9).map { "S\($0)" })
    }

    @Test("T02, B2.2: nested groups flatten")
    func nestedGroups() {
        let subs = subviews {
            Group { Text("A"); Group { Text("B"); Text("C") } }
            Text("D")
        }
        #expect(subs.labels == ["A", "B", "C", "D"])
    }

    @Test("T03, B2.3: EmptyView and false if contribute nothing")
    func emptyAndFalse() {
        let flag = false
        let subs = subviews {
            EmptyView()
            Text("A")
            if flag { Text("B") }
        }
        #expect(subs.labels == ["A"])
    }

    @Test("T04, B2.4: if/else contributes the taken branch", arguments: [true, false])
    func ifElse(flag: Bool) {
        let subs = subviews {
            if flag { Text("A"); Text("B") } else { Text("C") }
            Text("D")
        }
        #expect(subs.labels == (flag ? ["A", "B", "D"] : ["C", "D"]))
    }

    @Test("B2.4, B5.4: switch and else-if chains", arguments: [0, 1, 2, 3])
    func switchAndElseIf(value: Int) {
        let switched = subviews {
            switch value {
            case 0: Text("zero")
            case 1: Text("one"); Text("uno")
            default: EmptyView()
            }
        }
        let chained = subviews {
            if value == 0 { Text("zero") } else if value == 1 { Text("one") }
        }
        #expect(switched.labels == [["zero"], ["one", "uno"], [], []][value])
        #expect(chained.labels == [["zero"], ["one"], [], []][value])
    }

    @Test("B5.1: blocks of any length, single views unwrapped, empty block")
    func blockShapes() {
        let many = subviews {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
            Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")
        }
        #expect(many.count == 12)
        @ViewBuilder func single() -> some View { Text("only") }
        #expect(type(of: single()) == Text.self)
        @ViewBuilder func empty() -> some View {}
        #expect(type(of: empty()) == EmptyView.self)
    }

    @Test("A block's type is spelled as in SwiftUI, and a TupleView made by hand resolves like one built")
    func tupleViewOfATuple() {
        @ViewBuilder func pair() -> TupleView<(Text, Image)> {
            Text("A")
            Image(systemName: "star")
        }
        #expect(type(of: pair()) == TupleView<(Text, Image)>.self)
        let built = subviews { pair(); Text("C") }
        let byHand = subviews { TupleView((Text("A"), Image(systemName: "star"))); Text("C") }
        #expect(built.count == 3 && byHand.count == 3)
        #expect(zip(built, byHand).allSatisfy { $0.id == $1.id && $0.node.kind.typeName == $1.node.kind.typeName })
        let eleven = subviews {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
            Text("7"); Text("8"); Text("9"); Text("10"); Text("11")
        }
        let elevenByHand = subviews {
            TupleView((Text("1"), Text("2"), Text("3"), Text("4"), Text("5"), Text("6"), Text("7"), Text("8"), Text("9"), Text("10"), Text("11")))
        }
        #expect(eleven.map(\.id) == elevenByHand.map(\.id) && eleven.labels == elevenByHand.labels)
    }

    @Test("B2.5: Optional views")
    func optionalViews() {
        let present: Text? = Text("A")
        let absent: Text? = nil
        #expect(subviews { present; absent; Text("B") }.labels == ["A", "B"])
    }

    @Test("B2.6: a custom view whose body returns several views contributes each")
    func customViewsAreLists() {
        struct Pair: View {
            var body: some View { Text("A"); Text("B") }
        }
        #expect(subviews { Pair(); Text("C") }.labels == ["A", "B", "C"])
    }

    @Test("B2.7: AnyView is transparent")
    func anyViewIsTransparent() {
        #expect(subviews { AnyView(Group { Text("A"); Text("B") }) }.labels == ["A", "B"])
    }

    @Test("B2.8: ForEach contributes N × k")
    func forEachTimesK() {
        let subs = subviews {
            ForEach(0..<3) { index in
                Text("\(index)a")
                Text("\(index)b")
            }
            ForEach(0..<4) { _ in EmptyView() }
        }
        #expect(subs.labels == ["0a", "0b", "1a", "1b", "2a", "2b"])
    }

    @Test("B5.5: if #available erases to AnyView and stays transparent")
    func limitedAvailability() {
        let subs = subviews {
            if #available(macOS 10.15, *) {
                Text("A"); Text("B")
            }
        }
        #expect(subs.labels == ["A", "B"])
    }

    @Test("ForEach over identifiable data and key paths")
    func forEachData() {
        struct Song: Identifiable { let id: Int; let title: String }
        let songs = [Song(id: 7, title: "X"), Song(id: 9, title: "Y")]
        #expect(subviews { ForEach(songs) { Text($0.title) } }.labels == ["X", "Y"])
        #expect(subviews { ForEach(["p", "q"], id: \.self) { Text($0) } }.labels == ["p", "q"])
    }
}
