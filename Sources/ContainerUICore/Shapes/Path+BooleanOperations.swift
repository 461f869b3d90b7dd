import Foundation

/// iOS 17's boolean operations on paths: the region two fills make together (union,
/// intersection, subtraction, symmetric difference) and the parts of one path's lines inside or
/// outside another's fill. Curves are followed in straight pieces (16 a curve), so the result is
/// made of lines; its subpaths are closed and wind one way around the region, so it fills the
/// same by either rule, and strokes along the region's outline.
///
/// ```swift
/// let ring = Path(ellipseIn: outer).subtracting(Path(ellipseIn: inner))
/// ```
extension Path {
    /// The outline of what either fill covers. `eoFill` reads both fills by the even-odd rule
    /// instead of the nonzero winding rule.
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        var clipper = PathClipper(self, other, eoFill: eoFill)
        return clipper.region(.union)
    }

    /// The outline of what both fills cover.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        var clipper = PathClipper(self, other, eoFill: eoFill)
        return clipper.region(.intersection)
    }

    /// The outline of what this fill covers and `other`'s does not.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        var clipper = PathClipper(self, other, eoFill: eoFill)
        return clipper.region(.subtraction)
    }

    /// The outline of what exactly one of the fills covers.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        var clipper = PathClipper(self, other, eoFill: eoFill)
        return clipper.region(.symmetricDifference)
    }

    /// This path's lines where they lie in `other`'s fill (along its edge included), as open
    /// subpaths (a closed one kept whole stays closed).
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        var clipper = PathClipper(self, other, eoFill: eoFill)
        return clipper.lines(inside: true)
    }

    /// This path's lines where they lie outside `other`'s fill.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        var clipper = PathClipper(self, other, eoFill: eoFill)
        return clipper.lines(inside: false)
    }
}
