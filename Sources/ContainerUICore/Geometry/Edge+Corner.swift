import Foundation

extension Edge {
    /// A corner of a rectangle, named by its vertical and horizontal edges.
    public enum Corner: Int8, Hashable, Sendable, CaseIterable {
        /// The corner where the top and leading edges meet.
        case topLeading
        /// The corner where the top and trailing edges meet.
        case topTrailing
        /// The corner where the bottom and leading edges meet.
        case bottomLeading
        /// The corner where the bottom and trailing edges meet.
        case bottomTrailing
    }
}
