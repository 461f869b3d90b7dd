import Foundation

/// iOS 17's boolean operations on shapes: a shape whose path, in any frame, is the operation on
/// the two shapes' paths in that frame (see `Path+BooleanOperations.swift`).
///
/// ```swift
/// Circle().union(Rectangle().inset(by: 20)).fill(.blue)
/// ```
extension Shape {
    /// The outline of what either shape covers.
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        BooleanShape(first: self, second: other) { $0.union($1, eoFill: eoFill) }
    }

    /// The outline of what both shapes cover.
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        BooleanShape(first: self, second: other) { $0.intersection($1, eoFill: eoFill) }
    }

    /// The outline of what this shape covers and `other` does not.
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        BooleanShape(first: self, second: other) { $0.subtracting($1, eoFill: eoFill) }
    }

    /// The outline of what exactly one of the shapes covers.
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        BooleanShape(first: self, second: other) { $0.symmetricDifference($1, eoFill: eoFill) }
    }

    /// This shape's outline where it lies in `other`.
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        BooleanShape(first: self, second: other) { $0.lineIntersection($1, eoFill: eoFill) }
    }

    /// This shape's outline where it lies outside `other`.
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        BooleanShape(first: self, second: other) { $0.lineSubtraction($1, eoFill: eoFill) }
    }
}

/// Two shapes joined by a boolean operation on their paths.
struct BooleanShape<First: Shape, Second: Shape>: Shape {
    let first: First
    let second: Second
    let operation: (Path, Path) -> Path

    func path(in rect: CGRect) -> Path {
        operation(first.path(in: rect), second.path(in: rect))
    }
}
