import ContainerLayout
import ContainerUI
import ContainerUICore
import Foundation
import Testing

/// A tab view's frames: the tab bar at the bottom of the window, or pages scrolled to the selected one.
@Suite struct TabViewLayoutTests {
    private func tabs(selecting selection: Int) -> some View {
        TabView(selection: .constant(selection)) {
            Tab("Home", systemImage: "house", value: 0) { Color.red }
            Tab("Inbox", systemImage: "envelope", value: 1) { Text("Inbox") }.badge(3)
            Tab("Search", systemImage: "magnifyingglass", value: 2) { Text("Search") }
        }
    }

    @Test func theBarIs49PointsOfEqualItemsUnderAHairlineAtTheBottom() throws {
        let result = frames(of: tabs(selecting: 0), width: 390, height: 844)
        let panel = try #require(result["0.0.0"]), bar = try #require(result["0.0.1"])
        let hairline = try #require(result["0.0.1.0"]), row = try #require(result["0.0.1.1"])
        #expect(panel == CGRect(x: 0, y: 0, width: 390, height: 794))
        #expect(bar == CGRect(x: 0, y: 794, width: 390, height: 50))
        #expect(hairline == CGRect(x: 0, y: 794, width: 390, height: 1))
        #expect(row == CGRect(x: 0, y: 795, width: 390, height: 49))
        for index in 0..<3 {
            let item = try #require(result["0.0.1.1.\(index)"])
            #expect(item == CGRect(x: CGFloat(index) * 130, y: 795, width: 130, height: 49))
            let symbol = try #require(result["0.0.1.1.\(index).0.0"]), caption = try #require(result["0.0.1.1.\(index).0.1"])
            #expect(symbol.minY == 802 && symbol.height == 24 && symbol.midX == item.midX)
            #expect(caption.minY == 828 && caption.height == 12 && abs(caption.midX - item.midX) < 0.01)
        }
        // The selected tab's content fills the panel.
        #expect(result["0.0.0.0"] == CGRect(x: 0, y: 0, width: 390, height: 794))
    }

    @Test func theBadgeStarts15PointsIntoTheSymbolAnd3AboveIt() throws {
        let result = frames(of: tabs(selecting: 0), width: 390, height: 844)
        let symbol = try #require(result["0.0.1.1.1.0.0"]), badge = try #require(result["0.0.1.1.1.0.0.m0.0"])
        #expect(badge.minX == symbol.minX + 15 && badge.minY == symbol.minY - 3)
        #expect(badge.height == 18 && badge.width >= 18)
    }

    @Test func pagesAreScrolledToTheSelectedOne() throws {
        for selection in 0..<3 {
            let result = frames(of: tabs(selecting: selection).tabViewStyle(.page), width: 390, height: 844)
            #expect(result["0.0"] == CGRect(x: 0, y: 0, width: 390, height: 844))
            for page in 0..<3 {
                let frame = try #require(result["0.0.0.\(page)"])
                #expect(frame == CGRect(x: CGFloat(page - selection) * 390, y: 0, width: 390, height: 844))
            }
        }
    }

    @Test func theDotsAreCentredAtTheBottom() throws {
        let result = frames(of: tabs(selecting: 1).tabViewStyle(.page), width: 390, height: 844)
        let dots = try #require(result["0.0.m1.0"])
        // Three 8-point dots 8 apart, padded 12 × 10 (64 × 28), and 12 above the bottom.
        #expect(dots == CGRect(x: 163, y: 804, width: 64, height: 40))
        #expect(result["0.0.m1.0.1"] == CGRect(x: 191, y: 814, width: 8, height: 8))
    }

    @Test func anInitialScrollTargetStartsAtTheScrollport() throws {
        func rows(target: Int, margins: CGFloat = 0) -> some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10) { index in
                        if index == target {
                            Color.blue.frame(height: 100).initialScrollTarget()
                        } else {
                            Color.gray.frame(height: 100)
                        }
                    }
                }
            }
            .contentMargins(.vertical, margins)
        }
        let middle = frames(of: rows(target: 4), width: 200, height: 300)
        #expect(middle["0.0.0.4"]?.minY == 0)
        #expect(middle["0.0.0.0"]?.minY == -400)
        // The last rows cannot reach the top: the content ends at the bottom of the scroll view.
        let end = frames(of: rows(target: 9), width: 200, height: 300)
        #expect(end["0.0.0.9"]?.maxY == 300)
        // Content margins are the scroll padding: the target starts below the top margin.
        let padded = frames(of: rows(target: 4, margins: 20), width: 200, height: 300)
        #expect(padded["0.0.0.4"]?.minY == 20)
        // A target in a nested scroll view scrolls only that one.
        let nested = frames(of: ScrollView { VStack(spacing: 0) { Color.gray.frame(height: 500); rows(target: 4).frame(height: 300) } }, width: 200, height: 300)
        #expect(nested["0.0.0.0"]?.minY == 0)
    }
}
