/// How a `DisclosureGroup` is drawn: `.automatic` (the label with a trailing chevron, then the
/// content while expanded) or one of the user's, whose `makeBody(configuration:)` draws the label,
/// the content and the expanded state.
///
/// ```swift
/// struct PlusMinusDisclosureStyle: DisclosureGroupStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             HStack {
///                 Image(systemName: configuration.isExpanded ? "minus.circle" : "plus.circle")
///                 configuration.label
///             }
///             if configuration.isExpanded { configuration.content }
///         }
///     }
/// }
/// ```
public protocol DisclosureGroupStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The group's label, content and state.
    typealias Configuration = DisclosureGroupStyleConfiguration
    /// Draws the group.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a disclosure group, for a ``DisclosureGroupStyle``.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The content the group shows or hides.
    public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The group's label.
    public let label: Label
    /// The content the group shows or hides.
    public let content: Content
    /// Whether the content shows: the group's own binding, for a style that changes it.
    @Binding public var isExpanded: Bool
}

/// The platform's default: the label with a trailing chevron, then the content while expanded.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle, Sendable {
    /// The automatic style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        DisclosureGroupLook(label: configuration.label, content: configuration.content, isExpanded: configuration.isExpanded)
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The platform's default disclosure group.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension View {
    /// Draws the disclosure groups inside with `style`; a style set closer to a group wins.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        environmentWrite(AnyDisclosureGroupStyle(style), for: DisclosureGroupStyleKey.self)
    }
}

/// The disclosure group style in the environment: `nil` for the automatic style, else a user's
/// style's body. Sendable as the environment's values must be: the closure only reads the style
/// value it holds.
struct AnyDisclosureGroupStyle: @unchecked Sendable {
    let makeBody: ((DisclosureGroupStyleConfiguration) -> AnyView)?

    init<S: DisclosureGroupStyle>(_ style: S) {
        makeBody = style is AutomaticDisclosureGroupStyle ? nil : { AnyView(style.makeBody(configuration: $0)) }
    }
}

struct DisclosureGroupStyleKey: EnvironmentKey {
    static let defaultValue = AnyDisclosureGroupStyle(AutomaticDisclosureGroupStyle())
}

extension AnyDisclosureGroupStyle: UserStyleBox {
    /// The automatic style.
    var styleBelowBody: Self { DisclosureGroupStyleKey.defaultValue }
}
