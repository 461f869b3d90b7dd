import Foundation

/// Views lined up on one guide along an axis: each view's offset puts its guide where the
/// others' are, and the line is as long as the views' union.
struct GuideLine {
    /// Each view's offset from the start of the line.
    var offsets: [CGFloat]
    /// The length of the union.
    var length: CGFloat

    /// Lines up views given as (guide value, length) pairs.
    static func align(_ views: [(guide: CGFloat, length: CGFloat)]) -> GuideLine {
        guard !views.isEmpty else { return GuideLine(offsets: [], length: 0) }
        let before = views.map(\.guide).max()!
        let after = views.map { $0.length - $0.guide }.max()!
        return GuideLine(offsets: views.map { before - $0.guide }, length: before + after)
    }
}

extension AlignmentKey {
    /// How far this guide moves when a view of `size` is placed in a frame of `frame`: the
    /// guide's default value in the frame less its value in the view.
    func shift(from size: CGSize, to frame: CGSize) -> CGFloat {
        defaultValue(in: ViewDimensions(size: frame)) - defaultValue(in: ViewDimensions(size: size))
    }
}
