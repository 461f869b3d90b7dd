import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// A mask changes no frame and its views are placed like an overlay's (SwiftUI proposes the
/// view's size and aligns them); a prominent section header is a line of bold `title3` (25 px)
/// at the list's usual header insets.
@Suite struct MaskAndProminenceLayoutTests {
    @Test func aMaskIsPlacedLikeAnOverlayAndChangesNoFrame() throws {
        let plain = frames(of: Color.red.frame(width: 200, height: 100), width: 300, height: 400)
        let masked = frames(of: Color.red.frame(width: 200, height: 100).mask(alignment: .topTrailing) {
            Circle().frame(width: 40, height: 40)
        }, width: 300, height: 400)
        let content = try #require(plain["0.0"])
        #expect(masked["0.0"] == content)
        // The mask's frame is the outermost of its views, at the top trailing corner of the view.
        #expect(masked["0.0.m1.0"] == CGRect(x: content.maxX - 40, y: content.minY, width: 40, height: 40))
    }

    @Test func aMaskFillsTheViewWhenItIsFlexible() throws {
        let masked = frames(of: Text("Hello").padding(10).mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) })
        let view = try #require(masked["0.0"])
        #expect(masked["0.0.m1.0"] == view)
    }

    @Test(arguments: ["insetGrouped", "plain"])
    func aProminentHeaderIsALineOfTitle3(style: String) throws {
        let sections = List {
            Section("Trips") { Text("One") }.headerProminence(.increased)
        }
        let laidOut = style == "plain" ? frames(of: sections.listStyle(.plain)) : frames(of: sections.listStyle(.insetGrouped))
        let header = try #require(laidOut["0.0.0.0"]), row = try #require(laidOut["0.0.0.1"])
        #expect(header.height == 25)
        // Grouped headers sit 7 px above the rows, plain ones 8 px each side.
        #expect(row.minY == header.maxY + (style == "plain" ? 8 : 7))
        // Bold title3 is wider than the footnote or headline line of a standard header.
        let standard = frames(of: List { Section("Trips") { Text("One") } }.listStyle(.insetGrouped))
        #expect(header.width > (standard["0.0.0.0"]?.width ?? .infinity))
    }
}
