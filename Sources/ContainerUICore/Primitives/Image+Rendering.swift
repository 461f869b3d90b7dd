import Foundation

extension Image {
    /// Whether an image draws its own colours or only its shape, filled with the foreground
    /// style, set with `renderingMode(_:)`.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Only the image's opaque shape, filled with the foreground style: a symbol's default.
        case template
        /// The image's own colours: a named image's default.
        case original
    }

    /// How an image is sampled when drawn at another size than its own, set with
    /// `interpolation(_:)`.
    public enum Interpolation: Hashable, Sendable {
        /// No interpolation: each pixel is drawn as a square (`image-rendering: pixelated`).
        case none
        /// Fast interpolation, at a lower quality.
        case low
        /// Interpolation balancing speed and quality.
        case medium
        /// The best interpolation, at a cost in speed (the browser's smooth scaling).
        case high
    }

    /// This image drawn in `renderingMode`: `.template` fills its shape with the foreground
    /// style, `.original` keeps its own colours (a multicolour symbol's colours); `nil` takes
    /// the image's default (template for symbols, original for named images).
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
        var copy = self
        copy.templateMode = renderingMode
        return copy
    }

    /// This image sampled with `interpolation` when it is scaled.
    public func interpolation(_ interpolation: Image.Interpolation) -> Image {
        var copy = self
        copy.interpolation = interpolation
        return copy
    }

    /// This image drawn with smoothed edges when `isAntialiased` (the default), with hard ones
    /// otherwise.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var copy = self
        copy.isAntialiased = isAntialiased
        return copy
    }
}
