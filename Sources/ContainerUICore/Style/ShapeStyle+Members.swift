extension ShapeStyle where Self == Color {
    /// Red.
    public static var red: Color { .red }
    /// Orange.
    public static var orange: Color { .orange }
    /// Yellow.
    public static var yellow: Color { .yellow }
    /// Green.
    public static var green: Color { .green }
    /// Mint.
    public static var mint: Color { .mint }
    /// Teal.
    public static var teal: Color { .teal }
    /// Cyan.
    public static var cyan: Color { .cyan }
    /// Blue.
    public static var blue: Color { .blue }
    /// Indigo.
    public static var indigo: Color { .indigo }
    /// Purple.
    public static var purple: Color { .purple }
    /// Pink.
    public static var pink: Color { .pink }
    /// Brown.
    public static var brown: Color { .brown }
    /// Grey.
    public static var gray: Color { .gray }
    /// Black.
    public static var black: Color { .black }
    /// White.
    public static var white: Color { .white }
    /// Fully transparent.
    public static var clear: Color { .clear }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The primary level of the foreground hierarchy.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The secondary level of the foreground hierarchy.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The tertiary level of the foreground hierarchy.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The quaternary level of the foreground hierarchy.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The current background style.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
