import ContainerUI
import ContainerUICore
import Testing

/// `TabView` resolves to the selected tab's content above iOS's tab bar, composed of the other views.
@Suite struct TabViewTests {
    /// Counts the evaluations of its body.
    final class Evaluations {
        var count = 0
    }

    /// A view that counts how often its body is evaluated.
    struct Counted: View {
        let evaluations: Evaluations

        var body: some View {
            let _ = evaluations.count += 1
            Text("Counted")
        }
    }

    @Test func aTabViewIsTheSelectedTabsPanelAboveTheTabBar() {
        let tabs = TabView {
            Tab("Home", systemImage: "house") { Text("Home screen") }
            Tab("Inbox", systemImage: "envelope") { Text("Inbox screen") }.badge(3)
        }
        func item(_ symbol: String, _ title: String, badge: String? = nil) -> some View {
            Button(action: {}) {
                VStack(spacing: 2) {
                    if let badge {
                        Image(systemName: symbol).font(.system(size: 20)).overlay(alignment: .topLeading) {
                            Text(verbatim: badge)
                                .font(.system(size: 13))
                                .foregroundStyle(Color.white)
                                .lineLimit(1)
                                .padding(.horizontal, 5)
                                .frame(minWidth: 18, minHeight: 18)
                                .background(Color.red.fillUnderWhiteText, in: Capsule())
                                .fixedSize()
                                .offset(x: 15, y: -3)
                        }
                    } else {
                        Image(systemName: symbol).font(.system(size: 20))
                    }
                    Text(verbatim: title).font(.system(size: 10, weight: .medium)).lineLimit(1)
                }
                .padding(.top, 7)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            }
        }
        let written = VStack(spacing: 0) {
            VStack { Text("Home screen") }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .accessibilityRole(.tabPanel)
                .accessibilityLabel("Home")
            VStack(spacing: 0) {
                Divider()
                HStack(spacing: 0) {
                    item("house", "Home").accessibilityRole(.tab(isSelected: true))
                    item("envelope", "Inbox", badge: "3").accessibilityRole(.tab(isSelected: false)).tint(Color.gray)
                }
                .frame(height: 49)
                .accessibilityRole(.tabList)
            }
            .background(Material.bar)
        }
        #expect(resolve(tabs).root.dump() == resolve(written).root.dump())
    }

    @Test func theSelectionShowsTheTabWhoseValueEqualsIt() {
        let tabs = ResolvedTabs(TabView(selection: .constant(2)) {
            Tab("One", systemImage: "star", value: 1) { Text("First") }
            Tab("Two", systemImage: "heart", value: 2) { Text("Second") }
            Tab("Three", systemImage: "flag", value: 3) { Text("Third") }
        })
        #expect(tabs.selectedItem == 1)
        #expect(tabs.panel.allTexts == ["Second"])
        #expect(tabs.titles == ["One", "Two", "Three"])
        #expect(tabs.symbols == ["star", "heart", "flag"])
        #expect(tabs.panel.modifiers.map(\.description).contains("accessibilityLabel(\"Two\")"))
    }

    @Test func withoutAMatchOrABindingTheFirstTabShows() {
        let unmatched = ResolvedTabs(TabView(selection: .constant(9)) {
            Tab("One", systemImage: "star", value: 1) { Text("First") }
            Tab("Two", systemImage: "heart", value: 2) { Text("Second") }
        })
        #expect(unmatched.selectedItem == 0 && unmatched.panel.allTexts == ["First"])
        let unbound = ResolvedTabs(TabView {
            Tab("One", systemImage: "star") { Text("First") }
            Tab("Two", systemImage: "heart") { Text("Second") }
        })
        #expect(unbound.selectedItem == 0 && unbound.panel.allTexts == ["First"])
    }

