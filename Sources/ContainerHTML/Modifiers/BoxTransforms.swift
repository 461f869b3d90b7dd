import ContainerUICore
import Foundation

/// The drawing transforms of one ``ModifierBox``: at most one `offset`, one `rotationEffect`, one
/// `scaleEffect`, one `rotation3DEffect`, one `transformEffect` and one `projectionEffect`,
/// innermost first (their ranks rise in that order, so a box never holds two of a kind), written
/// as one CSS `transform` so that none replaces another.
///
/// SwiftUI applies the innermost first, each about its anchor in the box's frame, which these
/// transforms never change (a `transformEffect` and a `projectionEffect` about the top-leading
/// corner); CSS applies the rightmost first, about `transform-origin`. One transform keeps its
/// anchor as the origin; several share it when their anchors agree (an offset has none to agree
/// with), else each is drawn about its own anchor as `translate(a) op translate(−a)` from the
/// top-leading origin (percentages of the element's box).
struct BoxTransforms {
    var offset: CGSize?
    var rotation: (angle: Angle, anchor: UnitPoint)?
    var scale: (size: CGSize, anchor: UnitPoint)?
    /// A 3D rotation, with the viewer's distance from the view (`nil` for no perspective).
    var rotation3D: (rotation: ResolvedRotation3D, viewerDistance: CGFloat?)?
    var affine: CGAffineTransform?
    var projection: ProjectionTransform?

    /// Writes the `cui-tf` class with `--cui-tf` and `--cui-to`, if the box has any transform.
    func write(to writer: inout HTMLOutput) {
        guard offset != nil || rotation != nil || scale != nil || rotation3D != nil || affine != nil || projection != nil else { return }
        let shared = sharedAnchor
        writer.addClass("cui-tf")
        writer.styleVarStart("--cui-tf")
        var first = true
        func separate() {
            if !first { writer.styleRaw(" ") }
            first = false
        }
        if let projection {
            separate()
            anchored(.topLeading, shared: shared, &writer) { $0.styleProjection(projection) }
        }
        if let affine {
            separate()
            anchored(.topLeading, shared: shared, &writer) { $0.styleMatrix(affine) }
        }
        if let rotation3D {
            separate()
            anchored(rotation3D.rotation.anchor, shared: shared, &writer) { $0.styleRotation3D(rotation3D.rotation, viewerDistance: rotation3D.viewerDistance) }
        }
        if let scale {
            separate()
            anchored(scale.anchor, shared: shared, &writer) { $0.styleScale(scale.size) }
        }
        if let rotation {
            separate()
            anchored(rotation.anchor, shared: shared, &writer) { $0.styleRotate(rotation.angle) }
        }
        if let offset {
            separate()
            writer.styleTranslate(offset)
        }
        writer.styleVarEnd()
        let origin = shared ?? .topLeading
        writer.styleVarStart("--cui-to")
        writer.styleNumber(Double(origin.x) * 100)
        writer.styleRaw("% ")
        writer.styleNumber(Double(origin.y) * 100)
        writer.styleRaw("%")
        writer.styleVarEnd()
    }

    /// The anchor all the anchored transforms have (the centre for an offset alone), or `nil`
    /// when they differ.
    private var sharedAnchor: UnitPoint? {
        var shared: UnitPoint?
        func agree(_ anchor: UnitPoint) -> Bool {
            defer { shared = anchor }
            return shared == nil || shared == anchor
        }
        if projection != nil, !agree(.topLeading) { return nil }
        if affine != nil, !agree(.topLeading) { return nil }
        if let rotation3D, !agree(rotation3D.rotation.anchor) { return nil }
        if let scale, !agree(scale.anchor) { return nil }
        if let rotation, !agree(rotation.anchor) { return nil }
        return shared ?? .center
    }

    /// Writes `operation` about `anchor`: as it is when the origin is that anchor (the top-leading
    /// origin is, when no anchor is shared), else moved there and back.
    private func anchored(_ anchor: UnitPoint, shared: UnitPoint?, _ writer: inout HTMLOutput, _ operation: (inout HTMLOutput) -> Void) {
        guard shared == nil, anchor != .topLeading else { return operation(&writer) }
        writer.styleAnchored(anchor, operation)
    }
}
