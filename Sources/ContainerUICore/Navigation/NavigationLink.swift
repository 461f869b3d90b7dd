/// A control that pushes a screen on the nearest `NavigationStack`: a view, or a value whose
/// screen `navigationDestination(for:)` registers.
///
/// A render is one frame nobody taps, so a link draws its label and its destination is never
/// built. As on iOS, a link in a `List` (or a `Form`) is drawn in the primary colour with the
/// row's trailing grey chevron; anywhere else it looks like a `Button`. Either way it is a
/// `button` (what VoiceOver calls a navigation link), which works in a static page as a control
/// that goes nowhere.
public struct NavigationLink<Label: View, Destination: View>: View {
    private let label: Label
    @Environment(\.isListContent) private var isListContent

    /// A link to `destination`, built when the link is followed.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link to `destination` (SwiftUI prefers the destination as a closure).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// The label as a button; in a list, in the primary style and followed by the chevron.
    public var body: some View {
        if isListContent {
            HStack {
                NavigationLinkRowButton(label: label).frame(maxWidth: .infinity, alignment: .leading)
                Image(systemName: "chevron.right")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.tertiary)
                    .accessibilityHidden(true)
            }
        } else {
            Button(action: {}, label: { label })
        }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`; the stack shows the screen `navigationDestination(for:)`
    /// registers for the value's type.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled by a literal that pushes `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link titled by a string that pushes `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled by a literal to `destination`, built when the link is followed.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled by a string to `destination`, built when the link is followed.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled by a literal to `destination`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled by a string to `destination`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A list row's link: a button whose label keeps the primary colour instead of taking the tint,
/// as iOS draws a navigation link's row.
struct NavigationLinkRowButton<Label: View>: View {
    let label: Label

    typealias Body = Never

    static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let label = resolver.collectContent { $0.resolve(view.label) }
        resolver.emit(.button(role: nil, tint: .hierarchical(0)), children: label)
    }
}
