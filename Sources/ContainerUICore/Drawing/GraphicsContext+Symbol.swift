import Foundation

extension GraphicsContext {
    /// A symbol view of the canvas (`Canvas(renderer:symbols:)`), ready to be drawn, as SwiftUI's
    /// `GraphicsContext.ResolvedSymbol`.
    public struct ResolvedSymbol {
        /// The view's tag.
        let tag: AnyHashable
        /// The view, resolved where the canvas is.
        let node: ResolvedNode
        /// The view's ideal size, as the layout engine sizes it (zero for a canvas drawn before
        /// any layout in the process, as texts measure).
        public let size: CGSize
    }

    /// The symbol view tagged `id`, or `nil` when no view of the canvas's `symbols` has that tag.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        guard let node = symbols[AnyHashable(id)] else { return nil }
        let size = CanvasMeasurement.measurer?.canvasSize(of: node, window: environment.containerSize) ?? .zero
        return ResolvedSymbol(tag: AnyHashable(id), node: node, size: size)
    }

    /// Draws `symbol` at its size, its bounds' `anchor` on `point`, in the current coordinates.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height)
        recording.operations.append(.symbol(drawing(of: symbol), CGRect(origin: origin, size: symbol.size), state))
    }

    /// Draws `symbol` at its size, centred in `rect`, in the current coordinates.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        recording.operations.append(.symbol(drawing(of: symbol), rect.standardized, state))
    }

    /// `symbol` as the canvas's next symbol drawing.
    private func drawing(of symbol: ResolvedSymbol) -> CanvasSymbol {
        defer { recording.canvas.symbolDrawings += 1 }
        return CanvasSymbol(tag: symbol.tag, node: symbol.node, drawing: recording.canvas.symbolDrawings)
    }
}
