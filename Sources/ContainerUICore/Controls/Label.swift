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

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let icon = resolver.collectContent { $0.resolve(view.icon) }
        let title = resolver.collectContent { $0.resolve(view.title) }
        resolver.emit(.label(iconCount: icon.count), children: icon + title)
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
}

extension Resolver {
    /// Resolves a control's label or a container's content into a fresh list, sections flattened.
    @inlinable @inline(__always)
    package mutating func collectContent(_ body: (inout Resolver) -> Void) -> [ResolvedNode] {
        collect(body).flatteningSections()
    }
}
