import Foundation

/// A rectangle whose four corners have radii of their own, filling its frame.
///
/// Its path is drawn left to right (leading corners on the left), as a shape's path is; the HTML
/// renderer draws it as CSS `border-radius` on logical corners, which mirror in right-to-left.
/// Each radius is at most half the frame's shorter side.
public struct UnevenRoundedRectangle: Shape, CustomStringConvertible {
    /// The radii of the corners.
    public var cornerRadii: RectangleCornerRadii
    /// The corner style; continuous corners are drawn as circular ones.
    public var style: RoundedCornerStyle

    /// A rectangle with the corners `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with a radius for each corner; corners left out are square.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
                topTrailing: topTrailingRadius
            ),
            style: style
        )
    }

    /// The frame with each corner rounded by its radius, clockwise from the end of the top-left
    /// corner, as `RoundedRectangle`'s path runs.
    public func path(in rect: CGRect) -> Path {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        func radius(_ value: CGFloat) -> CGFloat { min(max(value, 0), limit) }
        let topLeft = radius(cornerRadii.topLeading), topRight = radius(cornerRadii.topTrailing)
        let bottomRight = radius(cornerRadii.bottomTrailing), bottomLeft = radius(cornerRadii.bottomLeading)
        let k: CGFloat = 0.5522847498
        var path = Path()
        path.move(to: CGPoint(x: r.minX + topLeft, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - topRight, y: r.minY))
        if topRight > 0 {
            path.addCurve(to: CGPoint(x: r.maxX, y: r.minY + topRight),
                          control1: CGPoint(x: r.maxX - topRight * (1 - k), y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + topRight * (1 - k)))
        }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottomRight))
        if bottomRight > 0 {
            path.addCurve(to: CGPoint(x: r.maxX - bottomRight, y: r.maxY),
                          control1: CGPoint(x: r.maxX, y: r.maxY - bottomRight * (1 - k)), control2: CGPoint(x: r.maxX - bottomRight * (1 - k), y: r.maxY))
        }
        path.addLine(to: CGPoint(x: r.minX + bottomLeft, y: r.maxY))
        if bottomLeft > 0 {
            path.addCurve(to: CGPoint(x: r.minX, y: r.maxY - bottomLeft),
                          control1: CGPoint(x: r.minX + bottomLeft * (1 - k), y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - bottomLeft * (1 - k)))
        }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + topLeft))
        if topLeft > 0 {
            path.addCurve(to: CGPoint(x: r.minX + topLeft, y: r.minY),
                          control1: CGPoint(x: r.minX, y: r.minY + topLeft * (1 - k)), control2: CGPoint(x: r.minX + topLeft * (1 - k), y: r.minY))
        }
        path.closeSubpath()
        return path
    }

    public var description: String {
        let radii = [cornerRadii.topLeading, cornerRadii.bottomLeading, cornerRadii.bottomTrailing, cornerRadii.topTrailing]
        return "UnevenRoundedRectangle(\(radii.map(\.shortDescription).joined(separator: ", ")))"
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius for each corner; corners left out are square.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style
        )
    }

    /// A rectangle with the corners `cornerRadii`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}
