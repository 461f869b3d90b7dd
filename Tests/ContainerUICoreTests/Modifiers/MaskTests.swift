import ContainerUI
import Foundation
import Testing

/// `mask` resolves to one modifier on each member of the content, holding the mask's views (which
/// get ids under the modifier) and their alignment, like an overlay.
@Suite struct MaskTests {
    @Test func theMaskViewsAreHeldByTheModifier() {
        let tree = resolve(Color.red.mask(alignment: .top) { Circle() })
        #expect(tree.dump(ids: true) == """
        Root #0
          Color(red) #0.0 .mask(1 views, top)
            ↳ mask of modifier 0
              Circle fill=primary #0.0.m0.0
        """)
    }

    @Test @available(*, deprecated)
    func theDeprecatedSpellingCentresItsMask() {
        let tree = resolve(Text("A").mask(Rectangle()))
        #expect(tree.root.children[0].modifiers.map(\.description) == ["mask(1 views)"])
    }

    @Test func eachMemberOfAGroupIsMaskedAndAnEmptyMaskStays() {
        let group = resolve(Group { Text("A"); Text("B") }.mask { Color.black })
        #expect(group.root.children.map { $0.modifiers.count } == [1, 1])
        // Nothing in an empty mask is opaque, so it hides the view: the modifier is kept.
        let empty = resolve(Text("A").mask { EmptyView() })
        #expect(empty.root.children[0].modifiers.map(\.description) == ["mask(0 views)"])
    }
}
