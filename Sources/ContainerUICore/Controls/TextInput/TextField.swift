/// A field that edits a string, with a label: one line, or with `axis: .vertical` as many lines
/// as its text wraps to, within the environment's `lineLimit`.
///
/// As on iOS, the field shows its text, or when that is empty its prompt in the placeholder
/// grey; without a prompt, a text label is the prompt. The label itself is not drawn (iOS shows
/// it only on macOS and in VoiceOver): it names the field for screen readers. A render is one
/// frame nobody types into, so the binding is read once and never written.
public struct TextField<Label: View>: View, _TextInput {
    /// The text shown: the string, or a value through its format style.
    let text: Text
    let prompt: Text?
    let axis: Axis
    let label: Label

    /// A field with a prompt and a label view.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: .horizontal, label: label)
    }

    /// A field that scrolls along `axis` when its text is longer than it: `.vertical` grows it
    /// line by line as its text wraps, from `lineLimit`'s lower bound (one line unless a range or
    /// `reservesSpace` says more) up to its upper bound, past which it scrolls.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.text = Text(verbatim: text.wrappedValue)
        self.prompt = prompt
        self.axis = axis
        self.label = label()
    }

    /// A field showing a value through `format` (`.number`, `.percent`, `.currency(code:)` and
    /// the other parseable styles), formatted in the environment's locale, with a label view.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.text = Text(value.wrappedValue, format: format)
        self.prompt = prompt
        self.axis = .horizontal
        self.label = label()
    }

    /// A field showing an optional value through `format`, empty (showing its prompt) while the
    /// value is `nil`, labelled by a view.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.text = value.wrappedValue.map { Text($0, format: format) } ?? Text(verbatim: "")
        self.prompt = prompt
        self.axis = .horizontal
        self.label = label()
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let lines: TextInputLines = view.axis == .vertical ? resolver.environment.verticalFieldLines : .single
        resolver.emitTextInput(text: view.text, prompt: view.prompt, label: view.label, isSecure: false, lines: lines)
    }
}

extension TextField where Label == Text {
    /// A field showing a value through `format`, titled by a literal, which is also its prompt
    /// unless one is given.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    /// A field showing a value through `format`, titled by a string, which is also its prompt
    /// unless one is given.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }

    /// A field showing an optional value through `format` (empty while `nil`), titled by a
    /// literal, which is also its prompt unless one is given.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    /// A field showing an optional value through `format` (empty while `nil`), titled by a
    /// string, which is also its prompt unless one is given.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }

    /// A field titled by a literal, which is also its prompt, scrolling along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(titleKey) }
    }

    /// A field titled by a literal, with its own prompt, scrolling along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
    }

    /// A field titled by a string, which is also its prompt, scrolling along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(title) }
    }

    /// A field titled by a string, with its own prompt, scrolling along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
    }
}

/// A field whose text is drawn as dots: passwords and other secrets. The text never reaches the
/// output; the page holds one dot per character.
public struct SecureField<Label: View>: View, _TextInput {
    let text: String
    let prompt: Text?
    let label: Label

    /// A secure field with a prompt and a label view.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text.wrappedValue
        self.prompt = prompt
        self.label = label()
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let dots = String(repeating: "\u{2022}", count: view.text.count)
        resolver.emitTextInput(text: Text(verbatim: dots), prompt: view.prompt, label: view.label, isSecure: true, lines: .single)
    }
}

/// What `TextField` and `SecureField` share: the initialisers titled by a string, which are also
/// their prompts unless one is given. Public only because those initialisers are.
public protocol _TextInput {
    /// The label view.
    associatedtype Label: View
    /// A field with a prompt and a label view.
    init(text: Binding<String>, prompt: Text?, @ViewBuilder label: () -> Label)
}

extension _TextInput where Label == Text {
    /// A field titled by a literal, which is also its prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// A field titled by a literal, with its own prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A field titled by a string, which is also its prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    /// A field titled by a string, with its own prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

extension Resolver {
    /// Emits a text field: its text (a secure field's dots, a value formatted in the
    /// environment's locale) in the environment's text style, its prompt (or its label's text),
    /// and its label views as children, which name it.
    mutating func emitTextInput<Label: View>(text: Text, prompt: Text?, label: Label, isSecure: Bool, lines: TextInputLines) {
        let labelNodes = collectContent { $0.resolve(label) }
        var value = text.resolved(in: environment, styles: &textStyles)
        // A field of several lines takes its limits from `lines`: its text is not clamped.
        if lines != .single { value.style.lineLimit = nil }
        let placeholder = prompt.map { $0.resolved(in: environment, styles: &textStyles).fullString } ?? labelNodes.accessibleText ?? ""
        let field = ResolvedTextField(
            text: value, prompt: placeholder, isSecure: isSecure, lines: lines,
            style: environment[TextFieldStyleKey.self], tint: environment.controlTint, traits: environment.textInputTraits,
            isFocused: environment.isFocused
        )
        emit(.textField(field), children: labelNodes)
    }
}
