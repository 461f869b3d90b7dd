/// One entry of an accessibility rotor, as SwiftUI's `AccessibilityRotorEntry`: a label, and the
/// view it moves VoiceOver to (by `id`, in a namespace, or a range of a text), with a closure run
/// before it does. A page has no rotor to list it in, so an entry takes SwiftUI's arguments and
/// keeps none of them; its `prepare` closure never runs.
public struct AccessibilityRotorEntry<ID: Hashable>: PrimitiveAccessibilityRotorContent {
    private init() {}

    /// An entry labelled `label` for the view of `id` (in a `ScrollView`, the one with that
    /// `id(_:)`), or for `textRange` of its text.
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init()
    }

    /// An entry labelled `label` for the view marked `accessibilityRotorEntry(id:in:)` with `id`
    /// in `namespace`.
    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init()
    }

    /// An entry for the view of `id`, labelled by a literal.
    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init()
    }

    /// An entry for the view of `id`, labelled by a string.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init()
    }

    /// An entry for the view marked with `id` in `namespace`, labelled by a literal.
    public init(
        _ labelKey: LocalizedStringKey, _ id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        self.init()
    }

    /// An entry for the view marked with `id` in `namespace`, labelled by a string.
    @_disfavoredOverload
    public init<L: StringProtocol>(
        _ label: L, _ id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
    ) {
        self.init()
    }
}

extension AccessibilityRotorEntry where ID == Never {
    /// An entry for `textRange` of the text of the view the rotor is on, labelled `label` (or
    /// by the text in the range).
    public init(_ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.init()
    }

    /// An entry for `textRange` of the view's text, labelled by a literal.
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.init()
    }

    /// An entry for `textRange` of the view's text, labelled by a string.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.init()
    }
}
