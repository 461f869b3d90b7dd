/// How `LabeledContent` is drawn: `.automatic` (the label leading, the value trailing in the
/// secondary style) or one of the user's, whose `makeBody(configuration:)` arranges the label
/// and the content.
///
/// ```swift
/// struct StackedLabeledContentStyle: LabeledContentStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.label.font(.caption)
///             configuration.content
///         }
///     }
/// }
/// ```
public protocol LabeledContentStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The label and the content.
    typealias Configuration = LabeledContentStyleConfiguration
    /// Arranges the label and the content.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of labelled content, for a ``LabeledContentStyle``.
public struct LabeledContentStyleConfiguration {
    /// The label.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The labelled content.
    public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label.
    public let label: Label
    /// The labelled content.
    public let content: Content
}

/// The automatic style: the label leading, a spacer, the value trailing in the secondary style.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// The automatic style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LabeledContent(configuration)
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The label leading and the value trailing in the secondary style.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension View {
    /// Draws labelled content inside with `style`.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        environmentWrite(AnyLabeledContentStyle(style), for: LabeledContentStyleKey.self)
    }
}

/// The labelled-content style in the environment: `nil` for the automatic style, else a user's
/// style's body; the automatic style draws a grid row inside a columns form (`inColumns`).
/// Sendable as the environment's values must be: the closure only reads the style value it holds.
struct AnyLabeledContentStyle: @unchecked Sendable {
    let makeBody: ((LabeledContentStyleConfiguration) -> AnyView)?
    /// Whether labelled content is a row of a columns form's grid, its label in the first column.
    var inColumns = false

    init<S: LabeledContentStyle>(_ style: S) {
        makeBody = style is AutomaticLabeledContentStyle ? nil : { AnyView(style.makeBody(configuration: $0)) }
    }
}

struct LabeledContentStyleKey: EnvironmentKey {
    static let defaultValue = AnyLabeledContentStyle(AutomaticLabeledContentStyle())
}

extension AnyLabeledContentStyle: UserStyleBox {
    /// The automatic style, so that `LabeledContent(configuration)` in a style's body is standard.
    var styleBelowBody: Self { LabeledContentStyleKey.defaultValue }
}