    @Test func onlyTheSelectedTabsContentIsResolved() {
        let evaluations = Evaluations()
        let tabs = ResolvedTabs(TabView(selection: .constant("a")) {
            Tab("A", systemImage: "star", value: "a") { Text("Shown") }
            Tab("B", systemImage: "heart", value: "b") { Counted(evaluations: evaluations) }
        })
        #expect(evaluations.count == 0)
        #expect(tabs.node.allTexts == ["Shown", "A", "B"])
        _ = ResolvedTabs(TabView(selection: .constant("b")) {
            Tab("A", systemImage: "star", value: "a") { Text("Not shown") }
            Tab("B", systemImage: "heart", value: "b") { Counted(evaluations: evaluations) }
        })
        #expect(evaluations.count == 1)
    }

    @Test func viewsWithTabItemsAndTagsAreTabs() {
        let tabs = ResolvedTabs(TabView(selection: .constant("second")) {
            Text("One").tabItem { Label("First", systemImage: "star") }.tag("first")
            Text("Two").tabItem { Image(systemName: "heart"); Text("Second") }.tag("second")
            Text("Three").tabItem { Text("Third") }
        })
        #expect(tabs.titles == ["First", "Second", "Third"])
        #expect(tabs.symbols == ["star", "heart", nil])
        #expect(tabs.selectedItem == 1)
        // The tab's view is its content, without the modifiers the tab view took.
        #expect(tabs.content.map { $0.dump() } == [resolve(Text("Two")).root.children[0].dump()])
    }

    @Test func theInnermostTagSelectsAndTagsOfAnotherTypeNever() {
        let innermost = ResolvedTabs(TabView(selection: .constant(1)) {
            Text("A").tabItem { Text("A") }.tag(2)
            Text("B").tabItem { Text("B") }.tag(1).tag(3)
        })
        #expect(innermost.selectedItem == 1)
        let otherType = ResolvedTabs(TabView(selection: .constant(1)) {
            Text("A").tabItem { Text("A") }.tag(2)
            Text("B").tabItem { Text("B") }.tag("1")
        })
        #expect(otherType.selectedItem == 0)
        // An optional selection matches the value it holds, as `tag(_:includeOptional:)` does by default.
        let optional = ResolvedTabs(TabView(selection: .constant(Optional(2))) {
            Text("A").tabItem { Text("A") }.tag(1)
            Text("B").tabItem { Text("B") }.tag(2)
        })
        #expect(optional.selectedItem == 1)
    }

    @Test func aGroupOrForEachOfViewsMakesATabOfEachView() {
        let tabs = ResolvedTabs(TabView(selection: .constant(2)) {
            ForEach(1..<4) { number in
                Text("Screen \(number)").tabItem { Text("Tab \(number)") }.tag(number)
            }
            Group {
                Text("Four").tabItem { Text("Tab 4") }
            }
        })
        #expect(tabs.titles == ["Tab 1", "Tab 2", "Tab 3", "Tab 4"])
        #expect(tabs.panel.allTexts == ["Screen 2"])
    }

    @Test func tabSectionsTakeTheirPlacesInTheBar() {
        let tabs = ResolvedTabs(TabView(selection: .constant(3)) {
            Tab("Home", systemImage: "house", value: 1) { Text("Home") }
            TabSection("Library") {
                Tab("Books", systemImage: "book", value: 2) { Text("Books") }
                Tab("Films", systemImage: "film", value: 3) { Text("Films") }
            }
            TabSection {
                Tab("Radio", systemImage: "music.note", value: 4) { Text("Radio") }
            } header: {
                Text("Listen")
            }
        })
        #expect(tabs.titles == ["Home", "Books", "Films", "Radio"])
        #expect(tabs.selectedItem == 2 && tabs.panel.allTexts == ["Films"])
        #expect(!tabs.node.allTexts.contains("Library") && !tabs.node.allTexts.contains("Listen"))
    }

