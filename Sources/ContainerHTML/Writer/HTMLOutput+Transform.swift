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

extension HTMLOutput {
    /// `rotate3d(x,y,z,θ)` about a point `anchorZ` towards the viewer, seen from `distance`
    /// away (`perspective(d)`, none when `nil`): CSS applies the rightmost first, so the view is
    /// moved back by `anchorZ`, rotated, seen in perspective and moved forward again.
    mutating func styleRotation3D(_ rotation: ResolvedRotation3D, viewerDistance distance: CGFloat?) {
        let depth = Double(rotation.anchorZ)
        if depth != 0 {
            styleRaw("translateZ(")
            stylePx(depth)
            styleRaw(") ")
        }
        if let distance {
            styleRaw("perspective(")
            stylePx(Double(distance))
            styleRaw(") ")
        }
        styleRaw("rotate3d(")
        for value in [rotation.x, rotation.y, rotation.z] {
            styleNumber(Double(value))
            styleRaw(",")
        }
        styleNumber(rotation.angle.degrees)
        styleRaw("deg)")
        if depth != 0 {
            styleRaw(" translateZ(")
            stylePx(-depth)
            styleRaw(")")
        }
    }

    /// `matrix3d(…)` of a projective transform, z left as it is (the view is flat). Numbers are
    /// written with three
    /// decimals, too few for the perspective terms (thousandths per point), so a transform that is
    /// not affine is written scaled by 1000: a projective matrix means the same at any scale.
    mutating func styleProjection(_ m: ProjectionTransform) {
        let k: CGFloat = m.isAffine ? 1 : 1000
        styleRaw("matrix3d(")
        for (index, value) in [m.m11, m.m12, 0, m.m13, m.m21, m.m22, 0, m.m23, 0, 0, 1, 0, m.m31, m.m32, 0, m.m33].enumerated() {
            if index > 0 { styleRaw(",") }
            styleNumber(Double(value * k))
        }
        styleRaw(")")
    }
}
