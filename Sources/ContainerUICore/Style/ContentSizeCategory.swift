/// The older name of a text size (iOS 13), read and written as `@Environment(\.sizeCategory)`:
/// each category is one ``DynamicTypeSize``, which is what the environment holds.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    /// An extra small size.
    case extraSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// The default size.
    case large
    /// An extra large size.
    case extraLarge
    /// An extra extra large size.
    case extraExtraLarge
    /// An extra extra extra large size.
    case extraExtraExtraLarge
    /// The first accessibility size.
    case accessibilityMedium
    /// The second accessibility size.
    case accessibilityLarge
    /// The third accessibility size.
    case accessibilityExtraLarge
    /// The fourth accessibility size.
    case accessibilityExtraExtraLarge
    /// The fifth accessibility size, the largest.
    case accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool {
        DynamicTypeSize(self).isAccessibilitySize
    }

    /// The category of a Dynamic Type size.
    public init?(_ dynamicTypeSize: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize)!]
    }
}

extension ContentSizeCategory: Comparable {
    /// Smaller categories come first.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        DynamicTypeSize(lhs) < DynamicTypeSize(rhs)
    }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of a content size category.
    public init(_ category: ContentSizeCategory) {
        self = Self.allCases[ContentSizeCategory.allCases.firstIndex(of: category)!]
    }
}

extension EnvironmentValues {
    /// The text size as a content size category: ``dynamicTypeSize`` by its older name.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize)! }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }
}
