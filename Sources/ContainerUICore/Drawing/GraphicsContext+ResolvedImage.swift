import Foundation

extension GraphicsContext {
    /// An image resolved in a context's environment, ready to be drawn, as SwiftUI's
    /// `GraphicsContext.ResolvedImage`.
    ///
    /// ```swift
    /// var star = context.resolve(Image(systemName: "star.fill"))
    /// star.shading = .color(.yellow)
    /// context.draw(star, at: CGPoint(x: 20, y: 20))
    /// ```
    public struct ResolvedImage {
        /// The image, with the font and foreground styles where the context is.
        let image: ContainerUICore.ResolvedImage
        /// The image's size: a symbol's square (1.2 times its font's size at its image scale, as
        /// the page sizes it); zero for a named image, whose pixels the server does not read.
        public let size: CGSize
        /// Where the image's baseline is below its top: its bottom.
        public let baseline: CGFloat
        /// The paint of a template image's shapes (a symbol's), `nil` for its own foreground
        /// style; original images keep their colours.
        public var shading: Shading?

        init(image: ContainerUICore.ResolvedImage) {
            self.image = image
            let side = image.isSystemSymbol ? image.symbolSide(default: .body) : 0
            size = CGSize(width: side, height: side)
            baseline = side
        }
    }

    /// `image` with the font, foreground style, symbol variants and image scale where the canvas
    /// is, to draw.
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(image: image.resolved(in: environment))
    }

    /// Draws `image` at its size, its bounds' `anchor` on `point` (a named image at its own pixel
    /// size), in the current coordinates.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        recording.operations.append(.image(image.image, .at(point, anchor: anchor), image.shading?.resolved(in: environment), state))
    }

    /// Draws `image` stretched to fill `rect`, in the current coordinates. `style` is taken for
    /// SwiftUI's sake: it decides only antialiasing there.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        recording.operations.append(.image(image.image, .in(rect.standardized), image.shading?.resolved(in: environment), state))
    }

    /// Draws `image` resolved where the canvas is (see ``draw(_:at:anchor:)-(ResolvedImage,_,_)``).
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws `image` resolved where the canvas is, stretched to fill `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }
}
