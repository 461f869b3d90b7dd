/// The sizes of Dynamic Type, from the smallest a reader can choose to the largest of the
/// accessibility sizes. `.large` is the default; every text style's size and line height follow
/// the size in the environment (`dynamicTypeSize(_:)`, `\.dynamicTypeSize`).
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// An extra small size.
    case xSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// The default size.
    case large
    /// An extra large size.
    case xLarge
    /// An extra extra large size.
    case xxLarge
    /// An extra extra extra large size.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The fifth accessibility size, the largest.
    case accessibility5

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The size's place from `xSmall` (0) to `accessibility5` (11), which indexes the text
    /// style tables.
    var index: Int {
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .accessibility1: 7
        case .accessibility2: 8
        case .accessibility3: 9
        case .accessibility4: 10
        case .accessibility5: 11
        }
    }

    /// The size in `range` nearest to this one: this size if `range` holds it, else the
    /// range's smallest or largest size.
    func clamped<R: RangeExpression>(to range: R) -> DynamicTypeSize where R.Bound == DynamicTypeSize {
        if range.contains(self) { return self }
        let allowed = Self.allCases.filter(range.contains)
        guard let smallest = allowed.first, let largest = allowed.last else { return self }
        return self < smallest ? smallest : largest
    }
}
