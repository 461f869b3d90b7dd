#if !canImport(CoreGraphics)
/// How the corners of a stroked path are drawn: Core Graphics' type, which Foundation on Linux
/// does not have, with its cases and raw values.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// The outer edges meet in a point, cut off as a bevel past the miter limit.
    case miter = 0
    /// A circular arc around the corner.
    case round = 1
    /// The outer corners joined by a straight line.
    case bevel = 2
}
#endif
