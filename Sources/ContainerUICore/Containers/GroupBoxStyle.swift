/// How a `GroupBox` is drawn: `.automatic` (the headline label over the content on a rounded,
/// lightly filled background) or one of the user's, whose `makeBody(configuration:)` arranges
/// the label and the content.
///
/// ```swift
/// struct CardGroupBoxStyle: GroupBoxStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading, spacing: 12) {
///             configuration.label.font(.title3.bold())
///             configuration.content
///         }
///         .padding()
///         .background(.background, in: RoundedRectangle(cornerRadius: 16))
///     }
/// }
/// ```
public protocol GroupBoxStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The box's label and content.
    typealias Configuration = GroupBoxStyleConfiguration
    /// Draws the box.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a group box, for a ``GroupBoxStyle``.
public struct GroupBoxStyleConfiguration {
    /// The box's label.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The box's content.
    public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The box's label.
    public let label: Label
    /// The box's content.
    public let content: Content
}

/// The platform's default: the headline label over the content, on a rounded, lightly filled
/// background.
public struct DefaultGroupBoxStyle: GroupBoxStyle, Sendable {
    /// The default style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        GroupBoxLook(label: configuration.label, content: configuration.content)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's default group box.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
    /// Draws the group boxes inside with `style`; a style set closer to a box wins.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environmentWrite(AnyGroupBoxStyle(style), for: GroupBoxStyleKey.self)
    }
}

/// The group box style in the environment: `nil` for the automatic style, else a user's style's
/// body. Sendable as the environment's values must be: the closure only reads the style value it
/// holds.
struct AnyGroupBoxStyle: @unchecked Sendable {
    let makeBody: ((GroupBoxStyleConfiguration) -> AnyView)?

    init<S: GroupBoxStyle>(_ style: S) {
        makeBody = style is DefaultGroupBoxStyle ? nil : { AnyView(style.makeBody(configuration: $0)) }
    }
}

struct GroupBoxStyleKey: EnvironmentKey {
    static let defaultValue = AnyGroupBoxStyle(DefaultGroupBoxStyle())
}

extension AnyGroupBoxStyle: UserStyleBox {
    /// The automatic style, so that `GroupBox(configuration)` in a style's body is the standard box.
    var styleBelowBody: Self { GroupBoxStyleKey.defaultValue }
}
