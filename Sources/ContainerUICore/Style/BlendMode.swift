/// How a view's colours mix with what is drawn behind it: SwiftUI's blend modes.
///
/// The page draws them as CSS `mix-blend-mode`, which has the separable and non-separable blend
/// modes and `plus-lighter`; `plus-darker` is in the CSS draft and WebKit, and Chromium draws it
/// as `normal`. The three Porter-Duff modes (``sourceAtop``, ``destinationOver``,
/// ``destinationOut``) have no CSS form: they are kept in the resolved tree and its JSON, and
/// the page draws the view as `normal` with a render warning.
public enum BlendMode: Hashable, Sendable {
    /// The view's colours over the backdrop.
    case normal
    /// Colours multiplied: darker, white leaves the backdrop.
    case multiply
    /// Inverted colours multiplied: lighter, black leaves the backdrop.
    case screen
    /// Multiply or screen, by the backdrop's colour.
    case overlay
    /// The darker of the two colours.
    case darken
    /// The lighter of the two colours.
    case lighten
    /// The backdrop brightened to reflect the view.
    case colorDodge
    /// The backdrop darkened to reflect the view.
    case colorBurn
    /// Darkens or lightens by the view's colour, softly.
    case softLight
    /// Multiply or screen, by the view's colour.
    case hardLight
    /// The difference of the two colours.
    case difference
    /// Like difference, with lower contrast.
    case exclusion
    /// The view's hue with the backdrop's saturation and luminosity.
    case hue
    /// The view's saturation with the backdrop's hue and luminosity.
    case saturation
    /// The view's hue and saturation with the backdrop's luminosity.
    case color
    /// The view's luminosity with the backdrop's hue and saturation.
    case luminosity
    /// The view drawn only where the backdrop is, over it.
    case sourceAtop
    /// The view drawn behind the backdrop.
    case destinationOver
    /// The backdrop erased where the view is.
    case destinationOut
    /// The colours added and inverted: darker.
    case plusDarker
    /// The colours added: lighter.
    case plusLighter
}

extension View {
    /// Sets how the view's colours mix with what is behind it.
    @inline(__always)
    @inlinable
    public func blendMode(_ blendMode: BlendMode) -> some View {
        node(.blendMode(blendMode))
    }
}
