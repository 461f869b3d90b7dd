import ContainerUI
@testable import ContainerUICore
import Foundation
import Testing

/// iOS 17's `Color.Resolved`, written as SwiftUI code writes it: linear components with encoded
/// views of them, colours resolved by the environment's colour scheme, back into colours and
/// shape styles, printed as hex, and iOS 18's mesh gradients of resolved colours.
@Suite struct ColorResolvedTests {
    private func environment(_ scheme: ColorScheme) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return environment
    }

    private func close(_ value: Float, _ expected: Float) -> Bool { abs(value - expected) < 1e-5 }

    @Test func componentsAreLinearWithEncodedAccessors() {
        var resolved = Color.Resolved(red: 0.5, green: 0, blue: 1, opacity: 0.25)
        #expect(close(resolved.linearRed, Float(Color.linearized(0.5))) && resolved.linearBlue == 1 && resolved.opacity == 0.25)
        #expect(close(resolved.red, 0.5) && resolved.green == 0 && close(resolved.blue, 1))
        resolved.green = 0.5
        #expect(close(resolved.linearGreen, resolved.linearRed))
        let linear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.5, green: 0.5, blue: 0.5)
        #expect(linear.linearRed == 0.5 && close(linear.red, Float(Color.gammaEncoded(0.5))) && linear.opacity == 1)
    }

    @Test func systemColoursResolveByColorScheme() {
        let light = Color.red.resolve(in: environment(.light))
        let dark = Color.red.resolve(in: environment(.dark))
        #expect(light.description == "#FF3B30FF" && dark.description == "#FF453AFF")
        #expect(light != dark)
        #expect(Color.blue.opacity(0.5).resolve(in: EnvironmentValues()).description == "#007AFF80")
        #expect(Color(red: 0.2, green: 0.4, blue: 0.6).resolve(in: environment(.dark)).description == "#336699FF")
    }

    /// Display P3 outside sRGB's gamut stays unclipped (extended sRGB) until drawn.
    @Test func displayP3IsExtendedSRGBUntilDrawn() {
        let resolved = Color(.displayP3, red: 1, green: 0, blue: 0).resolve(in: EnvironmentValues())
        #expect(resolved.red > 1.05 && resolved.green < 0 && resolved.blue < 0)
        #expect(Color(resolved).storage == .rgb(red: 1, green: 0, blue: 0))
        #expect(resolved.description == "#FF0000FF")
    }

    @Test func colourOfAResolvedColour() {
        let resolved = Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 0.5)
        let color = Color(resolved)
        #expect(color.opacity == 0.5)
        let again = color.resolve(in: environment(.dark))
        #expect(again.description == "#FF800080" && close(again.linearGreen, resolved.linearGreen) && again.opacity == 0.5)
        #expect(Color(Color.teal.resolve(in: environment(.dark))).hexString(in: .light) == Color.teal.hexString(in: .dark))
    }

    @Test func resolvedColourIsAShapeStyleAndAnimatable() {
        let orange = Color.Resolved(red: 1, green: 0.5, blue: 0)
        #expect(resolve(Rectangle().fill(orange)).dump().contains("rgb(1, 0.5, 0)"))
        #expect(resolve(Text("a").foregroundStyle(orange)).dump().contains("rgb(1, 0.5, 0)"))
        var animated = orange
        animated.animatableData = AnimatablePair(0, AnimatablePair(0, AnimatablePair(1, 0.5)))
        #expect(animated == Color.Resolved(red: 0, green: 0, blue: 1, opacity: 0.5))
        #expect(orange.animatableData.second.first == orange.linearGreen)
    }

    @Test func resolvedColoursRoundTripThroughCodable() throws {
        struct Theme: Codable, Equatable { var accent: Color.Resolved }
        let theme = Theme(accent: Color.indigo.resolve(in: environment(.dark)))
        let data = try JSONEncoder().encode(theme)
        #expect(try JSONDecoder().decode(Theme.self, from: data) == theme)
        #expect(String(decoding: data, as: UTF8.self).contains("\"linearRed\""))
    }

    @Test func meshGradientOfResolvedColours() throws {
        let environment = environment(.light)
        let colors = [Color.red, .blue, .green, .white].map { $0.resolve(in: environment) }
        let points: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]
        let mesh = MeshGradient(width: 2, height: 2, points: points, resolvedColors: colors)
        #expect(mesh.colors == .resolvedColors(colors))
        // Resolved in the light, the mesh draws the light colours in the dark too.
        let dark = try #require(mesh.raster(size: 8, scheme: .dark))
        #expect(dark == MeshGradient(width: 2, height: 2, points: points, colors: [.red, .blue, .green, .white]).raster(size: 8, scheme: .light))
        let bezier = MeshGradient(width: 1, height: 1, bezierPoints: [MeshGradient.BezierPoint(
            position: [0, 0], leadingControlPoint: [0, 0], topControlPoint: [0, 0], trailingControlPoint: [0, 0], bottomControlPoint: [0, 0])],
            resolvedColors: [Color.Resolved(red: 0, green: 0, blue: 1)], smoothsColors: false)
        #expect(resolve(bezier).dump().contains("MeshGradient(1×1, rgb(0, 0, 1))"))
    }
}
