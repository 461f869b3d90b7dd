import Foundation

/// Where one arranged view of a `StackView` sits along the stack's axis.
public struct AxisSegment: Equatable, Sendable, CustomStringConvertible {
    /// The distance from the arrangement's start.
    public var offset: CGFloat
    /// The view's length along the axis.
    public var length: CGFloat

    /// A segment.
    public init(offset: CGFloat, length: CGFloat) {
        self.offset = offset
        self.length = length
    }

    public var description: String { "\(offset.shortDescription)+\(length.shortDescription)" }
}

extension StackViewConfiguration {
    /// The area arranged views are laid out in: `bounds`, inset by the directional layout margins
    /// when `isLayoutMarginsRelativeArrangement` (leading and trailing swap in right-to-left).
    public func arrangementRect(in bounds: CGRect, layoutDirection: LayoutDirection) -> CGRect {
        guard isLayoutMarginsRelativeArrangement else { return bounds }
        let margins = directionalLayoutMargins
        let left = layoutDirection == .leftToRight ? margins.leading : margins.trailing
        let right = layoutDirection == .leftToRight ? margins.trailing : margins.leading
        return CGRect(
            x: bounds.minX + left, y: bounds.minY + margins.top,
            width: max(bounds.width - left - right, 0), height: max(bounds.height - margins.top - margins.bottom, 0)
        )
    }

    /// Distributes arranged views of `intrinsicLengths` along `available`, as UIStackView does;
    /// a hidden view (where `hidden[i]`) gets `nil` and takes neither space nor spacing.
    ///
    /// - `fill`: intrinsic lengths; the last view takes what is left over, or gives up what is
    ///   missing, before earlier ones (all views hug and resist equally).
    /// - `fillEqually`: `(available − spacing·(n−1)) / n` each.
    /// - `fillProportionally`: `(available − spacing·(n−1)) · intrinsic_i / Σ intrinsic`.
    /// - `equalSpacing`: intrinsic lengths, the leftover split evenly into the gaps, each at least `spacing`.
    /// - `equalCentering`: centres equally spaced from the first view's start to the last view's end,
    ///   each gap at least `spacing`.
    public func distribute(_ intrinsicLengths: [CGFloat], hidden: [Bool] = [], along available: CGFloat) -> [AxisSegment?] {
        let visible = intrinsicLengths.indices.filter { !(hidden.indices.contains($0) && hidden[$0]) }
        let lengths = visible.map { max(intrinsicLengths[$0], 0) }
        let segments = distributeVisible(lengths, along: available)
        var result = [AxisSegment?](repeating: nil, count: intrinsicLengths.count)
        for (slot, index) in visible.enumerated() { result[index] = segments[slot] }
        return result
    }

    private func distributeVisible(_ lengths: [CGFloat], along available: CGFloat) -> [AxisSegment] {
        let count = lengths.count
        guard count > 0 else { return [] }
        let gaps = spacing * CGFloat(count - 1)
        let total = lengths.reduce(0, +)
        switch distribution {
        case .fill:
            return sequence(fitting(lengths, into: available - gaps), gap: spacing)
        case .fillEqually:
            return sequence(Array(repeating: max(available - gaps, 0) / CGFloat(count), count: count), gap: spacing)
        case .fillProportionally:
            guard total > 0 else { return sequence(Array(repeating: max(available - gaps, 0) / CGFloat(count), count: count), gap: spacing) }
            return sequence(lengths.map { max(available - gaps, 0) * $0 / total }, gap: spacing)
        case .equalSpacing:
            let fitted = fitting(lengths, into: min(total, available - gaps))
            let gap = count > 1 ? max(spacing, (available - fitted.reduce(0, +)) / CGFloat(count - 1)) : 0
            return sequence(fitted, gap: gap)
        case .equalCentering:
            return centred(fitting(lengths, into: min(total, available - gaps)), along: available)
        }
    }

    /// `lengths` grown or shrunk to add up to `target`, changing the last views first.
    private func fitting(_ lengths: [CGFloat], into target: CGFloat) -> [CGFloat] {
        var result = lengths
        var difference = target - lengths.reduce(0, +)
        if difference > 0 {
            result[result.count - 1] += difference
            return result
        }
        for index in result.indices.reversed() where difference < 0 {
            let taken = min(result[index], -difference)
            result[index] -= taken
            difference += taken
        }
        return result
    }

    private func sequence(_ lengths: [CGFloat], gap: CGFloat) -> [AxisSegment] {
        var offset: CGFloat = 0
        return lengths.map { length in
            defer { offset += length + gap }
            return AxisSegment(offset: offset, length: length)
        }
    }

    private func centred(_ lengths: [CGFloat], along available: CGFloat) -> [AxisSegment] {
        guard lengths.count > 1 else { return [AxisSegment(offset: 0, length: lengths[0])] }
        let first = lengths[0] / 2
        let last = available - lengths[lengths.count - 1] / 2
        var step = (last - first) / CGFloat(lengths.count - 1)
        for index in 1..<lengths.count {
            step = max(step, (lengths[index - 1] + lengths[index]) / 2 + spacing)
        }
        return lengths.enumerated().map { index, length in
            AxisSegment(offset: first + CGFloat(index) * step - length / 2, length: length)
        }
    }
}
