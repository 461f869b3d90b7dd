import Foundation

extension GraphicsContext {
    /// A text resolved in a context's environment, ready to be measured and drawn, as SwiftUI's
    /// `GraphicsContext.ResolvedText`.
    ///
    /// ```swift
    /// var label = context.resolve(Text("Peak").font(.caption))
    /// label.shading = .color(.red)
    /// let size = label.measure(in: canvasSize)
    /// context.draw(label, at: CGPoint(x: 10, y: 10), anchor: .topLeading)
    /// ```
    ///
    /// It is measured with the layout engine's text measurer (the shipped fonts shaped with
    /// HarfBuzz, as the page's text is), which the layout makes before it draws a canvas at its
    /// own size; a canvas drawn before any layout in the process measures its texts as zero.
    public struct ResolvedText {
        /// The text, styled where the context is.
        let text: ContainerUICore.ResolvedText
        /// The paint of the glyphs: the text's foreground style (its own, else the context's)
        /// until set.
        public var shading: Shading

        init(text: ContainerUICore.ResolvedText) {
            self.text = text
            shading = .resolved(text.style.foreground)
        }

        /// The size the text takes when offered `size`: wrapped within its width.
        public func measure(in size: CGSize) -> CGSize {
            CanvasMeasurement.measurer?.canvasSize(of: text, width: Self.width(size)) ?? .zero
        }

        /// Where the first line's baseline is below the text's top when offered `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            CanvasMeasurement.measurer?.canvasBaseline(of: text, last: false, width: Self.width(size)) ?? 0
        }

        /// Where the last line's baseline is below the text's top when offered `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            CanvasMeasurement.measurer?.canvasBaseline(of: text, last: true, width: Self.width(size)) ?? 0
        }

        /// The width to wrap within: `nil` for an unlimited one.
        private static func width(_ size: CGSize) -> CGFloat? {
            size.width.isFinite ? max(size.width, 0) : nil
        }
    }
}
