/// What the text fields inside a view ask of the keyboard and of autofill: the keyboard's kind,
/// automatic capitalisation and correction, the kind of content for autofill, and the label of
/// the return key. Set by `keyboardType`, `textInputAutocapitalization`, `autocorrectionDisabled`,
/// `textContentType` and `submitLabel`, which apply to every field inside, as in SwiftUI; a
/// browser's on-screen keyboard and autofill read the same hints from the field's `inputmode`,
/// `autocapitalize`, `spellcheck` and `autocomplete` (not the return key's label: see
/// ``SubmitLabel``).
public struct TextInputTraits: Equatable, Sendable {
    /// The keyboard the field asks for.
    public var keyboardType = UIKeyboardType.default
    /// Automatic capitalisation; `nil`: the platform's default (sentences).
    public var autocapitalization: TextInputAutocapitalization?
    /// Whether automatic correction (and the browser's spelling check) is off.
    public var disablesAutocorrection = false
    /// What the field holds, for autofill; `nil`: nothing in particular.
    public var contentType: UITextContentType?
    /// The return key's label.
    public var submitLabel = SubmitLabel.return

    /// No hints: the default keyboard, capitalisation and correction, a return key.
    public init() {}
}

struct TextInputTraitsKey: EnvironmentKey {
    static let defaultValue = TextInputTraits()
}

extension EnvironmentValues {
    /// The hints text fields here give the keyboard and autofill.
    package var textInputTraits: TextInputTraits {
        get { self[TextInputTraitsKey.self] }
        set { self[TextInputTraitsKey.self] = newValue }
    }

    /// Whether text fields here turn automatic correction off (`autocorrectionDisabled`).
    public var autocorrectionDisabled: Bool {
        textInputTraits.disablesAutocorrection
    }
}

extension View {
    /// Text fields inside ask for `type` of keyboard: in a browser, the field's `inputmode`
    /// (`.numberPad` numeric, `.decimalPad` decimal, `.phonePad` telephone, `.emailAddress`
    /// email, `.URL` url, `.webSearch` search).
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        environmentTransform { $0.textInputTraits.keyboardType = type }
    }

    /// Text fields inside capitalise as `autocapitalization` says (`nil`: the default,
    /// sentences): the field's `autocapitalize`.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        environmentTransform { $0.textInputTraits.autocapitalization = autocapitalization }
    }

    /// Text fields inside capitalise as `style` says (SwiftUI's earlier spelling).
    @available(*, deprecated, renamed: "textInputAutocapitalization(_:)")
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        textInputAutocapitalization(style.capitalization)
    }

    /// Text fields inside turn automatic correction off (or back on): the field's `spellcheck`.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environmentTransform { $0.textInputTraits.disablesAutocorrection = disable }
    }

    /// Text fields inside turn automatic correction off (SwiftUI's earlier spelling); `nil`
    /// keeps the default.
    @available(*, deprecated, renamed: "autocorrectionDisabled(_:)")
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        autocorrectionDisabled(disable ?? false)
    }

    /// Text fields inside hold `textContentType` (`nil`: nothing in particular), so that
    /// autofill can offer it: the field's `autocomplete` token.
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        environmentTransform { $0.textInputTraits.contentType = textContentType }
    }

    /// Text fields inside label their return key `label` (kept in the resolved tree; the page
    /// does not carry it, see ``SubmitLabel``).
    public func submitLabel(_ label: SubmitLabel) -> some View {
        environmentTransform { $0.textInputTraits.submitLabel = label }
    }

    /// Runs `action` when a field inside (or, with `.search`, the search field) is submitted;
    /// a server render is one frame nobody types into, so it never runs.
    @inlinable
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        self
    }

    /// Keeps submissions inside from reaching `onSubmit` outside (when `isBlocking`); nothing is
    /// submitted in a server render.
    @inlinable
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        self
    }
}

/// What submits a field, for `onSubmit(of:_:)`.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Text fields and secure fields.
    public static let text = SubmitTriggers(rawValue: 1)
    /// The search field of `searchable`.
    public static let search = SubmitTriggers(rawValue: 2)
}
