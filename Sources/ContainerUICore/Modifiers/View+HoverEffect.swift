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
    /// Gives the view `effect` while a pointer is over it, when `isEnabled` and hover effects are
    /// enabled where it is (`hoverEffectDisabled(_:)`).
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        modifier(HoverEffectModifier(effect: effect, isEnabled: isEnabled))
    }

    /// Turns hover effects off in the view and everything inside it, when `disabled`.
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
        environmentTransform { if disabled { $0.isHoverEffectEnabled = false } }
    }
}

extension EnvironmentValues {
    /// Whether views show their hover effects; `hoverEffectDisabled(_:)` turns it off.
    public var isHoverEffectEnabled: Bool {
        get { self[IsHoverEffectEnabledKey.self] }
        set { self[IsHoverEffectEnabledKey.self] = newValue }
    }
}

private struct IsHoverEffectEnabledKey: EnvironmentKey { static let defaultValue = true }

/// `hoverEffect(_:isEnabled:)`: the effect, when it and the environment's hover effects are on.
struct HoverEffectModifier: ViewModifier {
    let effect: HoverEffect
    let isEnabled: Bool

    typealias Body = Never

    static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        guard modifier.isEnabled, resolver.environment.isHoverEffectEnabled else { return resolver.resolve(content) }
        _NodeModifier._resolve(_NodeModifier(modifier: .hoverEffect(modifier.effect)), content: content, into: &resolver)
    }
}
