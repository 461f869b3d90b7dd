import ContainerUI
import Foundation
import Testing

/// iOS 18's adaptable tab views on a phone: tabs hidden from the tab bar have no item there,
/// hidden tabs are left out, and the sidebar's customization (identifiers, behaviours, section
/// actions, sidebar header and footer) compiles and leaves the bar as it was.
@Suite struct TabCustomizationTests {
    enum Screen: Hashable { case home, inbox, archive, settings }

    @Test func aTabHiddenFromTheTabBarHasNoItemThere() {
        let tabs = ResolvedTabs(TabView {
            Tab("Home", systemImage: "house") { Text("Home screen") }
            Tab("Archive", systemImage: "archivebox") { Text("Archive screen") }
                .defaultVisibility(.hidden, for: .tabBar)
            Tab("Inbox", systemImage: "envelope") { Text("Inbox screen") }
                .defaultVisibility(.hidden, for: .sidebar)
        })
        #expect(tabs.titles == ["Home", "Inbox"])
        #expect(tabs.selectedItem == 0)
        #expect(tabs.panel.allTexts == ["Home screen"])
    }

    @Test func theFirstTabShownIsSelectedWithoutASelection() {
        let tabs = ResolvedTabs(TabView {
            Tab("Archive", systemImage: "archivebox") { Text("Archive screen") }
                .defaultVisibility(.hidden, for: .automatic)
            Tab("Home", systemImage: "house") { Text("Home screen") }
        })
        #expect(tabs.titles == ["Home"])
        #expect(tabs.selectedItem == 0)
        #expect(tabs.panel.allTexts == ["Home screen"])
    }

    @Test func aSelectedTabHiddenFromTheBarShowsWithNoItemSelected() {
        let tabs = ResolvedTabs(TabView(selection: .constant(Screen.archive)) {
            Tab("Home", systemImage: "house", value: .home) { Text("Home screen") }
            Tab("Archive", systemImage: "archivebox", value: .archive) { Text("Archive screen") }
                .defaultVisibility(.hidden, for: .tabBar)
        })
        #expect(tabs.titles == ["Home"])
        #expect(tabs.selectedItem == nil)
        #expect(tabs.panel.allTexts == ["Archive screen"])
    }

    @Test func aTabsOwnVisibilityWinsOverItsSectionsAndHiddenTabsAreLeftOut() {
        let tabs = ResolvedTabs(TabView(selection: .constant(Screen.settings)) {
            Tab("Home", systemImage: "house", value: .home) { Text("Home screen") }
            TabSection("Mail") {
                Tab("Inbox", systemImage: "envelope", value: .inbox) { Text("Inbox screen") }
                    .defaultVisibility(.visible, for: .tabBar)
                Tab("Archive", systemImage: "archivebox", value: .archive) { Text("Archive screen") }
            }
            .defaultVisibility(.hidden, for: .tabBar)
            Tab("Settings", systemImage: "gear", value: .settings) { Text("Settings screen") }
                .hidden()
        })
        #expect(tabs.titles == ["Home", "Inbox"])
        // The selection names a tab left out: the first tab shown is selected.
        #expect(tabs.selectedItem == 0)
        #expect(tabs.panel.allTexts == ["Home screen"])
        let shown = ResolvedTabs(TabView { Tab("Home", systemImage: "house") { Text("Home") }.hidden(false) })
        #expect(shown.titles == ["Home"])
    }

