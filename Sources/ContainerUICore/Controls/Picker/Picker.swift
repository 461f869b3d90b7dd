/// A control for choosing one of a set of values: its content's views, each tagged with its
/// value (`.tag(_:)`, or the element's id inside a `ForEach`).
///
/// It draws as iOS draws the environment's ``PickerStyle``: a menu (a button showing the chosen
/// value, and in a `List` or `Form` a row with the label), segments, rows with a checkmark, a
/// wheel, or a row that navigates. A render is one frame nobody taps, so no menu opens and the
/// binding is read once and never written.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: AnyHashable
    let label: Label
    let content: Content
    /// Resolves `currentValueLabel`, the view a menu shows for the chosen value, if one was given.
    let currentValueLabel: ((inout Resolver, AnyShapeStyle) -> Void)?

    /// A picker of `content`'s tagged views, with a label view.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = AnyHashable(selection.wrappedValue)
        self.content = content()
        self.label = label()
        currentValueLabel = nil
    }

    /// A picker of `content`'s tagged views, with a label view, whose menu (a button, or a row
    /// in a list) shows `currentValueLabel` instead of the chosen option.
    public init<CurrentValueLabel: View>(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.selection = AnyHashable(selection.wrappedValue)
        self.content = content()
        self.label = label()
        let current = currentValueLabel()
        self.currentValueLabel = { $0.resolve(current.foregroundStyle($1)) }
    }

    /// A picker with its label as a value (SwiftUI's earlier spelling).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let labelNodes = resolver.collectContent { $0.resolve(view.label) }
        let parts = PickerParts(label: labelNodes, selection: view.selection)
        let isList = resolver.environment.isListContent
        // With its label hidden, a menu or navigation link picker is the menu button showing
        // its value, in a list as elsewhere.
        let labelsHidden = resolver.environment.labelsHidden
        switch resolver.environment[PickerStyleKey.self] {
        case .navigationLink where labelsHidden, .menu:
            let isRow = isList && !labelsHidden
            let style = isRow ? AnyShapeStyle(.secondary) : AnyShapeStyle(.tint)
            let value: Subview?
            if let currentValueLabel = view.currentValueLabel {
                value = PickerParts.currentValue(currentValueLabel, style: style, in: &resolver)
            } else {
                value = parts.chosen(in: parts.options(of: view.content.foregroundStyle(style), in: &resolver))
            }
            if isRow {
                resolver.resolve(PickerValueRow(parts: parts, value: value, symbol: "chevron.up.chevron.down"))
            } else {
                resolver.resolve(PickerMenuButton(parts: parts, value: value))
            }
        case .navigationLink:
            let options = parts.options(of: view.content.foregroundStyle(.secondary), in: &resolver)
            resolver.resolve(PickerValueRow(parts: parts, value: parts.chosen(in: options), symbol: "chevron.right"))
        case .segmented:
            let options = parts.options(of: view.content.font(.system(size: 13)), in: &resolver)
            let bold = parts.options(of: view.content.font(.system(size: 13, weight: .semibold)), in: &resolver)
            resolver.resolve(SegmentedPicker(parts: parts, segments: options, chosenSegments: bold))
        case .inline where isList:
            let options = parts.options(of: view.content, in: &resolver)
            resolver.resolve(InlinePickerRows(parts: parts, options: options))
        case .inline, .wheel:
            let options = parts.options(of: view.content.font(.title3), in: &resolver)
            let dimmed = parts.options(of: view.content.font(.title3).foregroundStyle(.secondary), in: &resolver)
            resolver.resolve(WheelPicker(parts: parts, options: options, dimmedOptions: dimmed))
        }
    }
}

extension Picker where Label == Text {
    /// A picker titled by a literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == Text {
    /// A picker titled by a literal, whose menu shows `currentValueLabel` for the chosen value.
    public init<CurrentValueLabel: View>(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(selection: selection, content: content, label: { Text(titleKey) }, currentValueLabel: currentValueLabel)
    }

    /// A picker titled by a string, whose menu shows `currentValueLabel` for the chosen value.
    @_disfavoredOverload
    public init<S: StringProtocol, CurrentValueLabel: View>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(selection: selection, content: content, label: { Text(title) }, currentValueLabel: currentValueLabel)
    }
}

extension Picker where Label == ContainerUICore.Label<Text, Image> {
    /// A picker titled by a literal with a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { ContainerUICore.Label(titleKey, systemImage: systemImage) }
    }

    /// A picker titled by a string with a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { ContainerUICore.Label(title, systemImage: systemImage) }
    }
}

/// What every look of a picker draws from: its resolved label, and the chosen value's tag.
struct PickerParts {
    /// The label's views.
    let label: [ResolvedNode]
    /// The chosen value.
    let selection: AnyHashable

    /// The label's text, which names the control for screen readers.
    var name: String { label.accessibleText ?? "" }

    /// Resolves `content` as the picker's options: one option per resolved view, the views of a
    /// `ForEach` tagged with their ids unless they carry a tag of their own.
    func options<V: View>(of content: V, in resolver: inout Resolver) -> [Subview] {
        let saved = resolver.tagsElementsByID
        resolver.tagsElementsByID = true
        defer { resolver.tagsElementsByID = saved }
        return resolver.collectContent { $0.resolve(content) }.map(Subview.init(node:))
    }

    /// A picker's `currentValueLabel` resolved in `style`, as one view: its own, or a row of its
    /// views.
    static func currentValue(_ resolve: (inout Resolver, AnyShapeStyle) -> Void, style: AnyShapeStyle, in resolver: inout Resolver) -> Subview? {
        let nodes = resolver.collectContent { resolve(&$0, style) }
        if nodes.count <= 1 { return nodes.first.map(Subview.init(node:)) }
        return resolver.collectContent {
            $0.resolve(HStack(spacing: 4) { ForEach(nodes.indices, id: \.self) { Subview(node: nodes[$0]) } })
        }.first.map(Subview.init(node:))
    }

    /// Whether `option` is the chosen one.
    func isChosen(_ option: Subview) -> Bool {
        option.node.tag == selection
    }

    /// The chosen option, if an option has the selection's tag.
    func chosen(in options: [Subview]) -> Subview? {
        options.first(where: isChosen)
    }
}

extension ResolvedNode {
    /// The value of the innermost `tag(_:)`, if any.
    package var tag: AnyHashable? {
        for modifier in modifiers {
            if case .tag(let tag) = modifier { return tag }
        }
        return nil
    }
}

extension Resolver {
    /// Tags each node contributed since `start` that has no tag with `id`: a picker's `ForEach`
    /// options are tagged with their elements' ids, as in SwiftUI.
    @usableFromInline
    package mutating func tagUntagged(from start: Int, with id: AnyHashable) {
        for index in start..<output.count where output[index].tag == nil {
            output[index].apply(.tag(id))
        }
    }
}
