/// A configuration of iOS 26's Liquid Glass material, for `glassEffect(_:in:)` and the glass
/// button styles: a variant, an optional tint, and whether it reacts to touches.
///
/// ```swift
/// Text("Hello").padding().glassEffect(.regular.tint(.orange).interactive())
/// ```
public struct Glass: Hashable, Sendable, CustomStringConvertible {
    /// The kinds of glass.
    package enum Variant: String, Hashable, Sendable {
        /// Frosted glass that keeps content over it legible on any background.
        case regular
        /// More transparent glass, for controls over media.
        case clear
        /// No glass at all: the view draws as if the effect were not applied.
        case identity
    }

    /// The kind of glass.
    package let variant: Variant
    /// The colour the glass is tinted with, or `nil` for none.
    package let tintColor: Color?
    /// Whether the glass reacts to touches (it scales and shimmers on iOS; a rendered frame
    /// shows no touch, so it draws the same).
    package let isInteractive: Bool

    package init(variant: Variant, tintColor: Color? = nil, isInteractive: Bool = false) {
        self.variant = variant
        self.tintColor = tintColor
        self.isInteractive = isInteractive
    }

    /// The standard glass.
    public static var regular: Glass { Glass(variant: .regular) }
    /// A more transparent glass.
    public static var clear: Glass { Glass(variant: .clear) }
    /// No glass: a view with this glass draws as without the effect.
    public static var identity: Glass { Glass(variant: .identity) }

    /// This glass tinted with `color`; `nil` removes the tint.
    public func tint(_ color: Color?) -> Glass {
        Glass(variant: variant, tintColor: color, isInteractive: isInteractive)
    }

    /// This glass reacting to touches, or not.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
    }

    /// `glass(regular)`, with the tint and `interactive` when set.
    public var description: String {
        var parts = [variant.rawValue]
        if let tintColor { parts.append("tint: \(tintColor)") }
        if isInteractive { parts.append("interactive") }
        return "glass(\(parts.joined(separator: ", ")))"
    }
}
