import Foundation

extension View {
    /// Sets the view's value of a horizontal guide, computed from its dimensions, so that a
    /// container aligning on `g` lines this value up with its other children's.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Title")
    ///     Text("Indented").alignmentGuide(.leading) { d in d[.leading] - 20 }
    /// }
    /// ```
    ///
    /// The value also reaches the stacks around the view: an `HStack` holding it has the value
    /// (offset by where the view sits in it) as its own, so that rows of a
    /// `VStack(alignment: g)` line up on views marked in each row.
    @inline(__always)
    @inlinable
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(guide: ResolvedAlignmentGuide(key: .horizontal(g), computeValue: computeValue)))
    }

    /// Sets the view's value of a vertical guide, computed from its dimensions; see the
    /// horizontal form.
    @inline(__always)
    @inlinable
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(guide: ResolvedAlignmentGuide(key: .vertical(g), computeValue: computeValue)))
    }
}

/// Records an `alignmentGuide` on each resolved member of its content, telling the node that it
/// provides a guide, so that no other modifier has to be matched to find out.
public struct _AlignmentGuideModifier: ViewModifier {
    @usableFromInline let guide: ResolvedAlignmentGuide

    @usableFromInline
    init(guide: ResolvedAlignmentGuide) {
        self.guide = guide
    }

    public typealias Body = Never

    @inlinable
    public static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        let start = resolver.resolveMembers(of: content)
        resolver.apply(.alignmentGuide(modifier.guide), toMembersFrom: start, providesGuide: true)
    }
}

/// `alignmentGuide(_:computeValue:)`: the guide and the closure computing its value.
public struct ResolvedAlignmentGuide {
    /// The guide set.
    package let key: AlignmentKey
    /// Computes the value from the view's dimensions.
    package let computeValue: (ViewDimensions) -> CGFloat

    @usableFromInline
    init(key: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.computeValue = computeValue
    }

    /// The guide's name (`leading`, `firstTextBaseline`, a custom ``AlignmentID``'s type name).
    public var guideName: String {
        switch key {
        case .horizontal(let guide): guide.description
        case .vertical(let guide): guide.description
        }
    }
}
