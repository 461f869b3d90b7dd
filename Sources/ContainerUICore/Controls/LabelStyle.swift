/// How a `Label` is drawn: a built-in style (`.automatic`, `.titleAndIcon`, `.iconOnly`,
/// `.titleOnly`) or one of the user's, whose `makeBody(configuration:)` arranges the label's
/// title and icon.
///
/// ```swift
/// struct VerticalLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack { configuration.icon; configuration.title }
///     }
/// }
/// Label("Favorites", systemImage: "star").labelStyle(VerticalLabelStyle())
/// ```
public protocol LabelStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The label's title and icon.
    typealias Configuration = LabelStyleConfiguration
    /// Arranges the label's parts.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a label, for a ``LabelStyle``.
public struct LabelStyleConfiguration {
    /// The label's title.
    public struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label's icon.
    public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

/// The built-in label styles.
public struct BuiltInLabelStyle: LabelStyle, Hashable, Sendable {
    enum Parts: Hashable, Sendable {
        /// The context's choice: the icon alone in a toolbar, both elsewhere.
        case automatic
        case both, icon, title
    }
    let parts: Parts

    public func makeBody(configuration: Configuration) -> some View {
        Label(configuration)
    }
}

extension LabelStyle where Self == BuiltInLabelStyle {
    /// The context's choice: the icon alone in a toolbar (its title still names it), the title
    /// after the icon elsewhere.
    public static var automatic: BuiltInLabelStyle { BuiltInLabelStyle(parts: .automatic) }
    /// The title after the icon.
    public static var titleAndIcon: BuiltInLabelStyle { BuiltInLabelStyle(parts: .both) }
    /// Only the icon; the title stays the label's accessible name.
    public static var iconOnly: BuiltInLabelStyle { BuiltInLabelStyle(parts: .icon) }
    /// Only the title.
    public static var titleOnly: BuiltInLabelStyle { BuiltInLabelStyle(parts: .title) }
}

extension View {
    /// Draws labels inside with `style`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environmentWrite(AnyLabelStyle(style), for: LabelStyleKey.self)
    }
}

extension Label {
    /// A label of a style's configuration, drawn with the built-in style: how a custom style
    /// starts from the standard look.
    public init(_ configuration: LabelStyleConfiguration) where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// The label style in the environment: which built-in parts, or a user's style's body. Sendable
/// as the environment's values must be: the closure only reads the style value it holds.
struct AnyLabelStyle: @unchecked Sendable {
    let parts: BuiltInLabelStyle.Parts
    let makeBody: ((LabelStyleConfiguration) -> AnyView)?

    init<S: LabelStyle>(_ style: S) {
        if let builtIn = style as? BuiltInLabelStyle {
            parts = builtIn.parts
            makeBody = nil
        } else {
            parts = .both
            makeBody = { AnyView(style.makeBody(configuration: $0)) }
        }
    }
}

struct LabelStyleKey: EnvironmentKey {
    static let defaultValue = AnyLabelStyle(BuiltInLabelStyle.automatic)
}