    @Test func forEachAndConditionsBuildTabs() {
        let names = ["Red", "Green", "Blue"]
        let showsExtra = true
        let tabs = ResolvedTabs(TabView(selection: .constant("Green")) {
            ForEach(names, id: \.self) { name in
                Tab(name, systemImage: "circle", value: name) { Text(name.uppercased()) }
            }
            if showsExtra {
                Tab("Extra", systemImage: "plus", value: "extra") { Text("EXTRA") }
            }
            if names.isEmpty {
                Tab("Empty", systemImage: "xmark", value: "empty") { Text("EMPTY") }
            } else {
                Tab("Full", systemImage: "checkmark", value: "full") { Text("FULL") }
            }
        })
        #expect(tabs.titles == ["Red", "Green", "Blue", "Extra", "Full"])
        #expect(tabs.panel.allTexts == ["GREEN"])
    }

    @Test func yourOwnTabContentAndErasedTabContentCollectTheirTabs() {
        struct LibraryTabs: TabContent {
            var body: some TabContent<Int> {
                Tab("Books", systemImage: "book", value: 1) { Text("Books") }
                Tab("Films", systemImage: "film", value: 2) { Text("Films") }
            }
        }
        let tabs = ResolvedTabs(TabView(selection: .constant(2)) {
            LibraryTabs()
            AnyTabContent(Tab("Radio", systemImage: "music.note", value: 3) { Text("Radio") })
        })
        #expect(tabs.titles == ["Books", "Films", "Radio"])
        #expect(tabs.panel.allTexts == ["Films"])
    }

    @Test func aSearchTabIsTitledAndDrawnAsSearch() {
        let tabs = ResolvedTabs(TabView(selection: .constant(0)) {
            Tab("Home", systemImage: "house", value: 0) { Text("Home") }
            Tab(value: 1, role: .search) { Text("Find") }
        })
        #expect(tabs.titles == ["Home", "Search"])
        #expect(tabs.symbols == ["house", "magnifyingglass"])
        let own = ResolvedTabs(TabView {
            Tab("Find", systemImage: "binoculars", role: .search) { Text("Find") }
            Tab(role: .search) { Text("Also") }
        })
        #expect(own.titles == ["Find", "Search"])
    }

    @Test func badgesComeFromCountsTextsAndStrings() {
        let tabs = ResolvedTabs(TabView {
            Tab("A", systemImage: "star") { Text("A") }.badge(5)
            Tab("B", systemImage: "star") { Text("B") }.badge(0)
            Tab("C", systemImage: "star") { Text("C") }.badge(Text("New"))
            Tab("D", systemImage: "star") { Text("D") }.badge("Live")
            Tab("E", systemImage: "star") { Text("E") }.badge(nil as Text?)
        })
        #expect(tabs.badges == ["5", nil, "New", "Live", nil])
        let views = ResolvedTabs(TabView {
            Text("A").tabItem { Label("A", systemImage: "star") }.badge(12)
            Text("B").tabItem { Label("B", systemImage: "star") }.badge("Draft")
            Text("C").tabItem { Text("C") }.badge(1)
            Text("D").tabItem { Text("D") }.badge(0)
        })
        #expect(views.badges == ["12", "Draft", "1", nil])
    }

