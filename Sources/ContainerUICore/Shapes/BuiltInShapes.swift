import Foundation

/// A rectangle filling its frame.
public struct Rectangle: Shape, CustomStringConvertible {
    /// Creates a rectangle.
    public init() {}
    /// The frame.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public var description: String { "Rectangle" }
}

/// The corner style of a rounded rectangle.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle corners.
    case circular
    /// Continuous-curvature corners, drawn here as circular ones.
    case continuous
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, CustomStringConvertible {
    /// The corner radii.
    public var cornerSize: CGSize
    /// The corner style.
    public var style: RoundedCornerStyle

    /// Corners of equal radius.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// Elliptical corners.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The frame with rounded corners.
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: cornerSize)
        return path
    }

    public var description: String { "RoundedRectangle(\(cornerSize.width.shortDescription))" }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public struct Circle: Shape, CustomStringConvertible {
    /// Creates a circle.
    public init() {}
    /// The inscribed circle.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public var description: String { "Circle" }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape, CustomStringConvertible {
    /// Creates an ellipse.
    public init() {}
    /// The inscribed ellipse.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public var description: String { "Ellipse" }
}

/// A rectangle whose shorter sides are semicircles.
public struct Capsule: Shape, CustomStringConvertible {
    /// Creates a capsule.
    public init() {}
    /// The capsule outline.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
    public var description: String { "Capsule" }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}
