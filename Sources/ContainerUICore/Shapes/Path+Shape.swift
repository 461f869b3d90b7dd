import Foundation

/// A path is a shape, as in SwiftUI: it draws itself at its own coordinates, measured from its
/// frame's top-left corner, whatever the frame's size (`Path { … }.stroke(.blue)`), and as a
/// view it fills with the foreground style and takes the size it is offered.
extension Path: Shape {
    /// The path itself: a path does not change with the rect it is drawn in.
    public func path(in rect: CGRect) -> Path { self }
}
