/// What a view shows when it has nothing to show: a large secondary symbol, a title and a
/// description, centred in the space offered.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    private let label: Label
    private let description: Description
    private let actions: Actions

    /// An unavailable-content view from its parts.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 8) {
            label
            description.font(.callout).foregroundStyle(.secondary)
            actions
        }
        .multilineTextAlignment(.center)
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == ContentUnavailableTitle, Description == Text?, Actions == EmptyView {
    /// A title under a system symbol, with an optional description.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { ContentUnavailableTitle(title: Text(titleKey), systemImage: name) }, description: { description })
    }

    /// A title under a system symbol, with an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { ContentUnavailableTitle(title: Text(title), systemImage: name) }, description: { description })
    }
}

/// The label of ``ContentUnavailableView``'s title initialisers: the symbol large and secondary
/// over the title in the title 2 font, bold.
public struct ContentUnavailableTitle: View {
    let title: Text
    let systemImage: String

    public var body: some View {
        VStack(spacing: 12) {
            Image(systemName: systemImage).font(.system(size: 48)).foregroundStyle(.secondary)
            title.font(.title2).bold()
        }
    }
}
