import ContainerUI
import ContainerUICore
import Testing

/// `tabViewStyle(.page)`: the tabs as pages of a paging scroller that starts at the selected one.
@Suite struct PagedTabViewTests {
    private func pages(selecting selection: Int = 1, count: Int = 3) -> some View {
        TabView(selection: .constant(selection)) {
            ForEach(0..<count) { index in
                Tab("Page \(index)", systemImage: "star", value: index) { Text("Content \(index)") }
            }
        }
    }

    @Test func pagesAreAPagingScrollerStartingAtTheSelectedPageWithDots() {
        let written = ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 0) {
                Color.clear.containerRelativeFrame([.horizontal, .vertical])
                VStack { Text("Content 1") }.containerRelativeFrame([.horizontal, .vertical]).initialScrollTarget()
                Color.clear.containerRelativeFrame([.horizontal, .vertical])
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .overlay(alignment: .bottom) {
            HStack(spacing: 8) {
                Circle().fill(Color.white.opacity(0.5)).frame(width: 8, height: 8)
                Circle().fill(Color.white).frame(width: 8, height: 8)
                Circle().fill(Color.white.opacity(0.5)).frame(width: 8, height: 8)
            }
            .padding(.horizontal, 12)
            .padding(.vertical, 10)
            .accessibilityLabel("Page 2 of 3")
            .padding(.bottom, 12)
        }
        #expect(resolve(pages().tabViewStyle(.page)).root.dump() == resolve(written).root.dump())
    }

    @Test func onlyTheSelectedPageHasContent() {
        let scroller = resolve(pages(selecting: 2).tabViewStyle(.page)).root.children[0]
        let pageNodes = scroller.children[0].children
        #expect(pageNodes.count == 3)
        #expect(pageNodes.map(\.allTexts) == [[], [], ["Content 2"]])
        #expect(pageNodes.map { $0.modifiers.map(\.description).contains("initialScrollTarget") } == [false, false, true])
    }

    @Test func theDotsShowAsTheIndexDisplayModeSays() {
        func hasDots(_ view: some View) -> Bool {
            resolve(view).root.children[0].modifiers.contains { $0.description.hasPrefix("overlay(") }
        }
        #expect(hasDots(pages().tabViewStyle(.page(indexDisplayMode: .automatic))))
        #expect(!hasDots(pages(selecting: 0, count: 1).tabViewStyle(.page(indexDisplayMode: .automatic))))
        #expect(hasDots(pages(selecting: 0, count: 1).tabViewStyle(.page(indexDisplayMode: .always))))
        #expect(!hasDots(pages().tabViewStyle(.page(indexDisplayMode: .never))))
        #expect(!hasDots(pages().tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))))
    }

    @Test func theDotsSitOnACapsuleOnlyWhenTheIndexStyleAlwaysShowsIt() {
        func capsule(_ view: some View) -> Bool {
            resolve(view).root.dump().contains("in Capsule")
        }
        let paged = pages().tabViewStyle(.page)
        #expect(!capsule(paged))
        #expect(!capsule(paged.indexViewStyle(.page)))
        #expect(!capsule(paged.indexViewStyle(.page(backgroundDisplayMode: .automatic))))
        #expect(!capsule(paged.indexViewStyle(.page(backgroundDisplayMode: .interactive))))
        #expect(!capsule(paged.indexViewStyle(.page(backgroundDisplayMode: .never))))
        #expect(capsule(paged.indexViewStyle(.page(backgroundDisplayMode: .always))))
    }

    @Test func viewsWithTagsArePagesToo() {
        let paged = TabView(selection: .constant("b")) {
            Color.red.tag("a")
            Color.blue.tag("b")
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
        let pageNodes = resolve(paged).root.children[0].children[0].children
        #expect(pageNodes.map { $0.children.map(\.kind.summary) } == [[], ["Color(blue)"]])
    }
}
