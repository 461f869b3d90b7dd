/// The variant of a symbol that `symbolVariant(_:)` asks for: filled, in a shape, slashed, or
/// several at once (`.circle.fill`). A symbol that has no such variant is drawn plain, as on iOS.
public struct SymbolVariants: Hashable, Sendable {
    /// The enclosing shape of a variant.
    enum Shape: String, Hashable, Sendable { case circle, square, rectangle }

    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    /// No variant: the symbol as named.
    public static let none = SymbolVariants()
    /// In a circle (`heart.circle`).
    public static let circle = SymbolVariants(shape: .circle)
    /// In a square (`heart.square`).
    public static let square = SymbolVariants(shape: .square)
    /// In a rectangle (`heart.rectangle`).
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// Filled (`heart.fill`).
    public static let fill = SymbolVariants(isFilled: true)
    /// Slashed (`heart.slash`).
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant in a circle.
    public var circle: SymbolVariants { with { $0.shape = .circle } }
    /// This variant in a square.
    public var square: SymbolVariants { with { $0.shape = .square } }
    /// This variant in a rectangle.
    public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
    /// This variant filled.
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    /// This variant slashed.
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    /// Whether this variant includes `other`'s parts.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }

    /// `name` with this variant's parts in SF Symbols' order (slash, shape, fill), each added
    /// unless the name already has it: `heart` with `.circle.fill` is `heart.circle.fill`.
    package func applied(to name: String) -> String {
        var parts = name.split(separator: ".").map(String.init)
        func add(_ part: String) { if !parts.contains(part) { parts.append(part) } }
        if isSlashed { add("slash") }
        if let shape { add(shape.rawValue) }
        if isFilled { add("fill") }
        return parts.joined(separator: ".")
    }
}

extension View {
    /// Draws the symbols inside in `variant` where they have it; `.none` turns an outer variant off.
    @inline(__always)
    @inlinable
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environmentTransform { $0.symbolVariants = variant == .none ? .none : $0.symbolVariants.merged(with: variant) }
    }
}

extension SymbolVariants {
    /// This variant with `other`'s parts added (its shape replacing this one's).
    @usableFromInline
    func merged(with other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(shape: other.shape ?? shape, isFilled: isFilled || other.isFilled, isSlashed: isSlashed || other.isSlashed)
    }
}
