import Foundation

extension Color {
    /// The colour space of explicit components.
    public enum RGBColorSpace: Hashable, Sendable {
        /// Standard RGB: gamma-encoded components, as CSS's `rgb()` takes them.
        case sRGB
        /// sRGB's primaries with linear components (light intensities), gamma-encoded into sRGB
        /// when the colour is made.
        case sRGBLinear
        /// Display P3's wider primaries with sRGB's gamma encoding, kept as such (CSS's
        /// `color(display-p3 …)`).
        case displayP3
    }

    /// A colour from components between 0 and 1 in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (red, green, blue) = (red.clamped01, green.clamped01, blue.clamped01)
        switch colorSpace {
        case .sRGB: storage = .rgb(red: red, green: green, blue: blue)
        case .sRGBLinear: storage = .rgb(red: Self.gammaEncoded(red), green: Self.gammaEncoded(green), blue: Self.gammaEncoded(blue))
        case .displayP3: storage = .displayP3(red: red, green: green, blue: blue)
        }
        self.opacity = opacity.clamped01
    }

    /// A grey of `white` between 0 (black) and 1 (white) in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// sRGB's transfer function: a linear component (0 to 1) gamma-encoded.
    package static func gammaEncoded(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// The inverse of ``gammaEncoded(_:)``: an encoded component made linear.
    package static func linearized(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    /// Display P3 components as the nearest sRGB ones (linearized, converted between the
    /// primaries, encoded again, and clipped to sRGB's gamut).
    package static func sRGB(fromDisplayP3 red: Double, _ green: Double, _ blue: Double) -> (red: Double, green: Double, blue: Double) {
        let linear = linearSRGB(fromDisplayP3: red, green, blue)
        func encoded(_ linear: Double) -> Double { gammaEncoded(linear.clamped01) }
        return (encoded(linear.red), encoded(linear.green), encoded(linear.blue))
    }

    /// Display P3 components as linear sRGB ones (linearized and converted between the
    /// primaries), not clipped: colours outside sRGB's gamut have components below 0 or above 1.
    package static func linearSRGB(fromDisplayP3 red: Double, _ green: Double, _ blue: Double) -> (red: Double, green: Double, blue: Double) {
        let (r, g, b) = (linearized(red), linearized(green), linearized(blue))
        return (1.2249401762805598 * r - 0.22494017628055996 * g,
                -0.042056954709688163 * r + 1.0420569547096881 * g,
                -0.019637554590334432 * r - 0.078636045550631889 * g + 1.0982736001409663 * b)
    }
}
