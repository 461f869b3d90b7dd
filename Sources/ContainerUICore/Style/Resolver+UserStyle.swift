/// A style in the environment of one of the styled containers (`GroupBox`, `DisclosureGroup`,
/// `Form`, `ProgressView`, `LabeledContent`): `nil` for a built-in style, else a user's style's
/// body.
protocol UserStyleBox {
    /// The parts of the styled view a user's style arranges.
    associatedtype Configuration
    /// A user's style's body, or `nil` for a built-in style.
    var makeBody: ((Configuration) -> AnyView)? { get }
    /// The style the views of the same kind inside a user's style's body draw in: the automatic
    /// style (a progress view's, the one outside the user's), so that the view a style makes
    /// from its configuration draws the standard look.
    var styleBelowBody: Self { get }
}

/// Wraps a part of a styled view (a label, a content) for its configuration, so that the views
/// of the same kind inside it resolve with the style that drew the view, not the one below the
/// style's body: an outline of disclosure groups is styled all the way down.
struct StyleKeeper<Key: EnvironmentKey> {
    let style: Key.Value

    func callAsFunction<Part: View>(_ part: Part) -> AnyView {
        AnyView(part.environmentWrite(style, for: Key.self))
    }
}

extension Resolver {
    /// The style dispatch of the styled containers: when the environment's style under `key` is
    /// a user's, resolves its body for the configuration `configuration` builds (from parts the
    /// keeper wraps so that they keep the style) with ``UserStyleBox/styleBelowBody`` below it,
    /// and returns `true`; returns `false` for a built-in style, which the view draws itself.
    mutating func resolveUserStyle<Key: EnvironmentKey>(
        _ key: Key.Type, configuration: (StyleKeeper<Key>) -> Key.Value.Configuration
    ) -> Bool where Key.Value: UserStyleBox {
        let style = environment[Key.self]
        guard let makeBody = style.makeBody else { return false }
        resolve(makeBody(configuration(StyleKeeper(style: style))).environmentWrite(style.styleBelowBody, for: Key.self))
        return true
    }
}
