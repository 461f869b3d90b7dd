import ContainerHTML
@testable import ContainerUICore
import ContainerUI
import Testing

/// iOS 18's `Color.mix(with:by:in:)`: CSS `color-mix()` in OKLab (perceptual, the default) or
/// sRGB (device), each side written as any colour so system colours keep both appearances; the
/// server's own components (for contrast and filters) agree with what CSS paints.
@Suite struct ColorMixMappingTests {
    @Test func mixesAsColorMix() {
        #expect(renderHTML(Color.blue.mix(with: .red, by: 0.25)).contains("color-mix(in oklab,var(--cui-c-blue) 75%,var(--cui-c-red))"))
        #expect(renderHTML(Color.blue.mix(with: .white, by: 0.5, in: .device)).contains("color-mix(in srgb,var(--cui-c-blue) 50%,var(--cui-c-white))"))
        let faded = renderHTML(Color(red: 1, green: 0, blue: 0).mix(with: .black, by: 0.5).opacity(0.5))
        #expect(faded.contains("color-mix(in srgb,color-mix(in oklab,rgb(255 0 0 / 1) 50%,var(--cui-c-black)) 50%,transparent)"))
    }

    @Test func componentsFollowCSS() {
        // sRGB: halfway between red and blue is (0.5, 0, 0.5).
        let device = Color(red: 1, green: 0, blue: 0).mix(with: Color(red: 0, green: 0, blue: 1), by: 0.5, in: .device).components(in: .light)
        #expect(abs(device.red - 0.5) < 1e-9 && abs(device.blue - 0.5) < 1e-9 && device.green == 0 && device.opacity == 1)
        // OKLab: black and white meet at OKLab L 0.5, sRGB about 0.389 (99 of 255).
        let grey = Color.black.mix(with: .white, by: 0.5).components(in: .light)
        #expect(abs(grey.red - 0.3885) < 0.001 && abs(grey.red - grey.blue) < 1e-4)
        // The ends are the colours themselves, in each scheme.
        let dark = Color.blue.mix(with: .red, by: 0).components(in: .dark)
        #expect(abs(dark.red - 10 / 255) < 1e-6 && abs(dark.blue - 1) < 1e-6)
        // Alpha mixes premultiplied: clear and opaque white halfway is half-transparent white.
        let half = Color.clear.mix(with: .white, by: 0.5, in: .device).components(in: .light)
        #expect(abs(half.opacity - 0.5) < 1e-9 && abs(half.red - 1) < 1e-9)
    }

    @Test func gradientOfAMixLightensBothSides() {
        let html = renderHTML(Rectangle().fill(Color.blue.mix(with: .red, by: 0.5).gradient))
        #expect(html.contains("color-mix(in oklab,color-mix(in srgb,var(--cui-c-blue) 85%,#fff) 50%,color-mix(in srgb,var(--cui-c-red) 85%,#fff))"))
    }
}
