import Foundation

/// A label that shows or hides its content, collapsed unless `isExpanded` says otherwise, as in
/// SwiftUI; a render is never tapped, so it stays as it is. In the automatic style, outside a
/// list it is its label with a chevron at the trailing edge (right while collapsed, down while
/// expanded), then the content while expanded. As a row of a `List` (directly in the list's or a
/// section's content, or in an expanded group's content there), as iOS draws it, the label
/// with its chevron is a row of its own and each subview of the expanded content another row
/// below it, indented one level (10 points a level, the separator with it); a disclosure group
/// among the content is a level deeper. A row's own `listRowInsets` win over the indentation.
/// A group inside a row's own stack stays in that row, drawn as outside a list.
/// A ``DisclosureGroupStyle`` set with `disclosureGroupStyle(_:)` draws it otherwise.
public struct DisclosureGroup<Label: View, Content: View>: View {
    private let label: Label
    private let content: Content
    private let isExpanded: Binding<Bool>

    /// A collapsed group.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(isExpanded: .constant(false), content: content, label: label)
    }

    /// A group expanded while `isExpanded` is `true`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    public typealias Body = Never

    /// The group in the environment's style: a user's style resolves its body with the group's
    /// binding, with the automatic style below it, while the label and content keep the user's
    /// style for the groups inside them (an outline is styled all the way down).
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let styled = resolver.resolveUserStyle(DisclosureGroupStyleKey.self) { keep in
            DisclosureGroupStyleConfiguration(
                label: .init(content: keep(view.label)), content: .init(content: keep(view.content)), isExpanded: view.isExpanded
            )
        }
        if styled { return }
        let look = DisclosureGroupLook(label: view.label, content: view.content, isExpanded: view.isExpanded.wrappedValue)
        if resolver.collectsListRows {
            look.resolveRows(into: &resolver)
        } else {
            resolver.resolve(look)
        }
    }
}

/// The automatic disclosure group: outside a list, the label with a chevron (right while
/// collapsed, down while expanded) in the tint at the trailing edge, then the content while
/// expanded, 8 points apart; as a list's row, rows (``resolveRows(into:)``).
struct DisclosureGroupLook<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            labelRow
            if isExpanded {
                content
            }
        }
    }

    /// The label, and the chevron at the trailing edge in the tint.
    private var labelRow: some View {
        HStack {
            label
            Spacer()
            Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.tint)
        }
    }

    /// The group in a list: the label row at the current outline depth, then, while expanded,
    /// the content's rows one level deeper.
    func resolveRows(into resolver: inout Resolver) {
        let depth = resolver.environment.outlineDepth
        let start = resolver.output.count
        resolver.withIdentity(0) { $0.resolve(labelRow) }
        resolver.indentOutlineRows(from: start, depth: depth)
        guard isExpanded else { return }
        let saved = resolver.environment
        resolver.environment.outlineDepth = depth + 1
        let contentStart = resolver.output.count
        resolver.withIdentity(1) { $0.resolve(content) }
        resolver.environment = saved
        resolver.indentOutlineRows(from: contentStart, depth: depth + 1)
    }
}

extension Resolver {
    /// Indents the list rows contributed since `start` to outline `depth`: each row without its
    /// own `listRowInsets` gets the list's insets with the leading one `depth` levels wider; a
    /// row that sets some edges but not the leading one gets the wider leading inset alone.
    fileprivate mutating func indentOutlineRows(from start: Int, depth: Int) {
        guard depth > 0 else { return }
        var insets = ResolvedList.defaultRowInsets
        insets.leading += CGFloat(depth) * ResolvedList.outlineIndentWidth
        for index in start..<output.count where !output[index].isSection {
            let own = output[index].listRowOptions.insetEdges
            guard !own.contains(.leading) else { continue }
            output[index].apply(.listRowInsets(insets, edges: own.isEmpty ? .all : .leading), reservingFor: pendingModifiers)
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A collapsed group under a title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A collapsed group under a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// A group under a title, expanded while `isExpanded` is `true`.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }

    /// A group under a title, expanded while `isExpanded` is `true`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}
