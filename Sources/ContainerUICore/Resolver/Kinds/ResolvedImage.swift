import Foundation

/// A resolved image.
public struct ResolvedImage: Equatable {
    /// The image or symbol name.
    public var name: String
    /// Whether `name` is a system symbol (`Image(systemName:)`).
    public var isSystemSymbol: Bool
    /// Whether it stretches to its frame (`resizable()`).
    public var isResizable: Bool
    /// The font that sizes a symbol.
    public var font: Font?
    /// The fill of a symbol, and of a template image's shape.
    public var foreground: ResolvedShapeStyle
    /// The accessibility label, or `nil` for a decorative image.
    public var label: String?
    /// A symbol's size relative to its font.
    public var scale: Image.Scale = .medium
    /// How a symbol fills its layers, or `nil` for automatic.
    public var renderingMode: SymbolRenderingMode?
    /// The second layer's fill from `foregroundStyle(_:_:)`, for the palette mode.
    public var secondary: ResolvedShapeStyle?
    /// The third layer's fill from `foregroundStyle(_:_:_:)`, for the palette mode.
    public var tertiary: ResolvedShapeStyle?
    /// The symbol's name as written, when `symbolVariant(_:)` changed `name`: drawn instead
    /// where the variant does not exist.
    public var plainName: String?
    /// Drawn as a grey box of its size (`redacted(reason:)`).
    public var isRedacted = false
    /// Whether only the image's shape is drawn, filled with `foreground` (`renderingMode(_:)`;
    /// by default true for symbols, false for named images).
    public var isTemplate = false
    /// How the image is sampled when scaled (`interpolation(_:)`).
    public var interpolation = Image.Interpolation.high
    /// Whether its edges are smoothed (`antialiased(_:)`).
    public var isAntialiased = true
    /// The Dynamic Type size that sizes the symbol with its font.
    public var dynamicTypeSize = DynamicTypeSize.large

    /// The font that sizes the symbol, `defaultFont` when none is set, at its Dynamic Type size:
    /// what the page and the layout engine both size it by.
    package func symbolFont(default defaultFont: Font) -> Font {
        (font ?? defaultFont).scaled(for: dynamicTypeSize)
    }

    /// The side of the square a symbol takes: 1.2 times its font's size at its image scale, as
    /// the page's `1.2em` symbols.
    package func symbolSide(default defaultFont: Font) -> CGFloat {
        symbolFont(default: defaultFont).pointSize * scale.factor * 1.2
    }
}
