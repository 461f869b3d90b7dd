import Foundation

extension Image {
    /// The size of a symbol relative to its font, set with `imageScale(_:)`.
    public enum Scale: Hashable, Sendable {
        /// About 0.78 of the medium size.
        case small
        /// The font's own size (the default).
        case medium
        /// About 1.29 of the medium size.
        case large

        /// The factor on the medium size, as SF Symbols' scales are measured.
        public var factor: CGFloat {
            switch self {
            case .small: 0.78
            case .medium: 1
            case .large: 1.29
            }
        }
    }
}
