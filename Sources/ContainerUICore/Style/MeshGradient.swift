/// iOS 18's two-dimensional gradient: a grid of `width` × `height` points, each with a colour,
/// the colours blended smoothly across the patches between them.
///
/// ```swift
/// MeshGradient(width: 3, height: 3, points: [
///     [0, 0], [0.5, 0], [1, 0],
///     [0, 0.5], [0.8, 0.2], [1, 0.5],
///     [0, 1], [0.5, 1], [1, 1],
/// ], colors: [.black, .black, .black, .blue, .blue, .blue, .green, .green, .green])
/// ```
///
/// Points are in unit coordinates of the filled frame, row by row. The page draws the mesh as a
/// small image the server renders (CSS has no mesh gradient), stretched over the frame.
public struct MeshGradient: _FillingShapeStyleView, Hashable, Sendable {
    /// A point of a mesh with the control points of the curves leaving it.
    public struct BezierPoint: Hashable, Sendable {
        /// Where the point is, in unit coordinates.
        public var position: SIMD2<Float>
        /// The control point of the curve towards the previous point in its row.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point of the curve towards the point above.
        public var topControlPoint: SIMD2<Float>
        /// The control point of the curve towards the next point in its row.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point of the curve towards the point below.
        public var bottomControlPoint: SIMD2<Float>

        /// A point with its four control points.
        public init(
            position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
            trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
        ) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// Where the mesh's points are.
    public enum Locations: Hashable, Sendable {
        /// Points whose curves the mesh makes smooth itself.
        case points([SIMD2<Float>])
        /// Points with their own control points.
        case bezierPoints([BezierPoint])
    }

    /// The colours of the mesh's points.
    public enum Colors: Hashable, Sendable {
        /// A colour a point, row by row.
        case colors([Color])
        /// A concrete colour a point, row by row, the same in light and dark.
        case resolvedColors([Color.Resolved])
    }

    /// The number of points in a row.
    public var width: Int
    /// The number of rows.
    public var height: Int
    /// The points.
    public var locations: Locations
    /// The points' colours.
    public var colors: Colors
    /// The colour outside the mesh's patches.
    public var background: Color
    /// Whether colours blend along curves (smooth) or straight across each patch.
    public var smoothsColors: Bool
    /// The space the colours blend in.
    public var colorSpace: Gradient.ColorSpace

    /// A mesh of `width` × `height` points at `locations` with `colors`.
    public init(
        width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// A mesh of `width` × `height` points, row by row, with a colour each.
    public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` points with their own control points, row by row.
    public init(
        width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` points, row by row, with a concrete colour each (iOS 18's
    /// `resolvedColors:`, for colours computed with ``Color/resolve(in:)``).
    public init(
        width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` points with their own control points, row by row, with a
    /// concrete colour each.
    public init(
        width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public typealias Body = Never

    /// The style as plain data.
    public var _resolvedStyle: ResolvedShapeStyle { .meshGradient(self) }

    /// The points' colours, as a list.
    package var colorList: [Color] {
        switch colors {
        case .colors(let colors): colors
        case .resolvedColors(let colors): colors.map(Color.init)
        }
    }
}
