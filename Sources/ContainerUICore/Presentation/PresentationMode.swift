/// Whether the view is presented, and how to dismiss it: the form of `\.dismiss` and
/// `\.isPresented` before iOS 15, kept for code that still reads it.
@available(*, deprecated, message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss")
public struct PresentationMode: Sendable {
    /// Whether the view is inside presented content.
    public let isPresented: Bool

    /// Dismisses the presentation; a render runs no action.
    public mutating func dismiss() {}
}

extension EnvironmentValues {
    /// The presentation the view is in, as a binding: `presentationMode.wrappedValue.dismiss()`.
    @available(*, deprecated, message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss")
    public var presentationMode: Binding<PresentationMode> {
        .constant(PresentationMode(isPresented: isPresented))
    }
}
