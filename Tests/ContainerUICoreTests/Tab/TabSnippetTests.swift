import ContainerUI
import Testing

/// Tab views as SwiftUI apps write them compile unchanged and draw their first frame.
@Suite struct TabSnippetTests {
    // The iOS 13 to 17 spelling: views with tab items and tags, selected through state.
    private struct ContentView: View {
        enum Tab { case home, messages, profile }

        @State private var selection: Tab = .messages
        let unread = 3

        var body: some View {
            TabView(selection: $selection) {
                NavigationStack {
                    List(1..<4) { index in
                        Text("Post \(index)")
                    }
                    .navigationTitle("Home")
                }
                .tabItem {
                    Label("Home", systemImage: "house")
                }
                .tag(Tab.home)

                NavigationStack {
                    Text("No messages selected")
                        .navigationTitle("Messages")
                }
                .tabItem {
                    Label("Messages", systemImage: "bubble.left")
                }
                .badge(unread)
                .tag(Tab.messages)

                Text("Profile")
                    .tabItem {
                        Image(systemName: "person.circle")
                        Text("Profile")
                    }
                    .tag(Tab.profile)
            }
        }
    }

    // The iOS 18 spelling: `Tab`s with values, a section, a badge and the search tab.
    private struct LibraryApp: View {
        enum Screen: Hashable { case listen, browse, library, search }

        @State private var screen: Screen = .listen
        var newReleases = 2

        var body: some View {
            TabView(selection: $screen) {
                Tab("Listen Now", systemImage: "play.circle", value: .listen) {
                    Text("Listen Now")
                }
                Tab("Browse", systemImage: "square.grid.2x2", value: .browse) {
                    Text("Browse")
                }
                .badge(newReleases)
                TabSection("Collections") {
                    Tab("Library", systemImage: "music.note.list", value: .library) {
                        Text("Library")
                    }
                }
                Tab(value: .search, role: .search) {
                    Text("Search")
                }
            }
            .tabViewStyle(.sidebarAdaptable)
        }
    }

    // An onboarding carousel: pages with a tag each and the dots on their capsule.
    private struct Onboarding: View {
        @State private var page = 0
        private let steps = ["Welcome", "Sync", "Done"]

        var body: some View {
            TabView(selection: $page) {
                ForEach(steps.indices, id: \.self) { index in
                    VStack(spacing: 12) {
                        Image(systemName: "star.fill")
                            .font(.largeTitle)
                        Text(steps[index])
                            .font(.title)
                    }
                    .tag(index)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))
        }
    }

    @Test func theIOS17SpellingShowsTheTaggedTab() {
        let tabs = ResolvedTabs(ContentView())
        #expect(tabs.titles == ["Home", "Messages", "Profile"])
        #expect(tabs.symbols == ["house", "bubble.left", "person.circle"])
        #expect(tabs.badges == [nil, "3", nil])
        #expect(tabs.selectedItem == 1)
        #expect(tabs.panel.allTexts == ["Messages", "No messages selected"])
        #expect(renderHTML(ContentView()).contains(#"role="tab" aria-selected="true""#))
    }

    @Test func theIOS18SpellingFlattensSectionsAndNamesTheSearchTab() {
        let tabs = ResolvedTabs(LibraryApp())
        #expect(tabs.titles == ["Listen Now", "Browse", "Library", "Search"])
        #expect(tabs.badges == [nil, "2", nil, nil])
        #expect(tabs.selectedItem == 0 && tabs.panel.allTexts == ["Listen Now"])
    }

    @Test func anOnboardingCarouselPagesWithDots() {
        let scroller = resolve(Onboarding()).root.children[0]
        #expect(scroller.kind.summary == "ScrollView(horizontal, no indicators)")
        #expect(scroller.children[0].children.map(\.allTexts) == [["Welcome"], [], []])
        #expect(scroller.dump().contains(#"accessibilityLabel("Page 1 of 3")"#))
        #expect(scroller.dump().contains("in Capsule"))
    }
}