    @Test func sidebarCustomizationLeavesThePhonesBarAsItWas() {
        var customization = TabViewCustomization()
        customization[sidebarVisibility: "inbox"] = .hidden
        let customized = TabView(selection: .constant(Screen.home)) {
            Tab("Home", systemImage: "house", value: .home) { Text("Home screen") }
                .customizationID("home")
                .customizationBehavior(.disabled, for: .sidebar, .tabBar)
            TabSection("Mail") {
                Tab("Inbox", systemImage: "envelope", value: .inbox) { Text("Inbox screen") }.customizationID("inbox")
            }
            .sectionActions { Button("New Mailbox") {} }
            .customizationID("mail")
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization(.constant(customization))
        .tabViewSidebarHeader { Text("Mail") }
        .tabViewSidebarFooter { Text("Synced") }
        .tabViewSidebarBottomBar { Text("Account") }
        let plain = TabView(selection: .constant(Screen.home)) {
            Tab("Home", systemImage: "house", value: .home) { Text("Home screen") }
            TabSection("Mail") {
                Tab("Inbox", systemImage: "envelope", value: .inbox) { Text("Inbox screen") }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        #expect(resolve(customized).root.dump() == resolve(plain).root.dump())
    }

    @Test func aCustomizationRemembersSidebarVisibilitiesAndOrders() throws {
        var customization = TabViewCustomization()
        #expect(customization[sidebarVisibility: "inbox"] == .automatic)
        customization[tab: "inbox"].sidebarVisibility = .hidden
        customization[sidebarVisibility: "archive"] = .visible
        #expect(customization[sidebarVisibility: "inbox"] == .hidden)
        #expect(customization[tab: "archive"].sidebarVisibility == .visible)
        #expect(customization[tab: "archive"].tabBarVisibility == .automatic)
        #expect(customization[section: "mail"].tabOrder == nil)
        let decoded = try JSONDecoder().decode(TabViewCustomization.self, from: JSONEncoder().encode(customization))
        #expect(decoded == customization)
        customization.resetVisibility()
        #expect(customization == TabViewCustomization())
        customization[section: "mail"].resetTabOrder()
        customization.resetSectionOrder()
        #expect(customization == TabViewCustomization())
    }

    @Test func appStorageKeepsACustomization() {
        let defaults = UserDefaults(suiteName: "TabCustomizationTests")!
        defaults.removeObject(forKey: "tabs")
        let stored = AppStorage<TabViewCustomization>("tabs", store: defaults)
        #expect(stored.wrappedValue == TabViewCustomization())
        var customization = TabViewCustomization()
        customization[sidebarVisibility: "inbox"] = .hidden
        stored.wrappedValue = customization
        #expect(AppStorage<TabViewCustomization>("tabs", store: defaults).wrappedValue[sidebarVisibility: "inbox"] == .hidden)
        defaults.removeObject(forKey: "tabs")
    }
}

/// `toolbar(.hidden, for: .tabBar)`: the selected tab's views hide its tab view's bar, from the
/// top screen of a navigation stack among them or directly, as SwiftUI's toolbar preferences do.
@Suite struct TabBarVisibilityTests {
    /// Whether the tab view in `view` draws its bar (a second child under the panel).
    private func showsBar(_ view: some View) -> Bool {
        ResolvedTabs(view).node.children.count == 2
    }

    @Test func aViewInTheSelectedTabHidesTheBar() {
        #expect(!showsBar(TabView { Tab("Home", systemImage: "house") { Text("Home").toolbar(.hidden, for: .tabBar) } }))
        #expect(!showsBar(TabView { Tab("Home", systemImage: "house") { Text("Home").toolbarVisibility(.hidden, for: .navigationBar, .tabBar) } }))
        #expect(showsBar(TabView { Tab("Home", systemImage: "house") { Text("Home").toolbar(.hidden, for: .navigationBar) } }))
        let hidden = ResolvedTabs(TabView { Tab("Home", systemImage: "house") { Text("Home").toolbar(.hidden, for: .tabBar) } })
        #expect(hidden.panel.allTexts == ["Home"])
    }

    @Test func theTopScreenOfANavigationStackDecides() {
        func tabs(path: [Int], rootHides: Bool, detailHides: Bool) -> some View {
            TabView {
                Tab("Home", systemImage: "house") {
                    NavigationStack(path: .constant(path)) {
                        Text("Root")
                            .toolbar(rootHides ? .hidden : .automatic, for: .tabBar)
                            .navigationDestination(for: Int.self) { number in
                                Text("Detail \(number)").toolbar(detailHides ? .hidden : .automatic, for: .tabBar)
                            }
                    }
                }
            }
        }
        #expect(!showsBar(tabs(path: [1], rootHides: false, detailHides: true)))
        #expect(showsBar(tabs(path: [1], rootHides: true, detailHides: false)))
        #expect(!showsBar(tabs(path: [], rootHides: true, detailHides: false)))
        #expect(showsBar(tabs(path: [], rootHides: false, detailHides: true)))
    }

    @Test func anEnclosingSettingWinsAndOnlyTheSelectedTabCounts() {
        #expect(showsBar(TabView {
            Tab("Home", systemImage: "house") { VStack { Text("Home").toolbar(.hidden, for: .tabBar) }.toolbar(.visible, for: .tabBar) }
        }))
        #expect(showsBar(TabView(selection: .constant(1)) {
            Tab("Home", systemImage: "house", value: 0) { Text("Home").toolbar(.hidden, for: .tabBar) }
            Tab("Inbox", systemImage: "tray", value: 1) { Text("Inbox") }
        }))
        // Outside a tab view the setting changes nothing.
        #expect(resolve(Text("Alone").toolbar(.hidden, for: .tabBar)).root.dump() == resolve(Text("Alone")).root.dump())
    }
}

