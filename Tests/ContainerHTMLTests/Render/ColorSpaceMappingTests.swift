import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// Colours of every `Color.RGBColorSpace`: sRGB and linear sRGB as `rgb()` (linear components
/// gamma-encoded by sRGB's transfer function), Display P3 as `color(display-p3 …)`.
@Suite struct ColorSpaceMappingTests {
    @Test func sRGBComponentsAreWrittenAsTheyAre() {
        #expect(renderHTML(Color(.sRGB, red: 1, green: 0.5, blue: 0)).contains("rgb(255 127.5 0 / 1)"))
    }

    /// 0.5 encodes to 0.7354 (187.516 of 255), 0.2 to 0.4845, and 0.002, on the curve's linear
    /// part, to 12.92 times itself.
    @Test func linearComponentsAreGammaEncoded() {
        #expect(renderHTML(Color(.sRGBLinear, red: 0.5, green: 0.2, blue: 0.002, opacity: 0.4)).contains("rgb(187.516 123.555 6.589 / 0.4)"))
        #expect(renderHTML(Color(.sRGBLinear, white: 0.5)).contains("rgb(187.516 187.516 187.516 / 1)"))
        #expect(renderHTML(Color(.sRGBLinear, white: 1)).contains("rgb(255 255 255 / 1)"))
    }

    @Test func displayP3IsWrittenInItsOwnSpace() {
        #expect(renderHTML(Color(.displayP3, red: 1, green: 0.5, blue: 0, opacity: 0.8)).contains("color(display-p3 1 0.5 0 / 0.8)"))
        #expect(renderHTML(Color(.displayP3, white: 0.25)).contains("color(display-p3 0.25 0.25 0.25 / 1)"))
    }

    /// A gradient's lighter top mixes Display P3 components with white in Display P3.
    @Test func aDisplayP3GradientStaysInDisplayP3() {
        let html = renderHTML(Rectangle().fill(Color(.displayP3, red: 0, green: 0.5, blue: 1).gradient))
        #expect(html.contains("color(display-p3 0.15 0.575 1 / 1)") && html.contains("color(display-p3 0 0.5 1 / 1)"))
    }
}
