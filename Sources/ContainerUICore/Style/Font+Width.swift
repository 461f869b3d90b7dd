import Foundation

extension Font {
    /// How wide a font's letters are (iOS 16): compressed, condensed, standard or expanded.
    public struct Width: Hashable, Sendable {
        /// The width as a fraction of the standard one's advance, as SwiftUI gives it.
        public var value: CGFloat

        /// A width of `value`.
        public init(_ value: CGFloat) {
            self.value = value
        }

        /// The narrowest width.
        public static let compressed = Width(-0.3)
        /// A narrower width.
        public static let condensed = Width(-0.2)
        /// The font's own width.
        public static let standard = Width(0)
        /// A wider width.
        public static let expanded = Width(0.2)
    }

    /// The font at `width`. The font the pages ship (Inter) has one width, and text is measured
    /// on the server and drawn in the browser at it, so the width is taken and changes nothing.
    public func width(_ width: Width) -> Font { self }
}

extension Text {
    /// The text at `width`; drawn at the shipped font's one width (see ``Font/width(_:)``).
    public func fontWidth(_ width: Font.Width?) -> Text { self }
}

extension View {
    /// Text inside at `width`; drawn at the shipped font's one width (see ``Font/width(_:)``).
    @inlinable
    public func fontWidth(_ width: Font.Width?) -> some View { self }
}
