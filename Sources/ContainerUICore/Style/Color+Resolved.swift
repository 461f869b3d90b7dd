import Foundation

extension Color {
    /// iOS 17's concrete colour: linear sRGB components and an opacity, as a colour is in one
    /// environment (a system colour in light or dark).
    ///
    /// ```swift
    /// let resolved = Color.teal.resolve(in: environment)
    /// let lighter = Color.Resolved(red: resolved.red + 0.1, green: resolved.green, blue: resolved.blue)
    /// Circle().fill(Color(lighter))
    /// ```
    ///
    /// The components are not clipped: a Display P3 colour outside sRGB's gamut has components
    /// below 0 or above 1. Drawn, as a ``ShapeStyle`` or through ``Color/init(_:)-(Color.Resolved)``,
    /// the colour is clipped to sRGB.
    public struct Resolved: Hashable, Sendable {
        /// The red component, linear (light intensity, not gamma-encoded).
        public var linearRed: Float
        /// The green component, linear.
        public var linearGreen: Float
        /// The blue component, linear.
        public var linearBlue: Float
        /// The opacity, 0 to 1.
        public var opacity: Float

        /// A colour from components in `colorSpace` (gamma-encoded for `.sRGB` and `.displayP3`,
        /// linear for `.sRGBLinear`), kept unclipped.
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            switch colorSpace {
            case .sRGB:
                (linearRed, linearGreen, linearBlue) = (Self.linearized(red), Self.linearized(green), Self.linearized(blue))
            case .sRGBLinear:
                (linearRed, linearGreen, linearBlue) = (red, green, blue)
            case .displayP3:
                let linear = Color.linearSRGB(fromDisplayP3: Double(red), Double(green), Double(blue))
                (linearRed, linearGreen, linearBlue) = (Float(linear.red), Float(linear.green), Float(linear.blue))
            }
            self.opacity = opacity
        }

        /// The red component, gamma-encoded sRGB.
        public var red: Float {
            get { Self.encoded(linearRed) }
            set { linearRed = Self.linearized(newValue) }
        }

        /// The green component, gamma-encoded sRGB.
        public var green: Float {
            get { Self.encoded(linearGreen) }
            set { linearGreen = Self.linearized(newValue) }
        }

        /// The blue component, gamma-encoded sRGB.
        public var blue: Float {
            get { Self.encoded(linearBlue) }
            set { linearBlue = Self.linearized(newValue) }
        }

        /// sRGB's transfer function extended past 0 and 1 (mirrored below 0), as extended sRGB is.
        private static func encoded(_ linear: Float) -> Float {
            let magnitude = Float(Color.gammaEncoded(Double(abs(linear))))
            return linear < 0 ? -magnitude : magnitude
        }

        /// The inverse of ``encoded(_:)``.
        private static func linearized(_ encoded: Float) -> Float {
            let magnitude = Float(Color.linearized(Double(abs(encoded))))
            return encoded < 0 ? -magnitude : magnitude
        }
    }

    /// A colour of a resolved one, clipped to sRGB's gamut.
    public init(_ resolved: Resolved) {
        self.init(.sRGB, red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
                  opacity: Double(resolved.opacity))
    }

    /// The colour's concrete components in `environment`: a system colour's light or dark value
    /// by the environment's colour scheme, a mix mixed, a Display P3 colour converted to
    /// (unclipped) sRGB.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        if case .displayP3(let red, let green, let blue) = storage {
            return Resolved(colorSpace: .displayP3, red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity))
        }
        let components = components(in: environment.colorScheme)
        return Resolved(red: Float(components.red), green: Float(components.green), blue: Float(components.blue),
                        opacity: Float(components.opacity))
    }
}

extension Color.Resolved: ShapeStyle {
    /// The colour as a shape style, clipped to sRGB.
    public var _resolvedStyle: ResolvedShapeStyle { .color(Color(self)) }
}

extension Color.Resolved: CustomStringConvertible {
    /// The colour as `#RRGGBBAA` in sRGB (clipped), as SwiftUI prints it.
    public var description: String {
        let bytes = [red, green, blue, opacity].map { Int((min(max($0, 0), 1) * 255).rounded()) }
        return "#" + bytes.map { String(format: "%02X", $0) }.joined()
    }
}

/// Encoded as its four stored components by name (`linearRed`, `linearGreen`, `linearBlue`,
/// `opacity`): this module's own form, which data encoded by Apple's SwiftUI need not share.
extension Color.Resolved: Codable {}

extension Color.Resolved: Animatable {
    /// The linear components and the opacity: an animation blends the light, not the encoding.
    public var animatableData: AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>> {
        get { AnimatablePair(linearRed, AnimatablePair(linearGreen, AnimatablePair(linearBlue, opacity))) }
        set {
            (linearRed, linearGreen, linearBlue, opacity) =
                (newValue.first, newValue.second.first, newValue.second.second.first, newValue.second.second.second)
        }
    }
}
