import Foundation

extension Path {
    /// Whether filling the path would paint `point`: by the nonzero winding rule, or by the
    /// even-odd rule with `eoFill`. Every subpath counts as closed, as a fill closes it; curves
    /// are followed in short straight pieces.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        FlattenedPath(self).contains(point, eoFill: eoFill)
    }
}
