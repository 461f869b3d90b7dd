import ContainerUICore
import Foundation

/// CSS transform functions in a style value, for the drawing transforms of modifier boxes and
/// of scroll transitions.
extension HTMLOutput {
    /// `translate(xpx,ypx)`.
    mutating func styleTranslate(_ size: CGSize) {
        styleRaw("translate(")
        stylePx(Double(size.width))
        styleRaw(",")
        stylePx(Double(size.height))
        styleRaw(")")
    }

    /// `rotate(Ndeg)`.
    mutating func styleRotate(_ angle: Angle) {
        styleRaw("rotate(")
        styleNumber(angle.degrees)
        styleRaw("deg)")
    }

    /// `scale(x,y)`.
    mutating func styleScale(_ size: CGSize) {
        styleRaw("scale(")
        styleNumber(Double(size.width))
        styleRaw(",")
        styleNumber(Double(size.height))
        styleRaw(")")
    }

    /// `matrix(a,b,c,d,tx,ty)`.
    mutating func styleMatrix(_ transform: CGAffineTransform) {
        styleRaw("matrix(")
        for (index, value) in [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].enumerated() {
            if index > 0 { styleRaw(",") }
            styleNumber(Double(value))
        }
        styleRaw(")")
    }

    /// `body` between a move to `anchor` and back, in percentages of the element's box:
    /// `translate(x%,y%) body translate(−x%,−y%)`.
    mutating func styleAnchored(_ anchor: UnitPoint, _ body: (inout HTMLOutput) -> Void) {
        styleRaw("translate(")
        styleNumber(Double(anchor.x) * 100)
        styleRaw("%,")
        styleNumber(Double(anchor.y) * 100)
        styleRaw("%) ")
        body(&self)
        styleRaw(" translate(")
        styleNumber(Double(-anchor.x) * 100)
        styleRaw("%,")
        styleNumber(Double(-anchor.y) * 100)
        styleRaw("%)")
    }
}
