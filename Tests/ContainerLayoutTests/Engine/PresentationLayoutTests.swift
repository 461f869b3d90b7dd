import ContainerLayout
import ContainerUI
import ContainerUICore
import Foundation
import Testing

/// Presentations lay out in the window, whatever view presents them.
@Suite struct PresentationLayoutTests {
    private var screen: some View { VStack { Text("Trips"); Button("Add") {} }.padding(40) }

    @Test func aMediumSheetRisesToHalfTheWindowItsRoundedBottomBelowIt() throws {
        let result = frames(of: screen.sheet(isPresented: .constant(true)) {
            Text("Sheet").presentationDetents([.medium, .large])
        }, width: 390, height: 844)
        #expect(result["0.0"] == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(result["0.0.1.0"] == CGRect(x: 0, y: 0, width: 390, height: 844), "the dimming")
        let card = try #require(result["0.0.1.1"])
        #expect(card == CGRect(x: 0, y: 422, width: 390, height: 432), "half the window visible, 10 below it")
        let grabber = try #require(result["0.0.1.1.1"])
        #expect(grabber == CGRect(x: 177, y: 422, width: 36, height: 10), "5 points tall, 5 below the card's top")
    }

    @Test func aLargeSheetLeaves10PointsAboveAndAFixedOneItsHeight() throws {
        let large = frames(of: screen.sheet(isPresented: .constant(true)) { Text("Sheet") }, width: 390, height: 640)
        #expect(large["0.0.1.1"] == CGRect(x: 0, y: 10, width: 390, height: 640))
        let fixed = frames(of: screen.sheet(isPresented: .constant(true)) {
            Text("Sheet").presentationDetents([.height(200)]).presentationCornerRadius(24)
        }, width: 390, height: 640)
        #expect(fixed["0.0.1.1"] == CGRect(x: 0, y: 440, width: 390, height: 224))
    }

    @Test func anAlertIs270PointsWideAtTheCentreOfTheWindow() throws {
        for width in [390, 1280] as [CGFloat] {
            let result = frames(of: Text("Deep").padding(.top, 300).alert("Saved", isPresented: .constant(true)) {}, width: width, height: 640)
            let alert = try #require(result["0.0.1.1"])
            #expect(alert.width == 270 && abs(alert.midX - width / 2) < 0.01 && abs(alert.midY - 320) < 0.01)
            let button = try #require(result["0.0.1.1.2"])
            #expect(button.height == 44 && button.width == 270 && button.maxY == alert.maxY)
        }
    }

    @Test func anActionSheetSits8PointsFromTheBottomAndSides() throws {
        let result = frames(of: screen.confirmationDialog("Share", isPresented: .constant(true)) { Button("Copy") {} }, width: 390, height: 640)
        let sheet = try #require(result["0.0.1.1"])
        #expect(sheet.minX == 0 && sheet.width == 390 && sheet.maxY == 640)
        let cancel = try #require(result["0.0.1.1.1"])
        #expect(cancel == CGRect(x: 8, y: 575, width: 374, height: 57))
    }
}
