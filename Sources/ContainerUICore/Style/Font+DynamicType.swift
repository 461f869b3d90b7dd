import Foundation

extension Font.TextStyle {
    /// The style's point size at `size`, from the iOS Dynamic Type tables of Apple's Human
    /// Interface Guidelines.
    package func pointSize(at size: DynamicTypeSize) -> CGFloat {
        CGFloat(sizeTable[size.index])
    }

    /// The style's line height (leading) at `size`, from the same tables.
    package func lineHeight(at size: DynamicTypeSize) -> CGFloat {
        CGFloat(leadingTable[size.index])
    }

    /// How much larger than at the default size (`.large`) this style is at `size`: what
    /// `ScaledMetric` and custom fonts relative to the style scale by.
    package func scale(at size: DynamicTypeSize) -> CGFloat {
        size == .large ? 1 : pointSize(at: size) / pointSize
    }

    /// Point sizes from `xSmall` to `accessibility5`.
    private var sizeTable: [UInt8] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// Line heights from `xSmall` to `accessibility5`.
    private var leadingTable: [UInt8] {
        switch self {
        case .largeTitle: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
        case .title: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
        case .title2: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
        case .title3: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]
        case .headline, .body: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
        case .callout: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 53, 60]
        case .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 51, 58]
        case .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 53]
        case .caption: [13, 13, 13, 16, 19, 21, 23, 27, 32, 39, 45, 52]
        case .caption2: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]
        }
    }
}

extension Font {
    /// This font at the Dynamic Type size `size`: a text style takes its size and line height
    /// there, a custom font relative to a style scales with that style, a fixed size stays.
    package func scaled(for size: DynamicTypeSize) -> Font {
        var copy = self
        copy.dynamicTypeSize = size
        return copy
    }
}
