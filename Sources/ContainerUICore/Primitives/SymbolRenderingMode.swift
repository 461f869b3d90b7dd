/// How a symbol's layers are filled, set with `symbolRenderingMode(_:)`.
///
/// ```swift
/// Image(systemName: "speaker.wave.2")
///     .symbolRenderingMode(.palette)
///     .foregroundStyle(.blue, .gray)
/// ```
public struct SymbolRenderingMode: Hashable, Sendable, CustomStringConvertible {
    package enum Kind: Hashable, Sendable {
        case monochrome, hierarchical, multicolor, palette
    }

    package let kind: Kind

    /// Every layer in the foreground style.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// The first layer in the foreground style, the others in it at lower opacities.
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// The symbol's own colours, where it has them.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
    /// Each layer in the next of the primary, secondary and tertiary foreground styles.
    public static let palette = SymbolRenderingMode(kind: .palette)

    public var description: String { "\(kind)" }
}
