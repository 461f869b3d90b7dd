import ContainerUI
@testable import ContainerUICore
import Foundation
import Testing

/// Colours made in each `Color.RGBColorSpace`, as they are stored and as a colour input holds them.
@Suite struct ColorSpaceTests {
    @Test func linearSRGBIsStoredEncoded() {
        #expect(Color(.sRGBLinear, red: 0, green: 0.002, blue: 0.5).storage == Color(red: 0, green: 12.92 * 0.002, blue: Color.gammaEncoded(0.5)).storage)
        #expect(Color.linearized(Color.gammaEncoded(0.3)).isApproximatelyEqual(to: 0.3))
    }

    @Test func componentsAreClampedFirst() {
        #expect(Color(.displayP3, red: 2, green: -1, blue: 0.5).storage == .displayP3(red: 1, green: 0, blue: 0.5))
        #expect(Color(.sRGBLinear, white: -1, opacity: 2) == Color(white: 0))
    }

    /// A colour input takes sRGB: Display P3 is converted, and clipped where sRGB has no match.
    @Test func aColourInputHoldsDisplayP3AsSRGB() {
        #expect(Color(.displayP3, white: 0.6).hexString(in: .light) == "#999999")
        #expect(Color(.displayP3, red: 1, green: 0, blue: 0).hexString(in: .light) == "#ff0000")
        #expect(Color(.displayP3, red: 0.5, green: 0.25, blue: 0.75).hexString(in: .light) == "#893bc6")
    }
}

private extension Double {
    func isApproximatelyEqual(to other: Double) -> Bool { abs(self - other) < 1e-12 }
}
