import ContainerUICore
import Foundation

extension HTMLOutput {
    /// Liquid Glass's fill, over the backdrop the `cui-glass` class blurs: a faint white (regular)
    /// or fainter (clear) veil of the appearance's `--cui-glass` / `--cui-glass-clear`, or the
    /// tint at 80% (regular) or 50% (clear) opacity.
    mutating func styleGlass(_ glass: Glass) {
        if let tint = glass.tintColor {
            styleColor(tint.opacity(glass.variant == .clear ? 0.5 : 0.8))
        } else {
            styleRaw(glass.variant == .clear ? "var(--cui-glass-clear)" : "var(--cui-glass)")
        }
    }
}

extension ResolvedShapeStyle {
    /// The class that gives a fill its backdrop: `cui-mat` blurs behind a material, `cui-glass`
    /// blurs and saturates behind glass and adds its rim, highlight and shadow; `nil` for other
    /// styles.
    var backdropClass: StaticString? {
        switch self {
        case .material: "cui-mat"
        case .glass: "cui-glass"
        default: nil
        }
    }
}
