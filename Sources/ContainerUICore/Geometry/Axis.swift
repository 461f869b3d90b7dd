/// The horizontal or vertical dimension.
public enum Axis: Int8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    /// A set of axes, as taken by `ScrollView` and `containerRelativeFrame`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// Creates a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }

    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}

extension Axis.Set: CustomStringConvertible {
    public var description: String {
        switch (contains(.horizontal), contains(.vertical)) {
        case (true, true): "[horizontal, vertical]"
        case (true, false): "horizontal"
        case (false, true): "vertical"
        case (false, false): "[]"
        }
    }
}
