/// How an accessibility element made by ``View/accessibilityElement(children:)`` treats the
/// accessibility elements of the views inside it: SwiftUI's child behaviours.
///
/// The page writes the element as a `role="group"`: ``contain`` keeps the children reachable
/// inside it; ``combine`` names it with its children's labels and values, joined with ", " as
/// VoiceOver reads them, and hides them from assistive technologies; ``ignore`` hides them and
/// keeps only the element's own label, value and hint. Children that take focus (controls and
/// links) stay reachable, as a page must not hide what a keyboard can reach.
public struct AccessibilityChildBehavior: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline
    enum Behavior: UInt8, Sendable {
        case ignore, contain, combine
    }

    @usableFromInline let behavior: Behavior

    @inlinable
    init(_ behavior: Behavior) {
        self.behavior = behavior
    }

    /// The children are not accessibility elements of their own, and give the element nothing:
    /// it has only the label, value and hint given to it.
    public static let ignore = AccessibilityChildBehavior(.ignore)
    /// The children stay accessibility elements of their own, inside the new element.
    public static let contain = AccessibilityChildBehavior(.contain)
    /// The children's labels and values make the new element's, and the children are not
    /// accessibility elements of their own.
    public static let combine = AccessibilityChildBehavior(.combine)

    /// `ignore`, `contain` or `combine`.
    public var description: String {
        switch behavior {
        case .ignore: "ignore"
        case .contain: "contain"
        case .combine: "combine"
        }
    }
}

extension View {
    /// Makes the view one accessibility element, whose children are ignored, contained or
    /// combined (`children`, `.ignore` unless given), as SwiftUI does.
    @inline(__always)
    @inlinable
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        node(.accessibilityElement(children))
    }
}
