import Foundation

/// Visual effects that change how a view is drawn but not its layout: what a scroll transition's
/// closure returns. As in SwiftUI, each effect method gives a type of its own, so a closure that
/// returns different effects on different paths does not compile, and the three phases of a
/// transition always have the same effects, whose values are interpolated one by one.
public protocol VisualEffect: Sendable {
    /// Appends the effects, the first applied first (innermost).
    func _appendEffects(to effects: inout [VisualEffectItem])
}

/// The effect that changes nothing: what a scroll transition hands its closure to build on.
public struct EmptyVisualEffect: VisualEffect {
    /// The effect that changes nothing.
    public init() {}
    public func _appendEffects(to effects: inout [VisualEffectItem]) {}
}

/// One effect of a ``VisualEffect``, as plain data.
public enum VisualEffectItem: Hashable, Sendable {
    /// `scaleEffect`: sizes around the anchor.
    case scale(CGSize, anchor: UnitPoint)
    /// `rotationEffect`: turns around the anchor.
    case rotation(Angle, anchor: UnitPoint)
    /// `offset`: moves by the size.
    case offset(CGSize)
    /// `opacity`.
    case opacity(Double)
    /// `blur`, `brightness`, `contrast`, `saturation`, `grayscale` or `hueRotation`.
    case filter(VisualFilter)

    /// Whether the two are the same kind of effect (and filter), whose values can be interpolated.
    func isSameKind(as other: VisualEffectItem) -> Bool {
        switch (self, other) {
        case (.scale(_, let a), .scale(_, let b)), (.rotation(_, let a), .rotation(_, let b)): a == b
        case (.offset, .offset), (.opacity, .opacity): true
        case (.filter(let a), .filter(let b)): a.isSameKind(as: b)
        default: false
        }
    }

    /// This effect moved `amount` of the way to `other`, an effect of the same kind; values change
    /// linearly, as SwiftUI animates an effect's data and CSS interpolates its functions.
    public func interpolated(towards other: VisualEffectItem, amount: Double) -> VisualEffectItem {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
        func mix(_ a: CGSize, _ b: CGSize) -> CGSize {
            CGSize(width: mix(Double(a.width), Double(b.width)), height: mix(Double(a.height), Double(b.height)))
        }
        switch (self, other) {
        case (.scale(let a, let anchor), .scale(let b, _)): return .scale(mix(a, b), anchor: anchor)
        case (.rotation(let a, let anchor), .rotation(let b, _)): return .rotation(.degrees(mix(a.degrees, b.degrees)), anchor: anchor)
        case (.offset(let a), .offset(let b)): return .offset(mix(a, b))
        case (.opacity(let a), .opacity(let b)): return .opacity(mix(a, b))
        case (.filter(let a), .filter(let b)): return .filter(a.interpolated(towards: b, amount: amount) ?? a)
        default: return self
        }
    }
}

/// The marker of one kind of effect, which makes each effect method's result a type of its own.
public protocol _VisualEffectKind: Sendable {}
/// `scaleEffect`.
public enum _ScaleVisualEffect: _VisualEffectKind {}
/// `rotationEffect`.
public enum _RotationVisualEffect: _VisualEffectKind {}
/// `offset`.
public enum _OffsetVisualEffect: _VisualEffectKind {}
/// `opacity`.
public enum _OpacityVisualEffect: _VisualEffectKind {}
/// `blur`.
public enum _BlurVisualEffect: _VisualEffectKind {}
/// `brightness`, `contrast`, `saturation`, `grayscale` or `hueRotation`.
public enum _ColorVisualEffect<Filter>: _VisualEffectKind {}

/// An effect added to `Base`: the result of each effect method.
public struct _ModifiedVisualEffect<Base: VisualEffect, Kind: _VisualEffectKind>: VisualEffect {
    let base: Base
    let effect: VisualEffectItem

    public func _appendEffects(to effects: inout [VisualEffectItem]) {
        base._appendEffects(to: &effects)
        effects.append(effect)
    }
}

/// The markers of the colour filters.
public enum _Brightness {}
public enum _Contrast {}
public enum _Saturation {}
public enum _Grayscale {}
public enum _HueRotation {}

extension VisualEffect {
    /// Scales the drawing by `scale` around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _ModifiedVisualEffect<Self, _ScaleVisualEffect> {
        _ModifiedVisualEffect(base: self, effect: .scale(scale, anchor: anchor))
    }

    /// Scales the drawing by `scale` along both axes around `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> _ModifiedVisualEffect<Self, _ScaleVisualEffect> {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// Scales the drawing by `x` and `y` around `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _ModifiedVisualEffect<Self, _ScaleVisualEffect> {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Turns the drawing by `angle` around `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _ModifiedVisualEffect<Self, _RotationVisualEffect> {
        _ModifiedVisualEffect(base: self, effect: .rotation(angle, anchor: anchor))
    }

    /// Moves the drawing by `offset`.
    public func offset(_ offset: CGSize) -> _ModifiedVisualEffect<Self, _OffsetVisualEffect> {
        _ModifiedVisualEffect(base: self, effect: .offset(offset))
    }

    /// Moves the drawing by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _ModifiedVisualEffect<Self, _OffsetVisualEffect> {
        offset(CGSize(width: x, height: y))
    }

    /// Makes the drawing transparent by `1 - opacity`.
    public func opacity(_ opacity: Double) -> _ModifiedVisualEffect<Self, _OpacityVisualEffect> {
        _ModifiedVisualEffect(base: self, effect: .opacity(min(max(opacity, 0), 1)))
    }

    /// Blurs the drawing by `radius` points.
    public func blur(radius: CGFloat, opaque: Bool = false) -> _ModifiedVisualEffect<Self, _BlurVisualEffect> {
        _ModifiedVisualEffect(base: self, effect: .filter(.blur(radius: max(radius, 0), opaque: opaque)))
    }

    /// Brightens the drawing by `amount`.
    public func brightness(_ amount: Double) -> _ModifiedVisualEffect<Self, _ColorVisualEffect<_Brightness>> {
        _ModifiedVisualEffect(base: self, effect: .filter(.brightness(amount)))
    }

    /// Scales the drawing's contrast by `amount`.
    public func contrast(_ amount: Double) -> _ModifiedVisualEffect<Self, _ColorVisualEffect<_Contrast>> {
        _ModifiedVisualEffect(base: self, effect: .filter(.contrast(max(amount, 0))))
    }

    /// Scales the drawing's saturation by `amount`.
    public func saturation(_ amount: Double) -> _ModifiedVisualEffect<Self, _ColorVisualEffect<_Saturation>> {
        _ModifiedVisualEffect(base: self, effect: .filter(.saturation(max(amount, 0))))
    }

    /// Desaturates the drawing by `amount`.
    public func grayscale(_ amount: Double) -> _ModifiedVisualEffect<Self, _ColorVisualEffect<_Grayscale>> {
        _ModifiedVisualEffect(base: self, effect: .filter(.grayscale(amount.clamped01)))
    }

    /// Turns the drawing's hues by `angle`.
    public func hueRotation(_ angle: Angle) -> _ModifiedVisualEffect<Self, _ColorVisualEffect<_HueRotation>> {
        _ModifiedVisualEffect(base: self, effect: .filter(.hueRotation(angle)))
    }
}
