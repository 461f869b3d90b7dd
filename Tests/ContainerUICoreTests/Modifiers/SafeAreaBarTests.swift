import ContainerUI
import Foundation
import Testing

/// iOS 26's `safeAreaBar`, resolved as `safeAreaInset`, and the scroll-edge, background-extension
/// and tab-bar-minimizing modifiers, which change nothing in a frame scrolled to the top.
@Suite struct SafeAreaBarTests {
    private var list: some View { List { Text("Row") } }

    @Test func aSafeAreaBarIsASafeAreaInset() {
        let bar = resolve(list.safeAreaBar(edge: .bottom, alignment: .leading, spacing: 4) { Text("Bar") }).root.dump()
        let inset = resolve(list.safeAreaInset(edge: .bottom, alignment: .leading, spacing: 4) { Text("Bar") }).root.dump()
        #expect(bar == inset && bar.contains("safeAreaInset"))
        let side = resolve(list.safeAreaBar(edge: .trailing) { Text("Side") }).root.dump()
        #expect(side == resolve(list.safeAreaInset(edge: .trailing) { Text("Side") }).root.dump())
        let html = renderHTML(list.safeAreaBar(edge: .top) { Text("Bar") }, options: HTMLRenderOptions(onWarning: { _ in }))
        #expect(html == renderHTML(list.safeAreaInset(edge: .top) { Text("Bar") }, options: HTMLRenderOptions(onWarning: { _ in })))
    }

    @Test func scrollEdgeEffectsBackgroundExtensionAndTabBarMinimizingChangeNothingInAFrame() {
        let plain = resolve(TabView { Tab("A", systemImage: "star") { ScrollView { Text("x") } } }).root.dump()
        let modified = resolve(TabView {
            Tab("A", systemImage: "star") {
                ScrollView { Text("x").backgroundExtensionEffect() }.scrollEdgeEffectStyle(.soft, for: .top).scrollEdgeEffectStyle(nil, for: .all)
            }
        }.tabBarMinimizeBehavior(.onScrollDown)).root.dump()
        #expect(plain == modified)
        #expect(ScrollEdgeEffectStyle.hard != .soft && TabBarMinimizeBehavior.never != .automatic)
    }
}
