extension View {
    /// The title of the navigation screen this view is in, shown by the nearest
    /// `NavigationStack`: large below the bar on a root screen, centred in the bar when inline.
    /// A title written on an enclosing view wins over the titles inside it.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationValueModifier(value: title, fields: [\.title]))
    }

    /// The navigation title, from a literal.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The navigation title, from a string.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// An editable navigation title (renamed from the title menu on iOS); drawn as its value.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(title.wrappedValue))
    }

    /// The subtitle of the navigation screen this view is in (iOS 26), drawn under the title in
    /// the secondary style: smaller under an inline title, in the subheadline font under a large
    /// one. As with the title, one written on an enclosing view wins.
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        modifier(NavigationValueModifier(value: subtitle, fields: [\.subtitle]))
    }

    /// The navigation subtitle, from a literal.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        navigationSubtitle(Text(subtitleKey))
    }

    /// The navigation subtitle, from a string.
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        navigationSubtitle(Text(subtitle))
    }

    /// How the navigation title of this screen is shown: `.large` below the bar, `.inline` in
    /// it, or `.automatic` (large on the root screen, as on the screen below on a pushed one).
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationValueModifier(value: displayMode, fields: [\.titleDisplayMode]))
    }

    /// The iOS 17 spelling of ``navigationBarTitleDisplayMode(_:)``.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.mode)
    }

    /// Hides the back button of this pushed screen.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(NavigationValueModifier(value: hidesBackButton, fields: [\.backButtonHidden]))
    }

    /// The iOS 13 spelling of ``navigationTitle(_:)``.
    @available(*, deprecated, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// The iOS 13 spelling of ``navigationTitle(_:)``.
    @available(*, deprecated, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The iOS 13 spelling of a title with its display mode.
    @available(*, deprecated, message: "use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(titleKey)).navigationBarTitleDisplayMode(displayMode)
    }

    /// The iOS 13 way of hiding the navigation bar.
    @available(*, deprecated, message: "use toolbar(.hidden, for: .navigationBar)")
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(NavigationValueModifier(value: hidden ? Visibility.hidden : Visibility.visible, fields: [\.navigationBarVisibility]))
    }
}

/// Hands a value up to the nearest navigation stack as one or more of its scope's fields (see
/// ``Resolver/resolve(_:handingUp:to:)``).
struct NavigationValueModifier<Value>: ViewModifier {
    let value: Value
    let fields: [ReferenceWritableKeyPath<NavigationScope, Value?>]

    typealias Body = Never

    static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        resolver.resolve(content, handingUp: modifier.value, to: modifier.fields)
    }
}
