import Foundation

/// A colour or blur effect on a view's pixels, which changes how it looks but not its layout.
public enum VisualFilter: Hashable, Sendable, CustomStringConvertible {
    /// A Gaussian blur of `radius` points; `opaque` keeps the edges from fading.
    case blur(radius: CGFloat, opaque: Bool)
    /// Brightens by `amount` (0 leaves the view as it is, 1 is fully bright).
    case brightness(Double)
    /// Contrast scaled by `amount` (1 leaves it, 0 is flat grey, above 1 more).
    case contrast(Double)
    /// Saturation scaled by `amount` (1 leaves it, 0 is grey).
    case saturation(Double)
    /// Desaturated by `amount` (0 leaves it, 1 is fully grey).
    case grayscale(Double)
    /// Hues turned by `angle`.
    case hueRotation(Angle)
    /// Colours inverted.
    case colorInvert

    public var description: String {
        switch self {
        case .blur(let radius, let opaque): "blur(\(radius.shortDescription)\(opaque ? ", opaque" : ""))"
        case .brightness(let amount): "brightness(\(amount.short))"
        case .contrast(let amount): "contrast(\(amount.short))"
        case .saturation(let amount): "saturation(\(amount.short))"
        case .grayscale(let amount): "grayscale(\(amount.short))"
        case .hueRotation(let angle): "hueRotation(\(angle))"
        case .colorInvert: "colorInvert"
        }
    }
}

extension View {
    /// Blurs the view by `radius` points; `opaque` keeps its edges from fading into what is
    /// behind.
    @inlinable
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        node(.filter(.blur(radius: max(radius, 0), opaque: opaque)))
    }

    /// Brightens the view by `amount`: 0 leaves it as it is, 1 makes it fully bright.
    @inlinable
    public func brightness(_ amount: Double) -> some View {
        node(.filter(.brightness(amount)))
    }

    /// Scales the view's contrast by `amount`: 1 leaves it, 0 makes it flat grey.
    @inlinable
    public func contrast(_ amount: Double) -> some View {
        node(.filter(.contrast(max(amount, 0))))
    }

    /// Scales the view's saturation by `amount`: 1 leaves it, 0 makes it grey.
    @inlinable
    public func saturation(_ amount: Double) -> some View {
        node(.filter(.saturation(max(amount, 0))))
    }

    /// Removes `amount` of the view's colour: 0 leaves it, 1 makes it fully grey.
    @inlinable
    public func grayscale(_ amount: Double) -> some View {
        node(.filter(.grayscale(amount.clamped01)))
    }

    /// Turns the view's hues by `angle`.
    @inlinable
    public func hueRotation(_ angle: Angle) -> some View {
        node(.filter(.hueRotation(angle)))
    }

    /// Inverts the view's colours.
    @inlinable
    public func colorInvert() -> some View {
        node(.filter(.colorInvert))
    }
}
