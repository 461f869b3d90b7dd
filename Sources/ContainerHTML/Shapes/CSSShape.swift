import ContainerUICore
import Foundation

/// A shape CSS draws exactly at any size with `border-radius`: a rectangle, a rounded rectangle
/// or a capsule. Other shapes become inline SVG.
enum CSSShape {
    /// The bounds.
    case rectangle
    /// Elliptical corners of this size.
    case rounded(CGSize)
    /// Semicircular ends.
    case capsule

    /// The CSS form of `shape`, where one exists; `nil` shape means the bounds.
    init?(_ shape: AnyShape?) {
        guard let shape else { self = .rectangle; return }
        if shape.base(as: Rectangle.self) != nil {
            self = .rectangle
        } else if let rounded = shape.base(as: RoundedRectangle.self) {
            self = .rounded(rounded.cornerSize)
        } else if shape.base(as: Capsule.self) != nil {
            self = .capsule
        } else {
            return nil
        }
    }
}

extension HTMLOutput {
    /// Appends the `border-radius` of a CSS shape: `0`, `Wpx / Hpx` or `9999px`.
    mutating func styleRadius(_ shape: CSSShape) {
        switch shape {
        case .rectangle: styleRaw("0")
        case .capsule: styleRaw("9999px")
        case .rounded(let size):
            stylePx(Double(size.width))
            if size.height != size.width {
                styleRaw(" / ")
                stylePx(Double(size.height))
            }
        }
    }
}
