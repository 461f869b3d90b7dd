import Foundation

extension Text {
    /// The size of text relative to its font, set with `textScale(_:isEnabled:)`.
    public enum Scale: Hashable, Sendable {
        /// The font's own size.
        case `default`
        /// The smaller size of secondary text (a unit beside a number): the next smaller text
        /// style (`body` becomes `callout`'s 16 points), a font of a fixed size at 85%. Apple
        /// does not publish its factor; this is the package's.
        case secondary
    }

    /// This text at `scale` when `isEnabled`, whatever font it has.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text {
        guard isEnabled else { return self }
        var copy = self
        copy.modifiers.append(.scale(scale))
        return copy
    }
}

extension View {
    /// The text inside at `scale` when `isEnabled` (a unit beside a number in smaller type),
    /// whatever fonts it has.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        environmentTransform { if isEnabled { $0.typography.text.scale = scale } }
    }
}

extension Font {
    /// The font of secondary text (``Text/Scale/secondary``): a text style's next smaller one
    /// at the same weight, a fixed size at 85%.
    package var secondaryScaled: Font {
        var font = self
        switch base {
        case .textStyle(let style):
            let smaller: TextStyle = switch style {
            case .largeTitle: .title
            case .title: .title2
            case .title2: .title3
            case .title3: .body
            case .headline, .body: .callout
            case .callout: .subheadline
            case .subheadline: .footnote
            case .footnote: .caption
            case .caption, .caption2: .caption2
            }
            if weight == nil, style.defaultWeight != smaller.defaultWeight { font.weight = style.defaultWeight }
            font.base = .textStyle(smaller)
        case .system(let size): font.base = .system(size: size * 0.85)
        case .custom(let name, let size): font.base = .custom(name: name, size: size * 0.85)
        }
        return font
    }
}
