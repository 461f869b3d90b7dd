import ContainerUICore
import Foundation

extension Material.Thickness {
    /// The custom property holding this material's tint in the current appearance.
    var cssVariable: StaticString {
        switch self {
        case .ultraThin: "var(--cui-m-ultrathin)"
        case .thin: "var(--cui-m-thin)"
        case .regular: "var(--cui-m-regular)"
        case .thick: "var(--cui-m-thick)"
        case .ultraThick: "var(--cui-m-ultrathick)"
        case .bar: "var(--cui-m-bar)"
        }
    }
}
