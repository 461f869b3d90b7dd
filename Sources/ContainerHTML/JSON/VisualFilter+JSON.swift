import ContainerUICore
import Foundation

extension VisualFilter {
    /// Writes the filter's `function` and its `amount` (radius in points, angle in degrees) into
    /// the open object.
    func encode(into json: inout JSONWriter) {
        json.key("function")
        switch self {
        case .blur(let radius, let opaque):
            json.string("blur")
            json.key("amount"); json.number(Double(radius))
            json.key("opaque"); json.bool(opaque)
        case .brightness(let amount): json.string("brightness"); json.key("amount"); json.number(amount)
        case .contrast(let amount): json.string("contrast"); json.key("amount"); json.number(amount)
        case .saturation(let amount): json.string("saturation"); json.key("amount"); json.number(amount)
        case .grayscale(let amount): json.string("grayscale"); json.key("amount"); json.number(amount)
        case .hueRotation(let angle): json.string("hueRotation"); json.key("amount"); json.number(angle.degrees)
        case .colorInvert: json.string("colorInvert")
        }
    }
}
