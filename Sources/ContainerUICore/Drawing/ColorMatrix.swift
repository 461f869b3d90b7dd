import Foundation

/// A matrix that maps each colour's red, green, blue and alpha (0 to 1, not premultiplied) to
/// new ones, as SwiftUI's `ColorMatrix`: row `r` gives the red, `r1…r4` times the components
/// plus `r5`. A new matrix is the identity.
///
/// ```swift
/// var sepia = ColorMatrix()
/// (sepia.r1, sepia.r2, sepia.r3) = (0.39, 0.77, 0.19)
/// context.addFilter(.colorMatrix(sepia))
/// ```
public struct ColorMatrix: Equatable, Sendable {
    /// The red's factors of red, green, blue and alpha, and its offset.
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    /// The green's factors of red, green, blue and alpha, and its offset.
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    /// The blue's factors of red, green, blue and alpha, and its offset.
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    /// The alpha's factors of red, green, blue and alpha, and its offset.
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// The identity: every colour unchanged.
    public init() {}

    /// The twenty entries row by row, as SVG's `feColorMatrix` lists them.
    public var entries: [Float] {
        [r1, r2, r3, r4, r5, g1, g2, g3, g4, g5, b1, b2, b3, b4, b5, a1, a2, a3, a4, a5]
    }
}
