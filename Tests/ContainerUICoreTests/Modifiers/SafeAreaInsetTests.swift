import ContainerUI
import Foundation
import Testing

/// `safeAreaInset` resolves to one modifier on each member of the content, holding the inset
/// views (which get ids under the modifier), the edge, the alignment and the spacing.
@Suite struct SafeAreaInsetTests {
    @Test func theInsetViewsAreHeldByTheModifier() {
        let tree = resolve(List { Text("Row") }.safeAreaInset(edge: .bottom) { Text("Bar") })
        #expect(tree.dump(ids: true) == """
        Root #0
          List #0.0 .safeAreaInset(bottom, 1 views, spacing 8, bottom)
            ↳ safeAreaInset of modifier 0
              Text("Bar") #0.0.m0.0
            Section(implicit) #0.0.0
              Text("Row") #0.0.0.0
        """)
    }

    @Test func bothOverloadsTakeSwiftUIsDefaultsAndArguments() {
        let top = resolve(Text("A").safeAreaInset(edge: .top, alignment: .leading, spacing: 0) { Text("B") })
        let side = resolve(Text("A").safeAreaInset(edge: .trailing, alignment: .bottom) { Text("B") })
        #expect(top.root.children[0].modifiers.map(\.description) == ["safeAreaInset(top, 1 views, spacing 0, topLeading)"])
        #expect(side.root.children[0].modifiers.map(\.description) == ["safeAreaInset(trailing, 1 views, spacing 8, bottomTrailing)"])
    }

    @Test func eachMemberOfAGroupGetsItsOwnAndAnEmptyInsetNone() {
        let group = resolve(Group { Text("A"); Text("B") }.safeAreaInset(edge: .leading) { Text("Rail") })
        #expect(group.root.children.map { $0.modifiers.count } == [1, 1])
        let empty = resolve(Text("A").safeAreaInset(edge: .top) { EmptyView() })
        #expect(empty.root.children[0].modifiers.isEmpty)
    }
}
