#if !canImport(CoreGraphics)
/// How the ends of an open stroked line are drawn: Core Graphics' type, which Foundation on Linux
/// does not have, with its cases and raw values.
public enum CGLineCap: Int32, Hashable, Sendable {
    /// The line stops at its end point.
    case butt = 0
    /// A half circle as wide as the line around the end point.
    case round = 1
    /// A half square as wide as the line past the end point.
    case square = 2
}
#endif
