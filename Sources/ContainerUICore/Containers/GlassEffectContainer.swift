import Foundation

/// iOS 26's container of Liquid Glass: the glass shapes of the views inside render together, and
/// shapes closer than `spacing` flow into one another as they move. A rendered frame shows its
/// content as written, each `glassEffect` in its own shape: the blending is motion between
/// shapes, which a still frame of separate shapes does not show (see the mapping table).
///
/// ```swift
/// GlassEffectContainer(spacing: 20) {
///     HStack(spacing: 20) {
///         Image(systemName: "pencil").frame(width: 44, height: 44).glassEffect()
///         Image(systemName: "eraser").frame(width: 44, height: 44).glassEffect()
///     }
/// }
/// ```
public struct GlassEffectContainer<Content: View>: View {
    private let content: Content

    /// A container of the glass shapes in `content`, blending within `spacing` points on iOS.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The content, as written.
    public var body: some View { content }
}
