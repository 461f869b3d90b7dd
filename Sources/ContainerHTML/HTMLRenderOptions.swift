import ContainerUICore
import Foundation

/// A problem found while rendering that does not stop it, such as an unknown symbol name.
public struct RenderWarning: Sendable, CustomStringConvertible {
    /// The node that caused it.
    public var nodeID: String
    /// What happened.
    public var message: String

    public var description: String { "ContainerHTML: \(message) (node \(nodeID))" }
}

/// How ``renderHTML(_:options:)`` renders.
public struct HTMLRenderOptions: Sendable {
    /// The window size that `containerRelativeFrame` closures are evaluated for when they are not
    /// a fraction of the length; 390 × 844 (a phone in portrait) by default.
    public var containerSize: CGSize
    /// Receives warnings; by default they are printed to standard error.
    public var onWarning: @Sendable (RenderWarning) -> Void

    /// Options with the defaults.
    public init(
        containerSize: CGSize = CGSize(width: 390, height: 844),
        onWarning: @escaping @Sendable (RenderWarning) -> Void = HTMLRenderOptions.printWarning
    ) {
        self.containerSize = containerSize
        self.onWarning = onWarning
    }

    /// Prints a warning to standard error.
    public static let printWarning: @Sendable (RenderWarning) -> Void = { warning in
        FileHandle.standardError.write(Data((warning.description + "\n").utf8))
    }
}
