/// How a view reacts to a pointer over it, set with `hoverEffect(_:isEnabled:)`. On the page it
/// is the element's `:hover` style, shown by devices whose pointer can hover.
public struct HoverEffect: Hashable, Sendable, CustomStringConvertible {
    package enum Kind: Hashable, Sendable {
        case automatic, highlight, lift
    }

    package let kind: Kind

    /// The effect the system picks for the view: the highlight.
    public static let automatic = HoverEffect(kind: .automatic)
    /// A platter of the grey fill under the pointer, over the view's own background.
    public static let highlight = HoverEffect(kind: .highlight)
    /// The view raised towards the pointer: scaled up a little, with a soft shadow.
    public static let lift = HoverEffect(kind: .lift)

    /// The effect's name.
    public var description: String { "\(kind)" }
}

extension View {
    /// Gives the view `effect` while a pointer is over it, when `isEnabled`.
    @inline(__always)
    @inlinable
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        modifier(_NodeModifier(modifier: .hoverEffect(effect)).active(isEnabled))
    }
}
