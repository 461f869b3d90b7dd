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
        case .tertiaryLabel: "label3"
        case .quaternaryLabel: "label4"
        case .systemFill: "fill1"
        case .secondarySystemFill: "fill2"
        case .quaternarySystemFill: "fill4"
        case .separator: "separator"
        case .opaqueSeparator: "separator-o"
        case .gray2: "gray2"
        case .gray3: "gray3"
        case .gray4: "gray4"
        case .gray5: "gray5"
        case .gray6: "gray6"
        case .link: "link"
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
