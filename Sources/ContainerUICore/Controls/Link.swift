import Foundation

/// A control that navigates to a URL.
public struct Link<Label: View>: View {
    private let destination: URL
    private let label: Label

    /// A link with a custom label.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let label = resolver.collectContent { $0.resolve(view.label) }
        resolver.emit(.link(destination: view.destination, tint: resolver.environment.controlTint), children: label)
    }
}

extension Link where Label == Text {
    /// A link titled by a literal.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
