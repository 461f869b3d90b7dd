import ContainerUICore
import Foundation

extension SystemColor {
    /// The name of this colour in custom properties: `--cui-c-<name>` (fill) and `--cui-t-<name>` (text).
    var cssName: StaticString {
        switch self {
        case .red: "red"
        case .orange: "orange"
        case .yellow: "yellow"
        case .green: "green"
        case .mint: "mint"
        case .teal: "teal"
        case .cyan: "cyan"
        case .blue: "blue"
        case .indigo: "indigo"
        case .purple: "purple"
        case .pink: "pink"
        case .brown: "brown"
        case .gray: "gray"
        case .black: "black"
        case .white: "white"
        case .clear: "clear"
        case .primary: "primary"
        case .secondary: "secondary"
        case .accentColor: "accent"
        case .groupedBackground: "grouped"
        case .tertiaryFill: "fill3"
        case .selectedSegment: "segment"
        case .elevatedBackground: "elevated"
        case .systemBackground: "background"
        case .dialogBackground: "dialog"
        case .secondaryBackground: "background2"
        case .tertiaryBackground: "background3"
        case .secondaryGroupedBackground: "grouped2"
        case .tertiaryGroupedBackground: "grouped3"
        }
    }
}

extension HTMLOutput {
    /// Appends a shape style as a text colour: system colours from the contrast-safe text
    /// palette, every level of the hierarchy below primary as the secondary text colour.
    mutating func styleTextColor(_ style: ResolvedShapeStyle) {
        switch style {
        case .color(let color):
            guard case .system(let system) = color.storage, system.textComponents(dark: false) != nil else { return styleColor(color) }
            styleSystemColor(system, opacity: color.opacity, prefix: "--cui-t-")
        case .hierarchical(let level) where level >= 1:
            styleRaw("var(--cui-tlabel2)")
        case .tint:
            styleRaw("var(--cui-t-accent)")
        default:
            styleSolidColor(style)
        }
    }
}
