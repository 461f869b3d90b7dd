import ContainerUICore
import Foundation

extension Font {
    /// The line height ContainerUI uses for this font: iOS's for the text styles at the
    /// font's Dynamic Type size, 1.2 × the size (rounded) otherwise. The HTML renderer writes
    /// the same value.
    public var lineHeight: CGFloat {
        guard case .textStyle(let style) = base else { return (pointSize * 1.2).rounded() }
        if dynamicTypeSize != .large { return style.lineHeight(at: dynamicTypeSize) }
        return switch style {
        case .largeTitle: 41
        case .title: 34
        case .title2: 28
        case .title3: 25
        case .headline, .body: 22
        case .callout: 21
        case .subheadline: 20
        case .footnote: 18
        case .caption: 16
        case .caption2: 13
        }
    }

    /// The line height under `setting` (`lineHeight(_:)`, iOS 26): its constant for this font's
    /// point size, or the font's own (``lineHeight``) when `nil` or `.variable`. The HTML
    /// renderer writes the same value.
    public func lineHeight(_ setting: AttributedString.LineHeight?) -> CGFloat {
        setting?.points(forPointSize: pointSize) ?? lineHeight
    }
}
