/// An animation of an SF Symbol (`symbolEffect(_:options:isActive:)`,
/// `symbolEffect(_:options:value:)`): bounces, pulses and the like play over time, and a server
/// render is one frame with the symbol at rest; of the effects that hold a state while active,
/// `.disappear` hides the symbol (its space kept), and `.scale` is drawn at the symbol's own size.
public protocol SymbolEffect: Sendable {
    /// Whether the symbol is not visible while the effect is active.
    var _hidesSymbol: Bool { get }
}

extension SymbolEffect {
    public var _hidesSymbol: Bool { false }
}

/// An effect played once each time a value changes.
public protocol DiscreteSymbolEffect {}
/// An effect that lasts while it is active.
public protocol IndefiniteSymbolEffect {}
/// An effect that shows or hides a symbol.
public protocol TransitionSymbolEffect {}
/// An effect that replaces one symbol with another.
public protocol ContentTransitionSymbolEffect {}

/// An up-and-down bounce of the symbol.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    /// The effect's `up` variant (the same frame at rest).
    public var up: BounceSymbolEffect { self }

    /// The effect's `down` variant (the same frame at rest).
    public var down: BounceSymbolEffect { self }

    /// The effect's `byLayer` variant (the same frame at rest).
    public var byLayer: BounceSymbolEffect { self }

    /// The effect's `wholeSymbol` variant (the same frame at rest).
    public var wholeSymbol: BounceSymbolEffect { self }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// An up-and-down bounce of the symbol.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

/// A pulse of the symbol's opacity.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    /// The effect's `byLayer` variant (the same frame at rest).
    public var byLayer: PulseSymbolEffect { self }

    /// The effect's `wholeSymbol` variant (the same frame at rest).
    public var wholeSymbol: PulseSymbolEffect { self }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse of the symbol's opacity.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

/// Colour moving through the symbol's layers.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    /// The effect's `iterative` variant (the same frame at rest).
    public var iterative: VariableColorSymbolEffect { self }

    /// The effect's `cumulative` variant (the same frame at rest).
    public var cumulative: VariableColorSymbolEffect { self }

    /// The effect's `reversing` variant (the same frame at rest).
    public var reversing: VariableColorSymbolEffect { self }

    /// The effect's `nonReversing` variant (the same frame at rest).
    public var nonReversing: VariableColorSymbolEffect { self }

    /// The effect's `hideInactiveLayers` variant (the same frame at rest).
    public var hideInactiveLayers: VariableColorSymbolEffect { self }

    /// The effect's `dimInactiveLayers` variant (the same frame at rest).
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Colour moving through the symbol's layers.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

/// The symbol scaled up or down while active.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, Hashable {
    /// The effect's `up` variant (the same frame at rest).
    public var up: ScaleSymbolEffect { self }

    /// The effect's `down` variant (the same frame at rest).
    public var down: ScaleSymbolEffect { self }

    /// The effect's `byLayer` variant (the same frame at rest).
    public var byLayer: ScaleSymbolEffect { self }

    /// The effect's `wholeSymbol` variant (the same frame at rest).
    public var wholeSymbol: ScaleSymbolEffect { self }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// The symbol scaled up or down while active.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

/// The symbol drawing in.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, Hashable {
    /// The effect's `up` variant (the same frame at rest).
    public var up: AppearSymbolEffect { self }

    /// The effect's `down` variant (the same frame at rest).
    public var down: AppearSymbolEffect { self }

    /// The effect's `byLayer` variant (the same frame at rest).
    public var byLayer: AppearSymbolEffect { self }

    /// The effect's `wholeSymbol` variant (the same frame at rest).
    public var wholeSymbol: AppearSymbolEffect { self }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// The symbol drawing in.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

/// The symbol drawing out: while active, it is not visible.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, Hashable {
    public var _hidesSymbol: Bool { true }


    /// The effect's `up` variant (the same frame at rest).
    public var up: DisappearSymbolEffect { self }

    /// The effect's `down` variant (the same frame at rest).
    public var down: DisappearSymbolEffect { self }

    /// The effect's `byLayer` variant (the same frame at rest).
    public var byLayer: DisappearSymbolEffect { self }

    /// The effect's `wholeSymbol` variant (the same frame at rest).
    public var wholeSymbol: DisappearSymbolEffect { self }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// The symbol drawing out: while active, it is not visible.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

