import Foundation

extension MeshGradient {
    /// The mesh drawn into `size` × `size` RGBA pixels (8 bits a channel, not premultiplied) in
    /// `scheme`: each patch between four neighbouring points is a Coons patch (its edges cubic
    /// curves through the points: a `.points` mesh's control points follow Catmull–Rom tangents of
    /// its neighbours, as a smooth mesh's do; `.bezierPoints` give their own), cut into small
    /// triangles whose pixels take colours blended across the grid (Catmull–Rom when
    /// `smoothsColors`, else bilinear), in sRGB or OKLab; pixels no patch covers take
    /// `background`. `nil` for a mesh whose point or colour counts do not match its size.
    package func raster(size: Int, scheme: ColorScheme) -> [UInt8]? {
        guard width >= 2, height >= 2, size > 0, let grid = MeshGrid(self, scheme: scheme) else { return nil }
        var pixels = [UInt8](repeating: 0, count: size * size * 4)
        let backdrop = background.components(in: scheme)
        for index in 0..<(size * size) {
            write((backdrop.red, backdrop.green, backdrop.blue, backdrop.opacity), to: &pixels, at: index)
        }
        let steps = 12
        for row in 0..<(height - 1) {
            for column in 0..<(width - 1) {
                for j in 0..<steps {
                    for i in 0..<steps {
                        let s0 = Double(i) / Double(steps), s1 = Double(i + 1) / Double(steps)
                        let t0 = Double(j) / Double(steps), t1 = Double(j + 1) / Double(steps)
                        let corners = [(s0, t0), (s1, t0), (s1, t1), (s0, t1)].map { s, t in
                            (point: grid.position(column: column, row: row, s: s, t: t),
                             color: grid.color(column: Double(column) + s, row: Double(row) + t))
                        }
                        fill(corners[0], corners[1], corners[2], into: &pixels, size: size, perceptual: colorSpace.isPerceptual)
                        fill(corners[0], corners[2], corners[3], into: &pixels, size: size, perceptual: colorSpace.isPerceptual)
                    }
                }
            }
        }
        return pixels
    }

    private typealias Vertex = (point: SIMD2<Double>, color: SIMD4<Double>)

    /// Fills the pixels whose centres lie in the triangle, blending its corners' colours.
    private func fill(_ a: Vertex, _ b: Vertex, _ c: Vertex, into pixels: inout [UInt8], size: Int, perceptual: Bool) {
        let scale = Double(size)
        let (pa, pb, pc) = (a.point * scale, b.point * scale, c.point * scale)
        let area = (pb.x - pa.x) * (pc.y - pa.y) - (pc.x - pa.x) * (pb.y - pa.y)
        guard abs(area) > 1e-12 else { return }
        let minX = max(0, Int((min(pa.x, pb.x, pc.x) - 0.5).rounded(.up)))
        let maxX = min(size - 1, Int((max(pa.x, pb.x, pc.x) - 0.5).rounded(.down)))
        let minY = max(0, Int((min(pa.y, pb.y, pc.y) - 0.5).rounded(.up)))
        let maxY = min(size - 1, Int((max(pa.y, pb.y, pc.y) - 0.5).rounded(.down)))
        guard minX <= maxX, minY <= maxY else { return }
        for y in minY...maxY {
            for x in minX...maxX {
                let p = SIMD2(Double(x) + 0.5, Double(y) + 0.5)
                let wa = ((pb.x - p.x) * (pc.y - p.y) - (pc.x - p.x) * (pb.y - p.y)) / area
                let wb = ((pc.x - p.x) * (pa.y - p.y) - (pa.x - p.x) * (pc.y - p.y)) / area
                let wc = 1 - wa - wb
                guard wa >= -1e-9, wb >= -1e-9, wc >= -1e-9 else { continue }
                let mixed: SIMD4<Double> = a.color * wa + b.color * wb + c.color * wc
                let rgb = perceptual ? ColorMixing.sRGB(fromOKLab: (mixed.x, mixed.y, mixed.z)) : (mixed.x, mixed.y, mixed.z)
                write((rgb.0, rgb.1, rgb.2, mixed.w), to: &pixels, at: y * size + x)
            }
        }
    }

    private func write(_ color: (Double, Double, Double, Double), to pixels: inout [UInt8], at index: Int) {
        func byte(_ value: Double) -> UInt8 { UInt8((value.clamped01 * 255).rounded()) }
        pixels[index * 4] = byte(color.0)
        pixels[index * 4 + 1] = byte(color.1)
        pixels[index * 4 + 2] = byte(color.2)
        pixels[index * 4 + 3] = byte(color.3)
    }
}

/// A mesh's points with the control points of their curves, and their colours in the space the
/// mesh blends in.
private struct MeshGrid {
    let width: Int, height: Int
    let points: [MeshGradient.BezierPoint]
    let colors: [SIMD4<Double>]
    let smooth: Bool

