/// A colour, material, gradient or hierarchical style used to fill or stroke shapes and text.
public protocol ShapeStyle {
    /// The style as plain data. Not meant to be implemented by users.
    var _resolvedStyle: ResolvedShapeStyle { get }
    /// The shadows the style draws with its paint (``shadow(_:)``), in the order added. Not
    /// meant to be implemented by users.
    var _shadows: [ShadowStyle] { get }
}

/// A shape style as plain data, as stored in resolved trees.
public enum ResolvedShapeStyle: Hashable, Sendable, CustomStringConvertible {
    /// A solid colour.
    case color(Color)
    /// A translucent blurred material.
    case material(Material)
    /// iOS 26's Liquid Glass, as `glassEffect(_:in:)` and the glass button styles draw it
    /// (boxed: its optional tint would make every style, and so every modifier, larger).
    indirect case glass(Glass)
    /// A linear gradient.
    case linearGradient(LinearGradient)
    /// A gradient in circles round a centre.
    case radialGradient(RadialGradient)
    /// A gradient in ellipses shaped like the filled bounds.
    case ellipticalGradient(EllipticalGradient)
    /// A gradient by angle round a centre.
    case angularGradient(AngularGradient)
    /// iOS 18's mesh gradient (boxed: its lists would make every style larger).
    indirect case meshGradient(MeshGradient)
    /// A level of the foreground hierarchy: 0 primary, 1 secondary, 2 tertiary, 3 quaternary.
    case hierarchical(Int)
    /// The current foreground style.
    case foreground
    /// The current background style.
    case background
    /// The current tint.
    case tint

    /// The colours of a gradient style; `nil` for other styles.
    public var gradient: Gradient? {
        switch self {
        case .linearGradient(let gradient): gradient.gradient
        case .radialGradient(let gradient): gradient.gradient
        case .ellipticalGradient(let gradient): gradient.gradient
        case .angularGradient(let gradient): gradient.gradient
        case .meshGradient(let mesh): Gradient(colors: mesh.colorList)
        default: nil
        }
    }

    public var description: String {
        switch self {
        case .color(let color): "\(color)"
        case .material(let material): "\(material)"
        case .glass(let glass): "\(glass)"
        case .linearGradient(let gradient): "\(gradient)"
        case .radialGradient(let gradient): "\(gradient)"
        case .ellipticalGradient(let gradient): "\(gradient)"
        case .angularGradient(let gradient): "\(gradient)"
        case .meshGradient(let mesh): "MeshGradient(\(mesh.width)×\(mesh.height), \(mesh.colorList.map(\.description).joined(separator: ", ")))"
        case .hierarchical(let level): ["primary", "secondary", "tertiary", "quaternary"][min(level, 3)]
        case .foreground: "foreground"
        case .background: "background"
        case .tint: "tint"
        }
    }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, Hashable, Sendable {
    /// The style as plain data.
    public let _resolvedStyle: ResolvedShapeStyle
    /// The erased style's shadows.
    public let _shadows: [ShadowStyle]

    /// Erases `style`.
    public init<S: ShapeStyle>(_ style: S) {
        _resolvedStyle = style._resolvedStyle
        _shadows = style._shadows
    }
}

extension Color: ShapeStyle {
    /// The colour as a shape style.
    public var _resolvedStyle: ResolvedShapeStyle { .color(self) }
}

/// The levels of the foreground hierarchy.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
    let level: Int
    /// The style as plain data.
    public var _resolvedStyle: ResolvedShapeStyle { .hierarchical(level) }
    /// The primary level.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The secondary level.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The tertiary level.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The quaternary level.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
}

/// The current foreground style.
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
    /// Creates the foreground style.
    public init() {}
    /// The style as plain data.
    public var _resolvedStyle: ResolvedShapeStyle { .foreground }
}

/// The current background style.
public struct BackgroundStyle: ShapeStyle, Hashable, Sendable {
    /// Creates the background style.
    public init() {}
    /// The style as plain data.
    public var _resolvedStyle: ResolvedShapeStyle { .background }
}

/// The current tint.
public struct TintShapeStyle: ShapeStyle, Hashable, Sendable {
    /// Creates the tint style.
    public init() {}
    /// The style as plain data.
    public var _resolvedStyle: ResolvedShapeStyle { .tint }
}
