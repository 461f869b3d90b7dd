import Foundation

extension GeometryProxy {
    /// The anchor's value in the reader's own coordinates.
    ///
    /// Once layout knows the frame of the view the anchor was taken from, that is where the
    /// view is relative to the reader. Before (the first resolution, for the window's size), or
    /// for a view layout did not place, the view is taken to be an empty frame at the window's
    /// origin, as `frame(in: .named(_:))` takes a space no view named.
    public subscript<T>(anchor: Anchor<T>) -> T {
        let source = namedFrames[AnyHashable(anchor.source)] ?? .zero
        return anchor.value(in: source.offsetBy(dx: -origin.x, dy: -origin.y))
    }
}
