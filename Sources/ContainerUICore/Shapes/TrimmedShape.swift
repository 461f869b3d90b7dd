import Foundation

/// A shape drawn only between two fractions of its path's length: what
/// ``Shape/trim(from:to:)`` returns.
public struct _TrimmedShape<Content: Shape>: Shape, CustomStringConvertible {
    /// The untrimmed shape.
    public var shape: Content
    /// Where the kept part starts, as a fraction of the path's length.
    public var startFraction: CGFloat
    /// Where the kept part ends, as a fraction of the path's length.
    public var endFraction: CGFloat

    /// Creates a trimmed shape.
    public init(shape: Content, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    /// The shape's path in `rect`, trimmed.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    /// The untrimmed shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    public var description: String {
        "\(shape) trimmed \(startFraction.shortDescription)…\(endFraction.shortDescription)"
    }
}

extension _TrimmedShape: TrimmedShapeParts {
    package var untrimmed: AnyShape { AnyShape(shape) }
}

/// What a renderer needs of a trimmed shape whose type it does not know: the untrimmed shape,
/// whose path decides how the drawing scales, and the fractions.
package protocol TrimmedShapeParts {
    /// The untrimmed shape.
    var untrimmed: AnyShape { get }
    /// Where the kept part starts.
    var startFraction: CGFloat { get }
    /// Where the kept part ends.
    var endFraction: CGFloat { get }
}

extension Shape {
    /// The part of the shape's outline between two fractions of its length, from the path's
    /// start (a circle's rightmost point, clockwise on screen), as SwiftUI trims:
    ///
    /// ```swift
    /// Circle()
    ///     .trim(from: 0, to: 0.7)
    ///     .stroke(.blue, style: StrokeStyle(lineWidth: 12, lineCap: .round))
    ///     .rotationEffect(.degrees(-90))
    /// ```
    ///
    /// The fractions are clamped to 0...1, and nothing is drawn when `from` is not below `to`.
    /// A filled trimmed shape fills the partial outline, closed by a straight line.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

extension AnyShape {
    /// The parts of a trimmed shape, or `nil` for any other shape; the built-in shapes answer by
    /// their case, with no cast.
    package var trimmedParts: (any TrimmedShapeParts)? {
        guard case .other(let box) = storage else { return nil }
        return box.shape as? any TrimmedShapeParts
    }
}