    @Test func aBadgeIsAWhiteCaptionOnARedCapsuleAtTheSymbolsCorner() throws {
        let tabs = ResolvedTabs(TabView { Tab("Inbox", systemImage: "envelope") { Text("Mail") }.badge(3) })
        let symbol = tabs.items[0].children[0].children[0]
        guard case .overlay(.content(let nodes, let alignment)) = try #require(symbol.modifiers.first) else {
            Issue.record("no overlay on the symbol"); return
        }
        #expect(alignment == .topLeading)
        guard case .text(let text) = nodes[0].kind else { Issue.record("no badge text"); return }
        #expect(text.style.effectiveFont.pointSize == 13 && text.style.foreground == .color(.white))
        #expect(nodes[0].modifiers.map(\.description).contains { $0.hasPrefix("background(") && $0.hasSuffix("in Capsule)") })
    }

    @Test func selectedItemsTakeTheTintAndTheOthersGrey() throws {
        let tabs = ResolvedTabs(TabView(selection: .constant(2)) {
            Tab("One", systemImage: "star", value: 1) { Text("First") }
            Tab("Two", systemImage: "heart", value: 2) { Text("Second") }
        }.tint(.red))
        guard case .button(_, let unselected) = tabs.items[0].kind, case .button(_, let selected) = tabs.items[1].kind else {
            Issue.record("items are not buttons"); return
        }
        #expect(unselected == .color(.gray))
        #expect(selected == .color(.red))
        let captions = try tabs.items.map { item -> ResolvedText in
            guard case .text(let text) = try #require(item.children[0].children.last).kind else { throw CaptionMissing() }
            return text
        }
        #expect(captions.allSatisfy { $0.style.effectiveFont.pointSize == 10 && $0.style.effectiveFont.resolvedWeight == .medium })
    }

    struct CaptionMissing: Error {}

    @Test func aTitleWithoutASymbolSitsAtTheBottom() {
        let tabs = ResolvedTabs(TabView { Text("A").tabItem { Text("Settings") } })
        let label = tabs.items[0].children[0]
        #expect(label.modifiers.map(\.description) == ["padding(0,0,4,0)", "frame(maxWidth: ∞, maxHeight: ∞, bottom)"])
    }

    @Test func moreThanFiveTabsGatherUnderMore() {
        func tabs(selecting selection: Int) -> ResolvedTabs {
            ResolvedTabs(TabView(selection: .constant(selection)) {
                ForEach(1..<8) { number in
                    Tab("Tab \(number)", systemImage: "star", value: number) { Text("Screen \(number)") }
                }
            })
        }
        let first = tabs(selecting: 2)
        #expect(first.titles == ["Tab 1", "Tab 2", "Tab 3", "Tab 4", "More"])
        #expect(first.symbols.last == "ellipsis")
        #expect(first.selectedItem == 1)
        let gathered = tabs(selecting: 6)
        #expect(gathered.selectedItem == 4)
        #expect(gathered.panel.allTexts == ["Screen 6"])
    }

    @Test func aTabViewWithoutTabsDrawsNothing() {
        let empty = TabView { ForEach(0..<0) { _ in Text("Never").tabItem { Text("Never") } } }
        #expect(resolve(empty).root.children.isEmpty)
    }

    @Test func theSidebarAdaptableAndTabBarOnlyStylesAreTheTabBarOnAPhone() {
        func tabs() -> some View {
            TabView {
                Tab("Home", systemImage: "house") { Text("Home") }
                Tab("Inbox", systemImage: "envelope") { Text("Inbox") }
            }
        }
        let automatic = resolve(tabs().tabViewStyle(.automatic)).root.dump()
        #expect(resolve(tabs()).root.dump() == automatic)
        #expect(resolve(tabs().tabViewStyle(.sidebarAdaptable)).root.dump() == automatic)
        #expect(resolve(tabs().tabViewStyle(.tabBarOnly)).root.dump() == automatic)
    }

    @Test func tabItemsOutsideATabViewDrawNothing() {
        let outside = Text("Alone").tabItem { Label("Tab", systemImage: "star") }
        #expect(renderHTML(outside) == renderHTML(Text("Alone")))
        #expect(resolve(outside).root.children[0].modifiers.map(\.description) == ["tabItem(1 views)"])
    }

    @Test func aTabsContentInsideAListIsNotListContent() {
        let link = NavigationLink("Go", value: 1)
        #expect(resolve(List { link }).root.dump().contains("chevron.right"))
        let inList = List { TabView { Tab("A", systemImage: "star") { link } } }
        #expect(!resolve(inList).root.dump().contains("chevron.right"))
    }
}