/// One symbol replacing another.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, Hashable {
    /// The effect's `downUp` variant (the same frame at rest).
    public var downUp: ReplaceSymbolEffect { self }

    /// The effect's `upUp` variant (the same frame at rest).
    public var upUp: ReplaceSymbolEffect { self }

    /// The effect's `offUp` variant (the same frame at rest).
    public var offUp: ReplaceSymbolEffect { self }

    /// The effect's `byLayer` variant (the same frame at rest).
    public var byLayer: ReplaceSymbolEffect { self }

    /// The effect's `wholeSymbol` variant (the same frame at rest).
    public var wholeSymbol: ReplaceSymbolEffect { self }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// One symbol replacing another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

/// A wiggle of the symbol.
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    /// The effect's `up` variant (the same frame at rest).
    public var up: WiggleSymbolEffect { self }

    /// The effect's `down` variant (the same frame at rest).
    public var down: WiggleSymbolEffect { self }

    /// The effect's `left` variant (the same frame at rest).
    public var left: WiggleSymbolEffect { self }

    /// The effect's `right` variant (the same frame at rest).
    public var right: WiggleSymbolEffect { self }

    /// The effect's `forward` variant (the same frame at rest).
    public var forward: WiggleSymbolEffect { self }

    /// The effect's `backward` variant (the same frame at rest).
    public var backward: WiggleSymbolEffect { self }

    /// The effect's `clockwise` variant (the same frame at rest).
    public var clockwise: WiggleSymbolEffect { self }

    /// The effect's `counterClockwise` variant (the same frame at rest).
    public var counterClockwise: WiggleSymbolEffect { self }

    /// The effect's `byLayer` variant (the same frame at rest).
    public var byLayer: WiggleSymbolEffect { self }

    /// The effect's `wholeSymbol` variant (the same frame at rest).
    public var wholeSymbol: WiggleSymbolEffect { self }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// A wiggle of the symbol.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

/// A turn of the symbol.
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    /// The effect's `clockwise` variant (the same frame at rest).
    public var clockwise: RotateSymbolEffect { self }

    /// The effect's `counterClockwise` variant (the same frame at rest).
    public var counterClockwise: RotateSymbolEffect { self }

    /// The effect's `byLayer` variant (the same frame at rest).
    public var byLayer: RotateSymbolEffect { self }

    /// The effect's `wholeSymbol` variant (the same frame at rest).
    public var wholeSymbol: RotateSymbolEffect { self }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// A turn of the symbol.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

/// The symbol breathing in and out.
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    /// The effect's `plain` variant (the same frame at rest).
    public var plain: BreatheSymbolEffect { self }

    /// The effect's `pulse` variant (the same frame at rest).
    public var pulse: BreatheSymbolEffect { self }

    /// The effect's `byLayer` variant (the same frame at rest).
    public var byLayer: BreatheSymbolEffect { self }

    /// The effect's `wholeSymbol` variant (the same frame at rest).
    public var wholeSymbol: BreatheSymbolEffect { self }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// The symbol breathing in and out.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

/// How a symbol effect plays: how often and how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
    private var repeatCount: Int?
    private var speedFactor: Double = 1

    /// Once, at the normal speed.
    public static let `default` = SymbolEffectOptions()
    /// Repeated while active.
    public static let repeating = SymbolEffectOptions(repeatCount: .max)
    /// Played once.
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)

    /// Played `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
        SymbolEffectOptions(repeatCount: count)
    }

    /// Played `speed` times the normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions {
        SymbolEffectOptions(speedFactor: speed)
    }

    /// These options, repeated while active.
    public var repeating: SymbolEffectOptions {
        var options = self
        options.repeatCount = .max
        return options
    }

    /// These options, played once.
    public var nonRepeating: SymbolEffectOptions {
        var options = self
        options.repeatCount = 1
        return options
    }

    /// These options, played `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var options = self
        options.repeatCount = count
        return options
    }

    /// These options, at `speed` times the normal speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var options = self
        options.speedFactor = speed
        return options
    }
}

extension View {
    /// Plays `effect` on the symbols inside while `isActive`: in a server render they are at rest,
    /// except that an active `.disappear` hides them.
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        modifier(SymbolEffectModifier(hides: isActive && effect._hidesSymbol))
    }

    /// Plays `effect` on the symbols inside each time `value` changes; a server render changes
    /// nothing, so they are at rest.
    @inlinable
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        self
    }

    /// Turns the symbol effects inside off (or back on); at rest in a server render either way.
    @inlinable
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        self
    }
}

/// Hides the symbols inside while an effect that hides them is active; otherwise records
/// nothing.
struct SymbolEffectModifier: ViewModifier {
    let hides: Bool

    typealias Body = Never

    static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        guard modifier.hides else { return resolver.resolve(content) }
        let start = resolver.resolveMembers(of: content)
        resolver.apply(.opacity(0), toMembersFrom: start)
    }
}
