/// How a view's content changes from one value to the next (`contentTransition(_:)`): a server
/// render is one frame, with no change to show.
public struct ContentTransition: Hashable, Sendable {
    private let name: String

    /// No transition.
    public static let identity = ContentTransition(name: "identity")
    /// A cross-fade.
    public static let opacity = ContentTransition(name: "opacity")
    /// Shapes and glyphs interpolated where they can be.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// The symbol effect that replaces one symbol with another.
    public static let symbolEffect = ContentTransition(name: "symbolEffect")

    /// Digits rolling, down when `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: countsDown ? "numericText(down)" : "numericText")
    }

    /// Digits rolling in the direction from the old value to `value`.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(name: "numericText")
    }

    /// `effect` replacing one symbol with another.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        .symbolEffect
    }
}

extension View {
    /// Changes the content inside with `transition`; a server render changes nothing.
    @inlinable
    public func contentTransition(_ transition: ContentTransition) -> some View {
        self
    }
}
