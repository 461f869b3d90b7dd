import Foundation

/// A UIKit `UIStackView` as a container: arranged subviews along an axis with one of five
/// distributions, a cross-axis alignment, spacing, and optional layout margins. Unlike SwiftUI
/// stacks, an arranged view that is `hidden()` takes no space and no spacing.
///
/// ```swift
/// StackView(axis: .vertical, spacing: 20, isLayoutMarginsRelativeArrangement: true,
///           directionalLayoutMargins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)) {
///     RowView("Offline", isOn: false)
///     Text("When you go offline, ...")
/// }
/// ```
public struct StackView<Content: View>: View {
    /// How arranged views share the axis.
    public typealias Distribution = StackViewDistribution
    /// How arranged views sit across the axis.
    public typealias Alignment = StackViewAlignment

    private let configuration: StackViewConfiguration
    private let content: Content

    /// A stack view; the defaults are UIKit's (horizontal, fill, fill, spacing 0, no margins).
    public init(
        axis: Axis = .horizontal,
        distribution: StackViewDistribution = .fill,
        alignment: StackViewAlignment = .fill,
        spacing: CGFloat = 0,
        isLayoutMarginsRelativeArrangement: Bool = false,
        directionalLayoutMargins: NSDirectionalEdgeInsets = EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8),
        @ViewBuilder arrangedSubviews content: () -> Content
    ) {
        configuration = StackViewConfiguration(
            axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
            isLayoutMarginsRelativeArrangement: isLayoutMarginsRelativeArrangement,
            directionalLayoutMargins: directionalLayoutMargins
        )
        self.content = content()
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let arranged = resolver.collectContent { $0.resolve(view.content) }
        resolver.emit(.stackView(view.configuration), children: arranged)
    }
}

/// UIKit's `UIStackView.Distribution`.
public enum StackViewDistribution: String, Hashable, Sendable, CaseIterable {
    /// Views fill the axis; the last lowest-hugging view takes the extra space.
    case fill
    /// Every view gets `(L − spacing·(n−1)) / n`.
    case fillEqually
    /// Lengths proportional to intrinsic lengths.
    case fillProportionally
    /// Intrinsic lengths; the leftover space splits evenly into the gaps (`spacing` is a minimum).
    case equalSpacing
    /// Centres equally spaced, every gap at least `spacing`.
    case equalCentering
}

/// UIKit's `UIStackView.Alignment`.
public enum StackViewAlignment: String, Hashable, Sendable, CaseIterable {
    /// Stretch across the axis.
    case fill
    /// Leading edges (vertical stacks); same as `top`.
    case leading
    /// Top edges (horizontal stacks); same as `leading`.
    case top
    /// First baselines (horizontal stacks).
    case firstBaseline
    /// Centres.
    case center
    /// Trailing edges (vertical stacks); same as `bottom`.
    case trailing
    /// Bottom edges (horizontal stacks); same as `trailing`.
    case bottom
    /// Last baselines (horizontal stacks).
    case lastBaseline
}

/// The settings of a `StackView`, as plain data.
public struct StackViewConfiguration: Hashable, Sendable, CustomStringConvertible {
    /// The axis.
    public var axis: Axis
    /// How arranged views share the axis.
    public var distribution: StackViewDistribution
    /// How arranged views sit across the axis.
    public var alignment: StackViewAlignment
    /// The gap (a minimum for `equalSpacing` and `equalCentering`).
    public var spacing: CGFloat
    /// Whether arranged views sit inside the layout margins.
    public var isLayoutMarginsRelativeArrangement: Bool
    /// The margins, leading and trailing following the layout direction.
    public var directionalLayoutMargins: EdgeInsets

    /// A stack view's settings; the defaults are UIKit's (horizontal, fill, fill, spacing 0,
    /// 8-point margins not used for arrangement).
    public init(
        axis: Axis = .horizontal,
        distribution: StackViewDistribution = .fill,
        alignment: StackViewAlignment = .fill,
        spacing: CGFloat = 0,
        isLayoutMarginsRelativeArrangement: Bool = false,
        directionalLayoutMargins: EdgeInsets = EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.directionalLayoutMargins = directionalLayoutMargins
    }

    public var description: String {
        var text = "\(axis), \(distribution.rawValue), \(alignment.rawValue), spacing: \(spacing.shortDescription)"
        if isLayoutMarginsRelativeArrangement { text += ", margins: \(directionalLayoutMargins)" }
        return text
    }
}
