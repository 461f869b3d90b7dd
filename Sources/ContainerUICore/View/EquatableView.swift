/// A view that SwiftUI re-evaluates only when it is unequal to its previous value. A render
/// evaluates every view once, so it is drawn as its content.
public struct EquatableView<Content: View & Equatable>: View {
    /// The view compared.
    public var content: Content

    /// A view compared by its own `==`.
    public init(content: Content) {
        self.content = content
    }

    /// The content.
    public var body: Content { content }
}

extension View where Self: Equatable {
    /// This view, compared by its own `==` before SwiftUI evaluates it again.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