/// iOS 26's bottom accessory: above the bar, in a capsule, told it is expanded; it goes with
/// the bar, and belongs to the tab view it modifies alone.
@Suite struct TabViewBottomAccessoryTests {
    struct Placement: View {
        @Environment(\.tabViewBottomAccessoryPlacement) private var placement
        var body: some View { Text(placement == .expanded ? "expanded" : placement == .inline ? "inline" : "none") }
    }

    @Test func theAccessorySitsBetweenTheContentAndTheBar() throws {
        let tabs = ResolvedTabs(TabView { Tab("Home", systemImage: "house") { Text("Home") } }.tabViewBottomAccessory { Placement() })
        #expect(tabs.node.children.count == 3)
        #expect(tabs.node.children[1].allTexts == ["expanded"])
        #expect(tabs.panel.allTexts == ["Home"])
        #expect(tabs.titles == ["Home"])
        let frames = layout(resolve(TabView { Tab("Home", systemImage: "house") { Text("Home") } }.tabViewBottomAccessory { Placement() }),
                            in: CGSize(width: 390, height: 844)).framesByID
        // A capsule 48 points tall, 8 above the 50-point bar, its content centred in it.
        let content = try #require(frames["0.0.1.0"]?.frame)
        #expect(abs(content.midY - (738 + 24)) < 0.001 && abs(content.midX - 195) < 0.001)
        #expect(frames["0.0.1"]?.frame == CGRect(x: 0, y: 738, width: 390, height: 56))
        #expect(frames["0.0.2"]?.frame == CGRect(x: 0, y: 794, width: 390, height: 50))
    }

    @Test func theAccessoryGoesWithTheBarAndWhenDisabled() {
        let hidden = ResolvedTabs(TabView { Tab("Home", systemImage: "house") { Text("Home").toolbar(.hidden, for: .tabBar) } }
            .tabViewBottomAccessory { Text("Playing") })
        #expect(hidden.node.children.count == 1)
        let disabled = ResolvedTabs(TabView { Tab("Home", systemImage: "house") { Text("Home") } }
            .tabViewBottomAccessory(isEnabled: false) { Text("Playing") })
        #expect(disabled.node.children.count == 2)
        #expect(!disabled.node.allTexts.contains("Playing"))
    }

    @Test func onlyTheModifiedTabViewShowsIt() {
        let outer = ResolvedTabs(TabView {
            Tab("Outer", systemImage: "house") { TabView { Tab("Inner", systemImage: "star") { Placement() } } }
        }.tabViewBottomAccessory { Text("Playing") })
        #expect(outer.node.children.count == 3)
        let inner = outer.panel.children[0]
        #expect(inner.children.count == 2)
        #expect(inner.allTexts.filter { $0 == "Playing" }.isEmpty)
        #expect(resolve(Placement()).root.allTexts == ["none"])
    }
}
