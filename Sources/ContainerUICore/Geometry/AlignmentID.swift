import Foundation

/// A type that identifies a custom alignment guide, used to make a ``HorizontalAlignment`` or
/// ``VerticalAlignment`` of one's own.
///
/// ```swift
/// extension VerticalAlignment {
///     private enum Midline: AlignmentID {
///         static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
///     }
///     static let midline = VerticalAlignment(Midline.self)
/// }
/// ```
///
/// A view's value for the guide is its `alignmentGuide(_:computeValue:)` when it has one (or one
/// of its stacks' children has), else `defaultValue(in:)` of its dimensions.
public protocol AlignmentID {
    /// The guide's value in a view of `context`'s size that sets no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}
