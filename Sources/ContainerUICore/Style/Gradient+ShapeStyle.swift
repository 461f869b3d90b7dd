extension Gradient: ShapeStyle {
    /// The gradient as a shape style: a linear gradient from top to bottom, as SwiftUI draws it;
    /// a control's tint takes its stops along the control's own path (a gauge's bar or ring).
    public var _resolvedStyle: ResolvedShapeStyle {
        .linearGradient(LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom))
    }
}
