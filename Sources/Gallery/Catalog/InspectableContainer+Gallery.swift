import ContainerUI

extension ContainerView: InspectableContainer {
    /// The content passed to the container.
    public var inspectedContent: Content { content() }
}

extension SurfaceStack: InspectableContainer {
    /// The content passed to the container.
    public var inspectedContent: Content { content() }
}

extension DisplayBoard: InspectableContainer {
    /// The content passed to the board.
    public var inspectedContent: Content { content }
}

extension Card: InspectableContainer {
    /// The content passed to the card.
    public var inspectedContent: Content { content }
}

extension Carousel: InspectableContainer {
    /// The content passed to the carousel.
    public var inspectedContent: Content { content }
}

extension Magazine: InspectableContainer {
    /// The content passed to the magazine.
    public var inspectedContent: Content { content }
}

extension SongBoard: InspectableContainer {
    /// The content passed to the board.
    public var inspectedContent: Content { content }
}

extension SwatchList: InspectableContainer {
    /// The content passed to the list.
    public var inspectedContent: Content { content }
}

extension Panel: InspectableContainer {
    /// The content passed to the panel.
    public var inspectedContent: Content { content }
}
