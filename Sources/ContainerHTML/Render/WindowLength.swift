import Foundation

/// A length that is `slope·window + intercept` for the window's width, found from layouts of the
/// whole tree at several window widths: one page serves every width, so lengths the engine
/// computes from the window's width reach CSS as `calc(slope * 100vw + intercept)`.
struct WindowLength: Equatable {
    var slope: Double
    var intercept: Double

    /// A length that does not depend on the window.
    static func constant(_ value: Double) -> WindowLength {
        WindowLength(slope: 0, intercept: value)
    }

    /// The line through the first two points (window width, length), when every other point is
    /// on it too (within 0.01 px); `nil` otherwise or with fewer than `minimumCount` points.
    static func line(through points: [(window: Double, length: Double)], minimumCount: Int = 2) -> WindowLength? {
        guard points.count >= max(minimumCount, 2), points.allSatisfy({ $0.length.isFinite }) else { return nil }
        let slope = (points[1].length - points[0].length) / (points[1].window - points[0].window)
        let line = WindowLength(slope: abs(slope) < 1e-9 ? 0 : slope, intercept: points[0].length - slope * points[0].window)
        guard points.dropFirst(2).allSatisfy({ abs(line.slope * $0.window + line.intercept - $0.length) < 0.01 }) else { return nil }
        return line
    }

    /// The line through the points when there is one, else the first point's length at every
    /// width (a length the window changes in steps, as text wrapping does).
    static func fitting(_ points: [(window: Double, length: Double)]) -> WindowLength {
        line(through: points) ?? .constant(points[0].length)
    }

    /// `<intercept>px` when constant, else ``writeCalc(into:)``.
    func write(into writer: inout HTMLOutput) {
        guard slope != 0 else { return writer.stylePx(intercept) }
        writeCalc(into: &writer)
    }

    /// `calc(slope * 100vw + intercept)`, without a slope of 1 or an intercept of 0.
    func writeCalc(into writer: inout HTMLOutput) {
        writer.styleRaw("calc(")
        if slope != 1 {
            writer.styleNumber(slope)
            writer.styleRaw(" * ")
        }
        writer.styleRaw("100vw")
        if intercept != 0 {
            writer.styleRaw(intercept < 0 ? " - " : " + ")
            writer.stylePx(abs(intercept))
        }
        writer.styleRaw(")")
    }
}
