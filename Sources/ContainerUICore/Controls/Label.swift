/// A title with an icon, as in SwiftUI.
public struct Label<Title: View, Icon: View>: View {
    private let title: Title
    private let icon: Icon

    /// A label from a title and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public typealias Body = Never

    /// The label in the environment's style: a user's style resolves its body, in the built-in
    /// style (so that `Label(configuration)` inside it is drawn as standard); a built-in style
    /// keeps the parts it shows, an icon-only label naming itself with its title's text. In a
    /// list row, the icon takes the `listItemTint(_:)` set there.
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let style = resolver.environment[LabelStyleKey.self]
        if let makeBody = style.makeBody {
            let configuration = LabelStyleConfiguration(title: .init(content: AnyView(view.title)), icon: .init(content: AnyView(view.icon)))
            resolver.resolve(makeBody(configuration).environmentWrite(LabelStyleKey.defaultValue, for: LabelStyleKey.self))
            return
        }
        let tint = resolver.environment.isListContent ? resolver.environment.listItemTint : nil
        // A reserved width applies where the icon stands beside the title.
        let reserved = style.parts == .icon ? nil : resolver.environment.labelReservedIconWidth
        let icon = style.parts == .title ? [] : resolver.collectContent { resolver in
            switch (tint, reserved) {
            case (nil, nil): resolver.resolve(view.icon)
            case (let tint?, nil): resolver.resolve(view.icon.foregroundStyle(tint.color))
            case (nil, let width?): resolver.resolve(view.icon.frame(minWidth: width))
            case (let tint?, let width?): resolver.resolve(view.icon.foregroundStyle(tint.color).frame(minWidth: width))
            }
        }
        let title = resolver.collectContent { $0.resolve(view.title) }
        let spacing = resolver.environment[LabelIconToTitleSpacingKey.self]
        guard style.parts == .icon else {
            resolver.emit(.label(iconCount: icon.count, spacing: spacing), children: icon + title)
            return
        }
        resolver.emit(.label(iconCount: icon.count, spacing: spacing), children: icon)
        if let name = title.accessibleText {
            resolver.apply(.accessibilityLabel(name), toMembersFrom: resolver.output.count - 1)
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a named image.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label with a named image, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Resolver {
    /// Resolves a control's label or a container's content into a fresh list, sections flattened.
    @inlinable @inline(__always)
    package mutating func collectContent(_ body: (inout Resolver) -> Void) -> [ResolvedNode] {
        collect(body).flatteningSections()
    }
}

extension Array where Element == ResolvedNode {
    /// The text of nodes that are all texts, joined by spaces: an icon-only label's name, a text
    /// field's prompt when it has none of its own.
    package var accessibleText: String? {
        var parts: [String] = []
        for node in self {
            guard case .text(let text) = node.kind else { return nil }
            parts.append(text.fullString)
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}

extension Label {
    /// The space between a label's icon and its title unless `labelIconToTitleSpacing(_:)` sets
    /// another.
    package static var defaultSpacing: CGFloat { 8 }
}

/// `labelIconToTitleSpacing(_:)`.
struct LabelIconToTitleSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = Label<Text, Image>.defaultSpacing
}

/// `labelReservedIconWidth(_:)`.
private struct LabelReservedIconWidthKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

extension EnvironmentValues {
    /// The width reserved for the icons of labels inside (iOS 26), `nil` unless
    /// `labelReservedIconWidth(_:)` sets one: each icon beside its title is centred in a frame at
    /// least this wide, so that the titles of labels with icons of different widths line up.
    public var labelReservedIconWidth: CGFloat? {
        self[LabelReservedIconWidthKey.self]
    }
}

extension View {
    /// Puts `spacing` points between the icon and the title of the labels inside (iOS 26), in
    /// place of the style's 8.
    public func labelIconToTitleSpacing(_ spacing: CGFloat) -> some View {
        environmentWrite(spacing, for: LabelIconToTitleSpacingKey.self)
    }

    /// Reserves `value` points of width for the icons of the labels inside that show their icon
    /// beside their title (iOS 26): a narrower icon is centred in that width, a wider one keeps
    /// its own.
    public func labelReservedIconWidth(_ value: CGFloat) -> some View {
        environmentWrite(Optional(value), for: LabelReservedIconWidthKey.self)
    }
}
