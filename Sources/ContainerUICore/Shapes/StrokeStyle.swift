import Foundation

/// How a path's outline is drawn: SwiftUI's stroke style, with its defaults (a 1-point line,
/// butt caps, miter joins with a limit of 10, no dashes).
///
/// ```swift
/// Circle()
///     .trim(from: 0, to: 0.7)
///     .stroke(.blue, style: StrokeStyle(lineWidth: 12, lineCap: .round))
/// ```
public struct StrokeStyle: Hashable, Sendable {
    /// The line width.
    public var lineWidth: CGFloat
    /// How long a miter join may grow, as a multiple of the line width, before it is beveled.
    public var miterLimit: CGFloat
    /// The dash lengths, alternately drawn and skipped, empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat
    /// How the ends of open lines and of dashes are drawn.
    public var lineCap: CGLineCap
    /// How corners are drawn.
    public var lineJoin: CGLineJoin

    /// Creates a stroke style.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
        miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
        self.lineCap = lineCap
        self.lineJoin = lineJoin
    }
}
