import ContainerUICore
import Foundation

/// A shape CSS draws exactly at any size with `border-radius`: a rectangle, a rounded rectangle,
/// a capsule or an uneven rounded rectangle (or a container's shape that is one). Other shapes
/// become inline SVG.
enum CSSShape {
    /// The bounds.
    case rectangle
    /// Elliptical corners of this size.
    case rounded(CGSize)
    /// Semicircular ends.
    case capsule
    /// A radius for each corner, named by leading and trailing edges.
    case uneven(RectangleCornerRadii)

    /// The CSS form of `shape`, where one exists; `nil` shape means the bounds.
    init?(_ shape: AnyShape?) {
        guard let shape else { self = .rectangle; return }
        if let concentric = shape.base(as: ConcentricContainerShape.self) {
            // The kind of shape drawn, which its concentric forms keep.
            guard let container = CSSShape(concentric.concentric(insetBy: 0)) else { return nil }
            self = container
        } else if shape.base(as: Rectangle.self) != nil {
            self = .rectangle
        } else if let rounded = shape.base(as: RoundedRectangle.self) {
            self = .rounded(rounded.cornerSize)
        } else if shape.base(as: Capsule.self) != nil {
            self = .capsule
        } else if let uneven = shape.base(as: UnevenRoundedRectangle.self) {
            self = .uneven(uneven.cornerRadii)
        } else {
            return nil
        }
    }
}

extension HTMLOutput {
    /// Sets the custom property `name` to the shape's `border-radius` (``styleRadius(_:)``). An
    /// uneven rectangle's corners are also set for `cui-unev`, which gives them to the logical
    /// corners (`border-start-start-radius`, …) after every rule setting `border-radius`, so
    /// they follow the element's `dir`: leading and trailing mirror in right-to-left.
    mutating func radiusVariable(_ name: StaticString, _ shape: CSSShape) {
        styleVarStart(name)
        styleRadius(shape)
        styleVarEnd()
        guard case .uneven(let radii) = shape else { return }
        addClass("cui-unev")
        styleVar("--cui-rtl", px: Self.clampedRadius(radii.topLeading))
        styleVar("--cui-rtt", px: Self.clampedRadius(radii.topTrailing))
        styleVar("--cui-rbt", px: Self.clampedRadius(radii.bottomTrailing))
        styleVar("--cui-rbl", px: Self.clampedRadius(radii.bottomLeading))
    }

    private static func clampedRadius(_ radius: CGFloat) -> Double {
        Double(max(radius, 0))
    }

    /// Appends the `border-radius` of a CSS shape: `0`, `Wpx / Hpx`, `9999px`, or an uneven
    /// rectangle's four corners left to right (top-left, top-right, bottom-right, bottom-left).
    mutating func styleRadius(_ shape: CSSShape) {
        switch shape {
        case .rectangle: styleRaw("0")
        case .capsule: styleRaw("9999px")
        case .uneven(let radii):
            for (index, radius) in [radii.topLeading, radii.topTrailing, radii.bottomTrailing, radii.bottomLeading].enumerated() {
                if index > 0 { styleRaw(" ") }
                stylePx(Self.clampedRadius(radius))
            }
        case .rounded(let size):
            stylePx(Double(size.width))
            if size.height != size.width {
                styleRaw(" / ")
                stylePx(Double(size.height))
            }
        }
    }
}
