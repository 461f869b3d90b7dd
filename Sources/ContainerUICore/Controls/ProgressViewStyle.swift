/// How a `ProgressView` is drawn: `.automatic` (a bar when the progress is known, a spinner when
/// it is not), `.linear`, `.circular` or one of the user's, whose `makeBody(configuration:)` draws
/// the progress from its fraction and labels.
///
/// ```swift
/// struct PercentProgressStyle: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             ProgressView(configuration)
///             Text(configuration.fractionCompleted ?? 0, format: .percent).font(.caption)
///         }
///     }
/// }
/// ```
public protocol ProgressViewStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The progress and its labels.
    typealias Configuration = ProgressViewStyleConfiguration
    /// Draws the progress view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ProgressViewStyle`` draws with.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label for the progress view's current value.
    public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// How much is done, from 0 to 1, or `nil` when that is not known.
    public let fractionCompleted: Double?
    /// The label, or `nil` when the progress view has none.
    public let label: Label?
    /// The current value's label, or `nil` when the progress view has none.
    public let currentValueLabel: CurrentValueLabel?
}

/// The platform's default: a bar when the progress is known, a spinner when it is not.
public struct DefaultProgressViewStyle: ProgressViewStyle, Sendable {
    /// The default style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ProgressLookView(configuration, look: configuration.fractionCompleted == nil ? .circular : .linear)
    }
}

/// A bar filled from the leading edge to the fraction completed, the label above it and the
/// current value's label below it; an empty bar when the progress is not known, as iOS draws it.
public struct LinearProgressViewStyle: ProgressViewStyle, Sendable {
    /// The linear style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ProgressLookView(configuration, look: .linear) }
}

/// A spinner. On iOS a circular progress view is a spinner whether or not the progress is known,
/// as SwiftUI documents: iOS has no determinate circular style.
public struct CircularProgressViewStyle: ProgressViewStyle, Sendable {
    /// The circular style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ProgressLookView(configuration, look: .circular) }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// A bar when the progress is known, a spinner when it is not.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
    /// Draws the progress views inside with `style`; a style set closer to a progress view wins.
    /// Inside a user's style, `ProgressView(configuration)` draws the style in effect where that
    /// one was set.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(ProgressViewStyleWriter(style: style))
    }
}

/// Writes a progress view style, remembering for a user's style the built-in one it was set
/// inside of.
struct ProgressViewStyleWriter<Style: ProgressViewStyle>: ViewModifier {
    let style: Style

    typealias Body = Never

    static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        let outer = resolver.environment[ProgressViewStyleKey.self]
        resolver.resolve(content.environmentWrite(AnyProgressViewStyle(modifier.style, outer: outer), for: ProgressViewStyleKey.self))
    }
}

/// The progress view style in the environment: a built-in look (`nil` for the automatic choice),
/// or a user's style's body with the style that was in effect where it was set (`base`), which
/// `ProgressView(configuration)` in its body draws. Sendable as the environment's values must be:
/// the closure only reads the style value it holds.
struct AnyProgressViewStyle: @unchecked Sendable {
    let look: ProgressLook?
    let makeBody: ((ProgressViewStyleConfiguration) -> AnyView)?
    /// The style in effect where a user's style was set: none for a built-in style.
    private let outer: [AnyProgressViewStyle]

    /// The style the progress views in a user's style's body draw: the one outside it.
    var base: AnyProgressViewStyle { outer.first ?? ProgressViewStyleKey.defaultValue }

    init<S: ProgressViewStyle>(_ style: S, outer: AnyProgressViewStyle?) {
        switch style {
        case is DefaultProgressViewStyle, is LinearProgressViewStyle, is CircularProgressViewStyle:
            look = style is LinearProgressViewStyle ? .linear : style is CircularProgressViewStyle ? .circular : nil
            makeBody = nil
            self.outer = []
        default:
            look = nil
            makeBody = { AnyView(style.makeBody(configuration: $0)) }
            self.outer = outer.map { [$0] } ?? []
        }
    }
}

struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue = AnyProgressViewStyle(DefaultProgressViewStyle(), outer: nil)
}

extension AnyProgressViewStyle: UserStyleBox {
    /// The style in effect where the user's style was set (``base``).
    var styleBelowBody: Self { base }
}
