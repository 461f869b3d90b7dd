/// What a `contentShape(_:_:eoFill:)` shape is for: taps, drag and context-menu previews, hover
/// and focus effects, accessibility.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The kinds as bits.
    public let rawValue: Int

    /// Kinds from their raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The area that takes taps and other interactions.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The outline of a drag preview.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The outline of a context menu's preview.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The outline a hover effect draws.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The outline a focus effect draws.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The area assistive technologies outline.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}
