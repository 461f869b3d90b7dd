import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// `safeAreaInset`, with frames worked out from SwiftUI's rules: the inset views sit at the edge
/// of the modified view's frame; ordinary content is laid out in what the inset's length plus the
/// spacing leaves; a scroll view or list keeps the whole frame and insets its content instead.
@Suite struct SafeAreaInsetLayoutTests {
    @Test func ordinaryContentIsLaidOutInWhatRemains() throws {
        let view = VStack(spacing: 0) { Color.red }
            .safeAreaInset(edge: .bottom, spacing: 10) { Color.blue.frame(height: 50) }
        let result = frames(of: view, width: 300, height: 400)
        // 400 − 50 − 10 = 340 for the stack; the bar at the bottom edge, the full width.
        #expect(result["0.0"] == CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(result["0.0.0"] == CGRect(x: 0, y: 0, width: 300, height: 340))
        #expect(result["0.0.m0.0"] == CGRect(x: 0, y: 350, width: 300, height: 50))
    }

    @Test func aScrollViewKeepsItsFrameAndScrollsUnderTheInset() throws {
        let view = ScrollView { Color.red.frame(height: 1000) }
            .safeAreaInset(edge: .top, spacing: 0) { Color.blue.frame(height: 40) }
        let result = frames(of: view, width: 300, height: 400)
        #expect(result["0.0"] == CGRect(x: 0, y: 0, width: 300, height: 400))
        // The content starts under the bar: a content margin of 40 + 0.
        #expect(result["0.0.0"] == CGRect(x: 0, y: 40, width: 300, height: 1000))
        #expect(result["0.0.m0.0"] == CGRect(x: 0, y: 0, width: 300, height: 40))
    }

    @Test func aListInsetsItsRowsByTheInsetAndTheDefaultSpacing() throws {
        let list = List { Text("Row") }
        let plain = try #require(frames(of: list, width: 300, height: 400)["0.0.0"])
        let inset = frames(of: list.safeAreaInset(edge: .top) { Color.blue.frame(height: 30) }, width: 300, height: 400)
        #expect(inset["0.0"] == CGRect(x: 0, y: 0, width: 300, height: 400))
        // `spacing: nil` is 8: the row moves down by 30 + 8.
        #expect(inset["0.0.0"] == plain.offsetBy(dx: 0, dy: 38))
    }

    @Test func insetsStackTheOuterOneNearerTheEdge() throws {
        let view = VStack(spacing: 0) { Color.red }
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 30) }
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.green.frame(height: 20) }
        let result = frames(of: view, width: 300, height: 400)
        #expect(result["0.0.m1.0"] == CGRect(x: 0, y: 380, width: 300, height: 20))
        #expect(result["0.0.m0.0"] == CGRect(x: 0, y: 350, width: 300, height: 30))
        #expect(result["0.0.0"] == CGRect(x: 0, y: 0, width: 300, height: 350))
    }

    @Test func aSideInsetIsAlignedAlongTheEdge() throws {
        let view = VStack(spacing: 0) { Color.red }
            .safeAreaInset(edge: .leading, alignment: .top) { Color.blue.frame(width: 40, height: 40) }
        let result = frames(of: view, width: 300, height: 400)
        #expect(result["0.0.m0.0"] == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(result["0.0.0"] == CGRect(x: 48, y: 0, width: 252, height: 400))
    }

    @Test func aTopInsetIsAlignedAcrossTheEdge() throws {
        let view = VStack(spacing: 0) { Color.red }
            .safeAreaInset(edge: .top, alignment: .trailing) { Color.blue.frame(width: 60, height: 20) }
        let result = frames(of: view, width: 300, height: 400)
        #expect(result["0.0.m0.0"] == CGRect(x: 240, y: 0, width: 60, height: 20))
        #expect(result["0.0.0"] == CGRect(x: 0, y: 28, width: 300, height: 372))
    }
}
