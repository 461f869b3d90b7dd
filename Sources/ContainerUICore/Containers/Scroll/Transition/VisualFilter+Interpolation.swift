import Foundation

extension VisualFilter {
    /// Whether the two are the same filter, whose amounts can be interpolated.
    func isSameKind(as other: VisualFilter) -> Bool {
        switch (self, other) {
        case (.blur(_, let a), .blur(_, let b)): a == b
        case (.brightness, .brightness), (.contrast, .contrast), (.saturation, .saturation),
             (.grayscale, .grayscale), (.hueRotation, .hueRotation), (.colorInvert, .colorInvert): true
        default: false
        }
    }

    /// This filter moved `amount` of the way to `other`, or `nil` when they are different filters.
    func interpolated(towards other: VisualFilter, amount: Double) -> VisualFilter? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
        switch (self, other) {
        case (.blur(let a, let opaque), .blur(let b, _)): return .blur(radius: CGFloat(mix(Double(a), Double(b))), opaque: opaque)
        case (.brightness(let a), .brightness(let b)): return .brightness(mix(a, b))
        case (.contrast(let a), .contrast(let b)): return .contrast(mix(a, b))
        case (.saturation(let a), .saturation(let b)): return .saturation(mix(a, b))
        case (.grayscale(let a), .grayscale(let b)): return .grayscale(mix(a, b))
        case (.hueRotation(let a), .hueRotation(let b)): return .hueRotation(.degrees(mix(a.degrees, b.degrees)))
        case (.colorInvert, .colorInvert): return .colorInvert
        default: return nil
        }
    }
}
