import Foundation

/// Where one resolved node ended up: its id (the `data-node` of its HTML), its SwiftUI type name,
/// its frame in the window's coordinates, and the frames of its children (and of its background
/// and overlay views, after them).
public struct LayoutFrame: Sendable, Equatable {
    /// The node's id, such as `0.2.1`.
    public var id: String
    /// The node's type, as in the resolved tree's JSON.
    public var type: String
    /// The frame, in points (CSS px) from the window's top-left corner: the node's outermost
    /// modifier included, `offset` applied, rotations not (they do not change layout).
    public var frame: CGRect
    /// The rotation drawn around the frame's centre by `rotationEffect`, in degrees.
    public var rotation: Double
    /// The node's scroll transition at rest: its phase and the transform its effects draw it with.
    public var scrollTransition: ScrollTransitionState?
    /// The children's frames.
    public var children: [LayoutFrame]

    /// A frame.
    public init(id: String, type: String, frame: CGRect, rotation: Double = 0, scrollTransition: ScrollTransitionState? = nil,
                children: [LayoutFrame] = []) {
        self.id = id
        self.type = type
        self.frame = frame
        self.rotation = rotation
        self.scrollTransition = scrollTransition
        self.children = children
    }

    /// Visits this frame and every frame below it, depth first.
    public func forEach(_ body: (LayoutFrame) -> Void) {
        body(self)
        for child in children { child.forEach(body) }
    }
}
