/// How a view enters and leaves when it is inserted or removed: its name and parts. A server
/// render inserts and removes nothing after its frame, so a transition is only described (see
/// `transition(_:)`).
public struct AnyTransition: Hashable, Sendable, CustomStringConvertible {
    /// What the transition is, as SwiftUI spells it (`opacity`, `move(edge: leading)`, ...).
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    public static let identity = AnyTransition("identity")
    public static let opacity = AnyTransition("opacity")
    public static let scale = AnyTransition("scale")
    public static let slide = AnyTransition("slide")

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition("scale(scale: \(scale), anchor: \(anchor))")
    }

    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition("move(edge: \(edge))")
    }

    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition("push(from: \(edge))")
    }

    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition("offset(x: \(x), y: \(y))")
    }

    public static func offset(_ offset: CGSize) -> AnyTransition {
        .offset(x: offset.width, y: offset.height)
    }

    /// `insertion` when the view is inserted and `removal` when it is removed.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("asymmetric(insertion: \(insertion), removal: \(removal))")
    }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition("\(self).combined(with: \(other))")
    }

    /// The transition with its own animation.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition("\(self).animation(\(animation.map(String.init(describing:)) ?? "nil"))")
    }
}
