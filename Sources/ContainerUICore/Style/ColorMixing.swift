import Foundation

/// Mixing two colours as CSS `color-mix()` does, which is how the page draws
/// `Color.mix(with:by:in:)`: premultiplied by alpha, in OKLab (perceptual) or in gamma-encoded
/// sRGB (device), so that the components the server computes (for contrast and filters) are
/// the ones the browser paints.
enum ColorMixing {
    typealias Components = (red: Double, green: Double, blue: Double, opacity: Double)

    /// `first` and `second` mixed by `fraction` of `second`.
    static func mix(_ first: Components, _ second: Components, by fraction: Double, perceptual: Bool) -> Components {
        let t = fraction.clamped01
        let alpha = first.opacity * (1 - t) + second.opacity * t
        guard alpha > 0 else { return (0, 0, 0, 0) }
        let a = perceptual ? oklab(first) : (first.red, first.green, first.blue)
        let b = perceptual ? oklab(second) : (second.red, second.green, second.blue)
        func channel(_ x: Double, _ y: Double) -> Double {
            (x * first.opacity * (1 - t) + y * second.opacity * t) / alpha
        }
        let mixed = (channel(a.0, b.0), channel(a.1, b.1), channel(a.2, b.2))
        let rgb = perceptual ? sRGB(fromOKLab: mixed) : mixed
        return (rgb.0.clamped01, rgb.1.clamped01, rgb.2.clamped01, alpha)
    }

    /// Gamma-encoded sRGB to OKLab.
    static func oklab(_ color: Components) -> (Double, Double, Double) {
        let r = Color.linearized(color.red), g = Color.linearized(color.green), b = Color.linearized(color.blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// OKLab to gamma-encoded sRGB.
    static func sRGB(fromOKLab lab: (Double, Double, Double)) -> (Double, Double, Double) {
        let l = pow(lab.0 + 0.3963377774 * lab.1 + 0.2158037573 * lab.2, 3)
        let m = pow(lab.0 - 0.1055613458 * lab.1 - 0.0638541728 * lab.2, 3)
        let s = pow(lab.0 - 0.0894841775 * lab.1 - 1.2914855480 * lab.2, 3)
        return (Color.gammaEncoded(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
                Color.gammaEncoded(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
                Color.gammaEncoded(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s))
    }
}
