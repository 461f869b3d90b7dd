/// The style the environment gives text, kept for the environment it was last made in: texts
/// resolved one after another in the same environment (the rows of a list) share one style box.
/// Environments are persistent lists whose entries never change, so the same head entry means
/// the same values.
package struct TextStyleCache {
    private var environment: EnvironmentValues.Entry?
    private var box: ResolvedTextStyle.Box?

    package init() {}

    /// The environment's text style, shared with the last text resolved in the same environment.
    mutating func box(for environment: EnvironmentValues) -> ResolvedTextStyle.Box {
        if let box, environment.head === self.environment { return box }
        let box = ResolvedTextStyle.Box(Self.style(in: environment))
        self.environment = environment.head
        self.box = box
        return box
    }

    /// The text style set by `environment`.
    private static func style(in environment: EnvironmentValues) -> ResolvedTextStyle {
        var style = ResolvedTextStyle()
        style.font = environment.font
        style.weight = environment.fontWeight
        if let foreground = environment.foregroundStyle {
            style.foreground = environment.resolve(foreground._resolvedStyle)
            style.shadows = foreground._shadows
        }
        style.alignment = environment.multilineTextAlignment
        style.lineLimit = environment.lineLimit
        style.textCase = environment.textCase
        style.typography = environment.typography.text
        return style
    }
}
