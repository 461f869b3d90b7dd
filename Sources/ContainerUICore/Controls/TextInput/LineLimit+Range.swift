/// The fewest lines a vertical text field shows, written by `lineLimit(_:)` with a range or
/// with `reservesSpace`; `nil` for one.
struct LineLimitMinimumKey: EnvironmentKey { static let defaultValue: Int? = nil }

extension View {
    /// Text inside uses at most `limit.upperBound` lines; a vertical `TextField` shows at least
    /// `limit.lowerBound` lines, growing with its text up to the upper bound.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        lineLimits(minimum: limit.lowerBound, maximum: limit.upperBound)
    }

    /// A vertical `TextField` inside shows at least `limit.lowerBound` lines and grows with its
    /// text without limit; text inside has no line limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        lineLimits(minimum: limit.lowerBound, maximum: nil)
    }

    /// Text inside uses at most `limit.upperBound` lines, as a vertical `TextField` does.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        lineLimits(minimum: nil, maximum: limit.upperBound)
    }

    /// Text inside uses at most `limit` lines; with `reservesSpace`, a vertical `TextField` is
    /// `limit` lines tall however short its text. (`Text` here does not reserve the space.)
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        lineLimits(minimum: reservesSpace ? limit : nil, maximum: limit)
    }

    private func lineLimits(minimum: Int?, maximum: Int?) -> some View {
        let maximum = maximum.map { max($0, 1) }
        let minimum = minimum.map { min(max($0, 1), maximum ?? .max) }
        return environmentTransform {
            $0.lineLimit = maximum
            $0[LineLimitMinimumKey.self] = minimum
        }
    }
}

extension EnvironmentValues {
    /// The lines of a vertical `TextField` here: from the minimum `lineLimit(_:)` set (one
    /// line by default, never more than the limit) up to the limit.
    var verticalFieldLines: TextInputLines {
        let maximum = lineLimit
        return .vertical(minimum: min(self[LineLimitMinimumKey.self] ?? 1, maximum ?? .max), maximum: maximum)
    }
}
