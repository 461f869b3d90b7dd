@testable import ContainerUICore
import ContainerUI
import Testing

/// iOS 18's `MeshGradient` drawn by the server: corners take their points' colours, a flat
/// (bilinear) mesh blends linearly, a smooth one differs inside, moved points move the colours,
/// uncovered pixels take the background, and a mesh whose counts do not match draws nothing.
@Suite struct MeshGradientTests {
    let square = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                              colors: [.black, .white, .black, .white], smoothsColors: false)

    private func pixel(_ pixels: [UInt8], x: Int, y: Int, size: Int) -> [UInt8] {
        Array(pixels[((y * size + x) * 4)..<((y * size + x) * 4 + 4)])
    }

    @Test func flatMeshBlendsLinearly() throws {
        let size = 32
        let pixels = try #require(square.raster(size: size, scheme: .light))
        #expect(pixel(pixels, x: 0, y: 0, size: size)[0] < 8)
        #expect(pixel(pixels, x: size - 1, y: size / 2, size: size)[0] > 247)
        // Half way across (pixel 15 of 32 has its centre at 15.5/32), the same at every height.
        let middle = pixel(pixels, x: 15, y: 3, size: size)
        #expect(abs(Int(middle[0]) - 123) <= 2 && middle == pixel(pixels, x: 15, y: 28, size: size) && middle[3] == 255)
    }

    @Test func smoothColoursDifferInsideAPatchOfABiggerMesh() throws {
        let colors: [Color] = [.red, .green, .blue, .yellow, .white, .black, .orange, .purple, .mint]
        let points: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.5, 0.5], [1, 0.5], [0, 1], [0.5, 1], [1, 1]]
        let smooth = try #require(MeshGradient(width: 3, height: 3, points: points, colors: colors).raster(size: 48, scheme: .light))
        let flat = try #require(MeshGradient(width: 3, height: 3, points: points, colors: colors, smoothsColors: false).raster(size: 48, scheme: .light))
        #expect(smooth != flat)
        // Both pass through the points' own colours: the centre point is white.
        #expect(pixel(smooth, x: 24, y: 24, size: 48).prefix(3).allSatisfy { $0 > 240 })
        #expect(pixel(flat, x: 24, y: 24, size: 48).prefix(3).allSatisfy { $0 > 240 })
    }

    @Test func movedPointsMoveTheColoursAndLeaveTheBackground() throws {
        let inset = MeshGradient(width: 2, height: 2, points: [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]],
                                 colors: [.red, .red, .red, .red], background: .blue)
        let pixels = try #require(inset.raster(size: 40, scheme: .light))
        #expect(pixel(pixels, x: 20, y: 20, size: 40) == [255, 59, 48, 255])
        #expect(pixel(pixels, x: 2, y: 2, size: 40) == [0, 122, 255, 255])
    }

    @Test func darkAppearanceUsesTheDarkPalette() throws {
        let red = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .red, .red, .red])
        #expect(pixel(try #require(red.raster(size: 8, scheme: .dark)), x: 4, y: 4, size: 8) == [255, 69, 58, 255])
    }

    @Test func mismatchedCountsDrawNothing() {
        #expect(MeshGradient(width: 3, height: 2, points: [[0, 0], [1, 0]], colors: [.red, .blue]).raster(size: 8, scheme: .light) == nil)
        #expect(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red]).raster(size: 8, scheme: .light) == nil)
    }

    @Test func resolvesAsAFillAndAStyle() {
        #expect(resolve(square).dump().contains("MeshGradient(2×2, black, white, black, white)"))
        #expect(resolve(Rectangle().fill(square)).dump().contains("MeshGradient(2×2"))
    }
}
