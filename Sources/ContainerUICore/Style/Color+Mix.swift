extension Gradient {
    /// The space in which colours are interpolated: iOS 18's `Gradient.ColorSpace`, taken by
    /// `Color.mix(with:by:in:)`.
    public struct ColorSpace: Hashable, Sendable {
        package let isPerceptual: Bool

        /// The device's colour space: components mixed as they are (sRGB here).
        public static let device = ColorSpace(isPerceptual: false)
        /// A perceptually uniform space (OKLab here), so that halfway looks halfway.
        public static let perceptual = ColorSpace(isPerceptual: true)
    }
}

extension Color {
    /// This colour mixed with `rhs` by `fraction` (0 is this colour, 1 is `rhs`), as iOS 18's
    /// `mix(with:by:in:)`. System colours stay adaptive: the page mixes the light or dark values
    /// with CSS `color-mix()`; any other colour (a mix of a mix, say) is mixed as its light
    /// appearance, to a ten-thousandth of a channel.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        var mixed = Color.clear
        mixed.storage = .mixed(ColorMix(self, rhs, fraction: fraction.clamped01, perceptual: colorSpace.isPerceptual))
        mixed.opacity = 1
        return mixed
    }
}
