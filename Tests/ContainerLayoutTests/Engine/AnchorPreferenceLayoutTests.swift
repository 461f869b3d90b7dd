import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// A `GeometryReader` in a preference overlay places views at anchors of the views below: the
/// anchored view's frame, recorded by layout, is given to the reader's second resolution.
@Suite struct AnchorPreferenceLayoutTests {
    struct BoundsKey: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    struct CenterKey: PreferenceKey {
        static let defaultValue: Anchor<CGPoint>? = nil
        static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = value ?? nextValue() }
    }

    /// The brief's highlight: a red outline over the chosen text.
    private var highlight: some View {
        VStack {
            Text("A")
            Text("Chosen").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            Text("C")
        }
        .padding(20)
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    Rectangle().stroke(.red)
                        .frame(width: proxy[anchor].width, height: proxy[anchor].height)
                        .offset(x: proxy[anchor].minX, y: proxy[anchor].minY)
                }
            }
        }
    }

    @Test(arguments: [CGFloat(390), 768, 1280])
    func theOverlayLandsOnTheAnchoredView(width: CGFloat) throws {
        let laidOut = frames(of: highlight, width: width)
        let chosen = try #require(laidOut["0.0.1"])
        // The overlay is the stack's second modifier (after its padding): its reader, then the outline.
        #expect(laidOut["0.0.m1.0"] == laidOut["0.0"])
        #expect(laidOut["0.0.m1.0.0"] == chosen)
    }

    @Test func aPointAnchorIsInTheReadersCoordinates() throws {
        let view = HStack {
            Color.blue.frame(width: 50, height: 30)
            Color.green.frame(width: 40, height: 60).anchorPreference(key: CenterKey.self, value: .center) { $0 }
        }
        .padding(10)
        .backgroundPreferenceValue(CenterKey.self) { center in
            GeometryReader { proxy in
                // Offset rather than `position`, which would make the dot's frame the reader's.
                let point = center.map { proxy[$0] } ?? .zero
                Circle().frame(width: 4, height: 4).offset(x: point.x - 2, y: point.y - 2)
            }
        }
        let laidOut = frames(of: view)
        let green = try #require(laidOut["0.0.1"])
        let dot = try #require(laidOut["0.0.m1.0.0"])
        #expect(CGPoint(x: dot.midX, y: dot.midY) == CGPoint(x: green.midX, y: green.midY))
    }
}
