extension EnvironmentValues {
    /// The tint a control declared here takes, as plain data: what `tint(_:)` set, with the
    /// `.foreground` placeholder replaced; `nil` when no tint is set (or the tint is `.tint`
    /// itself, which names the default), so that renderers keep the platform's default.
    package var controlTint: ResolvedShapeStyle? {
        guard let style = tint?._resolvedStyle, style != .tint else { return nil }
        return resolve(style)
    }
}
