import Foundation

extension Edge.Corner {
    /// How a corner of a ``ConcentricRectangle`` is rounded: with a fixed radius, or concentric
    /// with the container's shape (optionally never below a minimum). A number literal is a
    /// fixed radius.
    public struct Style: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
        /// A fixed radius, or concentric with the container's corner with an optional minimum.
        package indirect enum Kind: Hashable, Sendable {
            case fixed(CGFloat)
            case concentric(minimum: Style?)
        }

        package let kind: Kind

        private init(_ kind: Kind) {
            self.kind = kind
        }

        /// A corner sharing its centre with the container's corner: the container's radius less
        /// the distance between the two, never below 0 (a square corner).
        public static var concentric: Style { Style(.concentric(minimum: nil)) }

        /// A corner concentric with the container's, never below `minimum` when one is given.
        public static func concentric(minimum: Style? = nil) -> Style { Style(.concentric(minimum: minimum)) }

        /// A corner of radius `radius`; 0 is square.
        public static func fixed(_ radius: CGFloat) -> Style { Style(.fixed(radius)) }

        /// A fixed corner of this radius, as `.fixed(value)`.
        public init(integerLiteral value: Int) {
            self.init(.fixed(CGFloat(value)))
        }

        /// A fixed corner of this radius, as `.fixed(value)`.
        public init(floatLiteral value: Double) {
            self.init(.fixed(CGFloat(value)))
        }

        /// The radius this corner takes where the container's corner, `inset` points away, has
        /// radius `containerRadius`.
        package func radius(containerRadius: CGFloat, inset: CGFloat) -> CGFloat {
            switch kind {
            case .fixed(let radius): max(radius, 0)
            case .concentric(let minimum):
                max(containerRadius - inset, minimum?.radius(containerRadius: containerRadius, inset: inset) ?? 0, 0)
            }
        }

        /// `concentric`, `concentric(minimum: …)` or the fixed radius, for dumps.
        public var description: String {
            switch kind {
            case .fixed(let radius): radius.shortDescription
            case .concentric(nil): "concentric"
            case .concentric(let minimum?): "concentric(minimum: \(minimum))"
            }
        }
    }
}
