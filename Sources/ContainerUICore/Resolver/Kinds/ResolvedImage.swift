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
    /// The fill of a symbol.
    public var foreground: ResolvedShapeStyle
    /// The accessibility label, or `nil` for a decorative image.
    public var label: String?
}
