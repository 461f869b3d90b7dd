/// Two colours mixed by a fraction of the second, as `Color.mix(with:by:in:)` makes them, held
/// in plain bytes so that `Color` stays a value copied without reference counting: each side is
/// a system colour, lightened or not (which stays adaptive), or, for any other colour, its sRGB
/// components in the light appearance, in ten-thousandths (finer than the 8 bits a channel a page
/// draws).
public struct ColorMix: Hashable, Sendable {
    /// One side of a mix.
    struct End: Hashable, Sendable {
        /// The system colour's index in `SystemColor.allCases`, or `nil` for components; a system
        /// colour's lightening is in `red`.
        private let system: UInt8?
        private let red: UInt16, green: UInt16, blue: UInt16, opacity: UInt16

        init(_ color: Color) {
            opacity = End.fixed(color.opacity)
            switch color.storage {
            case .system(let named), .lightened(let named, by: _):
                // A system colour, and how much it is lightened (a gradient's top) in `red`.
                var lightening = 0.0
                if case .lightened(_, let fraction) = color.storage { lightening = fraction }
                system = SystemColor.allCases.firstIndex(of: named).map(UInt8.init)
                (red, green, blue) = (End.fixed(lightening), 0, 0)
            default:
                let components = color.components(in: .light)
                system = nil
                (red, green, blue) = (End.fixed(components.red), End.fixed(components.green), End.fixed(components.blue))
            }
        }

        /// The side as a colour.
        var color: Color {
            var color = Color(system: .clear)
            if let system {
                let named = SystemColor.allCases[Int(system)]
                color.storage = red == 0 ? .system(named) : .lightened(named, by: End.value(red))
            } else {
                color.storage = .rgb(red: End.value(red), green: End.value(green), blue: End.value(blue))
            }
            color.opacity = End.value(opacity)
            return color
        }

        /// Ten-thousandths, so that the fractions people write (0.5, 0.25, 0.3) stay exact.
        static func fixed(_ value: Double) -> UInt16 { UInt16((value.clamped01 * 10_000).rounded()) }
        static func value(_ bits: UInt16) -> Double { Double(bits) / 10_000 }
    }

    private let firstEnd: End
    private let secondEnd: End
    private let fractionBits: UInt16
    /// Whether the colours mix in OKLab (perceptual) rather than sRGB.
    public let perceptual: Bool

    init(_ first: Color, _ second: Color, fraction: Double, perceptual: Bool) {
        firstEnd = End(first)
        secondEnd = End(second)
        fractionBits = End.fixed(fraction)
        self.perceptual = perceptual
    }

    /// The colour mixed from.
    public var first: Color { firstEnd.color }
    /// The colour mixed in.
    public var second: Color { secondEnd.color }
    /// How much of `second`: 0 is `first`, 1 is `second`.
    public var fraction: Double { End.value(fractionBits) }
}
