/// The context of a state change: the animation it runs with. A server render draws one frame
/// and animates nothing, so a transaction only carries what it is given.
public struct Transaction: Sendable {
    /// The animation of the change, if any.
    public var animation: Animation?
    /// Whether animations of the views changed are turned off.
    public var disablesAnimations = false
    /// Whether the change comes from a continuous interaction (a drag).
    public var isContinuous = false

    /// A transaction without animation.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// Runs `body` in `transaction`; a server render draws one frame, so `body` simply runs.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
