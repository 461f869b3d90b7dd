/// How a `Form` is drawn: `.automatic` and `.grouped` (iOS's inset grouped list of sections),
/// `.columns` (labels in a trailing-aligned column beside their values, not scrolling) or one of
/// the user's, whose `makeBody(configuration:)` arranges the form's content.
///
/// ```swift
/// struct TintedFormStyle: FormStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Form(configuration).tint(.orange)
///     }
/// }
/// ```
public protocol FormStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The form's content.
    typealias Configuration = FormStyleConfiguration
    /// Draws the form.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a form, for a ``FormStyle``.
public struct FormStyleConfiguration {
    /// The form's content: its sections and controls.
    public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The form's content: its sections and controls.
    public let content: Content
}

/// The platform's default: on iOS the grouped style.
public struct AutomaticFormStyle: FormStyle, Sendable {
    /// The automatic style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GroupedFormLook(content: configuration.content) }
}

/// Sections of rows in a scrolling list: on iOS the inset grouped list.
public struct GroupedFormStyle: FormStyle, Sendable {
    /// The grouped style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GroupedFormLook(content: configuration.content) }
}

/// A form that does not scroll, with labels in a trailing-aligned column beside a
/// leading-aligned column of their values.
public struct ColumnsFormStyle: FormStyle, Sendable {
    /// The columns style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ColumnsFormLook(content: configuration.content) }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's default: the grouped style on iOS.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Sections of rows in a scrolling, inset grouped list.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Labels in a trailing-aligned column beside their values, not scrolling.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Draws the forms inside with `style`; a style set closer to a form wins.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        environmentWrite(AnyFormStyle(style), for: FormStyleKey.self)
    }
}

/// The form style in the environment: a built-in look, or a user's style's body. Sendable as the
/// environment's values must be: the closure only reads the style value it holds.
struct AnyFormStyle: @unchecked Sendable {
    /// The built-in looks.
    enum Look {
        case grouped, columns
    }

    let look: Look
    let makeBody: ((FormStyleConfiguration) -> AnyView)?

    init<S: FormStyle>(_ style: S) {
        switch style {
        case is AutomaticFormStyle, is GroupedFormStyle:
            look = .grouped
            makeBody = nil
        case is ColumnsFormStyle:
            look = .columns
            makeBody = nil
        default:
            look = .grouped
            makeBody = { AnyView(style.makeBody(configuration: $0)) }
        }
    }
}

struct FormStyleKey: EnvironmentKey {
    static let defaultValue = AnyFormStyle(AutomaticFormStyle())
}

extension AnyFormStyle: UserStyleBox {
    /// The automatic style, so that `Form(configuration)` in a style's body is the standard form.
    var styleBelowBody: Self { FormStyleKey.defaultValue }
}
