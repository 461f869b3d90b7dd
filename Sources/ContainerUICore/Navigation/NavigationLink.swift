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
    /// The destination of a link made active by its binding (iOS 13's `isActive:` and
    /// `tag:selection:` forms): the nearest stack shows it pushed, as SwiftUI does.
    private var activeDestination: Destination?
    @Environment(\.isListContent) private var isListContent

    /// A link to `destination`, built when the link is followed.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link to `destination` (SwiftUI prefers the destination as a closure).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// The label as a button (see ``row``), and the destination pushed while the link is active.
    public var body: some View {
        row.modifier(NavigationDestinationModifier(register: { [activeDestination] scope in
            guard let activeDestination else { return }
            scope.presented.append { $0.resolve(activeDestination) }
        }))
    }

    /// The label as a button; in a list, in the primary style and followed by the chevron.
    @ViewBuilder private var row: some View {
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

extension NavigationLink {
    /// A link to `destination` that is followed while `isActive` is true (iOS 13's form; a render
    /// that starts with it true shows `destination` pushed).
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        activeDestination = isActive.wrappedValue ? destination : nil
    }

    /// A link to `destination` that is followed while `isActive` is true (iOS 16's deprecated form).
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)")
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        activeDestination = isActive.wrappedValue ? destination() : nil
    }

    /// A link to `destination` that is followed while `selection` is `tag` (iOS 13's form).
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(item:destination:)")
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.label = label()
        activeDestination = selection.wrappedValue == tag ? destination : nil
    }

    /// A link to `destination` that is followed while `selection` is `tag` (iOS 16's deprecated
    /// form).
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(item:destination:)")
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        activeDestination = selection.wrappedValue == tag ? destination() : nil
    }
}

extension NavigationLink where Label == Text {
    /// A link titled by a literal to `destination`, followed while `isActive` is true.
    @available(*, deprecated, message: "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:)")
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    /// A link titled by a string to `destination`, followed while `isActive` is true.
    @available(*, deprecated, message: "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:)")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// A link titled by a literal to `destination`, followed while `isActive` is true.
    @available(*, deprecated, message: "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:)")
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(isActive: isActive, destination: destination) { Text(titleKey) }
    }

    /// A link titled by a string to `destination`, followed while `isActive` is true.
    @available(*, deprecated, message: "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:)")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(isActive: isActive, destination: destination) { Text(title) }
    }

    /// A link titled by a literal to `destination`, followed while `selection` is `tag`.
    @available(*, deprecated, message: "use NavigationLink(_:value:), or navigationDestination(item:destination:)")
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }

    /// A link titled by a string to `destination`, followed while `selection` is `tag`.
    @available(*, deprecated, message: "use NavigationLink(_:value:), or navigationDestination(item:destination:)")
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
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
