import ContainerUICore

extension BlendMode {
    /// The CSS `mix-blend-mode` keyword, or `nil` for the Porter-Duff modes, which CSS cannot
    /// draw on an element (see ``BlendMode``).
    var cssKeyword: StaticString? {
        switch self {
        case .normal: "normal"
        case .multiply: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .plusDarker: "plus-darker"
        case .plusLighter: "plus-lighter"
        case .sourceAtop, .destinationOver, .destinationOut: nil
        }
    }
}
