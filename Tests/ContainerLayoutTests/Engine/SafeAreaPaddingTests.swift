import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// `safeAreaPadding`: content margins on a scroll view (which keeps its size), padding on any
/// other view.
@Suite struct SafeAreaPaddingTests {
    @Test func aScrollViewKeepsItsSizeAndInsetsItsContent() throws {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                Color.red.containerRelativeFrame(.horizontal, count: 2, span: 1, spacing: 10)
                Color.blue.containerRelativeFrame(.horizontal, count: 2, span: 1, spacing: 10)
            }
            .frame(height: 50)
        }
        .safeAreaPadding(.horizontal, 20)
        let tree = resolve(view)
        #expect(tree.root.children[0].modifiers.map(\.description) == ["contentMargins(0,20,0,20)"])
        let result = frames(of: view, width: 320, height: 200)
        let scroll = try #require(result["0.0"]), red = try #require(result["0.0.0.0"]), blue = try #require(result["0.0.0.1"])
        #expect(scroll.width == 320)
        // 320 - 40 of margins, two columns with 10 between: 135 each.
        #expect(red.minX == 20 && red.width == 135)
        #expect(blue.minX == 165 && blue.width == 135)
    }

    @Test func anyOtherViewIsPadded() throws {
        let view = VStack {
            Text("Padded")
            Color.green.frame(height: 20)
        }
        .safeAreaPadding(12)
        #expect(resolve(view).root.children[0].modifiers.map(\.description) == resolve(VStack { Text("Padded") }.padding(12)).root.children[0].modifiers.map(\.description))
        let padded = frames(of: view, width: 300, height: 200)
        let plain = frames(of: VStack { Text("Padded"); Color.green.frame(height: 20) }.padding(12), width: 300, height: 200)
        #expect(padded == plain)
    }

    @Test func eachMemberOfAGroupGetsItsOwn() {
        let view = Group {
            Text("Text")
            ScrollView { Text("Scrolled") }
        }
        .safeAreaPadding(.top)
        let members = resolve(view).root.children
        #expect(members.map { $0.modifiers.map(\.description) } == [["padding(16,0,0,0)"], ["contentMargins(16,0,0,0)"]])
    }
}