    init?(_ mesh: MeshGradient, scheme: ColorScheme) {
        width = mesh.width
        height = mesh.height
        let count = width * height
        let colorList = mesh.colorList
        guard colorList.count == count else { return nil }
        switch mesh.locations {
        case .points(let positions):
            guard positions.count == count else { return nil }
            points = MeshGrid.catmullRomControls(positions, width: width, height: height)
        case .bezierPoints(let given):
            guard given.count == count else { return nil }
            points = given
        }
        colors = colorList.map { color in
            let c = color.components(in: scheme)
            if mesh.colorSpace.isPerceptual {
                let lab = ColorMixing.oklab((c.red, c.green, c.blue, c.opacity))
                return SIMD4(lab.0, lab.1, lab.2, c.opacity)
            }
            return SIMD4(c.red, c.green, c.blue, c.opacity)
        }
        smooth = mesh.smoothsColors
    }

    /// Control points a third of the way along Catmull–Rom tangents: the curves through a
    /// row or column of points are smooth at each point.
    static func catmullRomControls(_ positions: [SIMD2<Float>], width: Int, height: Int) -> [MeshGradient.BezierPoint] {
        func at(_ column: Int, _ row: Int) -> SIMD2<Float> {
            positions[min(max(row, 0), height - 1) * width + min(max(column, 0), width - 1)]
        }
        var points: [MeshGradient.BezierPoint] = []
        points.reserveCapacity(positions.count)
        for row in 0..<height {
            for column in 0..<width {
                let p = at(column, row)
                let horizontal = (at(column + 1, row) - at(column - 1, row)) / (column == 0 || column == width - 1 ? 3 : 6)
                let vertical = (at(column, row + 1) - at(column, row - 1)) / (row == 0 || row == height - 1 ? 3 : 6)
                points.append(MeshGradient.BezierPoint(
                    position: p, leadingControlPoint: p - horizontal, topControlPoint: p - vertical,
                    trailingControlPoint: p + horizontal, bottomControlPoint: p + vertical))
            }
        }
        return points
    }

    private func point(_ column: Int, _ row: Int) -> MeshGradient.BezierPoint { points[row * width + column] }

    /// The point at (`s`, `t`) of the patch whose top-leading corner is (`column`, `row`): a
    /// Coons patch of its four cubic edges.
    func position(column: Int, row: Int, s: Double, t: Double) -> SIMD2<Double> {
        let p00 = point(column, row), p10 = point(column + 1, row)
        let p01 = point(column, row + 1), p11 = point(column + 1, row + 1)
        let top = cubic(p00.position, p00.trailingControlPoint, p10.leadingControlPoint, p10.position, s)
        let bottom = cubic(p01.position, p01.trailingControlPoint, p11.leadingControlPoint, p11.position, s)
        let leading = cubic(p00.position, p00.bottomControlPoint, p01.topControlPoint, p01.position, t)
        let trailing = cubic(p10.position, p10.bottomControlPoint, p11.topControlPoint, p11.position, t)
        let upper: SIMD2<Double> = double(p00.position) * ((1 - s) * (1 - t)) + double(p10.position) * (s * (1 - t))
        let lower: SIMD2<Double> = double(p01.position) * ((1 - s) * t) + double(p11.position) * (s * t)
        let ruled: SIMD2<Double> = top * (1 - t) + bottom * t
        let crossing: SIMD2<Double> = leading * (1 - s) + trailing * s
        return ruled + crossing - upper - lower
    }

    /// The colour at a fractional grid position: Catmull–Rom across the grid when smooth, else
    /// bilinear within the patch.
    func color(column: Double, row: Double) -> SIMD4<Double> {
        let c = min(Int(column), width - 2), r = min(Int(row), height - 2)
        let s = column - Double(c), t = row - Double(r)
        func at(_ x: Int, _ y: Int) -> SIMD4<Double> {
            colors[min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)]
        }
        guard smooth else {
            let upper: SIMD4<Double> = at(c, r) * (1 - s) + at(c + 1, r) * s
            let lower: SIMD4<Double> = at(c, r + 1) * (1 - s) + at(c + 1, r + 1) * s
            return upper * (1 - t) + lower * t
        }
        func spline(_ p0: SIMD4<Double>, _ p1: SIMD4<Double>, _ p2: SIMD4<Double>, _ p3: SIMD4<Double>, _ u: Double) -> SIMD4<Double> {
            let u2 = u * u, u3 = u2 * u
            let linear: SIMD4<Double> = (p2 - p0) * u
            let quadratic: SIMD4<Double> = (p0 * 2 - p1 * 5 + p2 * 4 - p3) * u2
            let cubic: SIMD4<Double> = (p1 * 3 - p0 - p2 * 3 + p3) * u3
            return (p1 * 2 + linear + quadratic + cubic) * 0.5
        }
        let rows = (-1...2).map { dy in spline(at(c - 1, r + dy), at(c, r + dy), at(c + 1, r + dy), at(c + 2, r + dy), s) }
        return spline(rows[0], rows[1], rows[2], rows[3], t)
    }

    private func double(_ point: SIMD2<Float>) -> SIMD2<Double> { SIMD2(Double(point.x), Double(point.y)) }

    private func cubic(_ p0: SIMD2<Float>, _ p1: SIMD2<Float>, _ p2: SIMD2<Float>, _ p3: SIMD2<Float>, _ u: Double) -> SIMD2<Double> {
        let v = 1 - u
        let start: SIMD2<Double> = double(p0) * (v * v * v) + double(p1) * (3 * v * v * u)
        let end: SIMD2<Double> = double(p2) * (3 * v * u * u) + double(p3) * (u * u * u)
        return start + end
    }
}
