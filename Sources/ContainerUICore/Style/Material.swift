/// A translucent, blurred background material.
public struct Material: ShapeStyle, Hashable, Sendable, CustomStringConvertible {
    /// The thickness, thinnest first.
    public enum Thickness: String, Hashable, Sendable, CaseIterable {
        case ultraThin, thin, regular, thick, ultraThick, bar
    }

    /// How thick (how opaque) the material is.
    public let thickness: Thickness

    /// The material as a shape style.
    public var _resolvedStyle: ResolvedShapeStyle { .material(self) }

    /// The thinnest material.
    public static let ultraThin = Material(thickness: .ultraThin)
    /// A thin material.
    public static let thin = Material(thickness: .thin)
    /// The regular material.
    public static let regular = Material(thickness: .regular)
    /// A thick material.
    public static let thick = Material(thickness: .thick)
    /// The thickest material.
    public static let ultraThick = Material(thickness: .ultraThick)
    /// The material of bars.
    public static let bar = Material(thickness: .bar)

    public var description: String { "\(thickness.rawValue)Material" }
}

extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin material.
    public static var thinMaterial: Material { .thin }
    /// The regular material.
    public static var regularMaterial: Material { .regular }
    /// A thick material.
    public static var thickMaterial: Material { .thick }
    /// The thickest material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}
