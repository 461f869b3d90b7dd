import Foundation

/// Numbers that are a function of the window's width made of lines: constant between the widths
/// where a flow layout wraps another subview, `slope·window + intercept` where a layout or a
/// reader's content follows its size, or both. Found by sampling the function at whole window widths and cutting a
/// range in two until each part is one line; a step between two neighbouring widths becomes two
/// pieces.
struct WindowPieces: Equatable {
    /// The pieces in order of window width; each applies from its `start` (the first from any
    /// width) to the next one's.
    var pieces: [Piece]

    /// One line for every number, over whole window widths `start...end`.
    struct Piece: Equatable {
        var start: Int
        var end: Int
        /// Each number's change per pixel of window width.
        var slopes: [Double]
        /// Each number at a window 0 px wide (`.nan` for a number that has no value).
        var intercepts: [Double]

        /// The numbers at window width `window`.
        func values(at window: Int) -> [Double] {
            zip(slopes, intercepts).map { $0 * Double(window) + $1 }
        }
    }

    /// The window widths the page is fitted over; the first and last pieces' lines hold beyond.
    static let windows = 240...2560

    /// The most pieces a fit has; the page is drawn for the render's width alone when it needs
    /// more.
    static let pieceLimit = 64

    /// How far a sample may be from a line and still be on it, in pixels, by default: a layout
    /// that follows its proposal computes its numbers from it, so they are on their line but for
    /// floating-point rounding.
    static let tolerance = 1e-6

    /// Fits `sample` (the numbers at a window width, always as many, `.nan` where one has no
    /// value; `nil` where they cannot be fitted) over windows `range`, with at most `pieceLimit`
    /// pieces and `sampleLimit` samples; `nil` when it needs more, a sample is `nil`, or a number
    /// has a value at some widths and none at others. `tolerance` is how far a sample may be from
    /// a line and still be on it: more than the default for numbers already rounded.
    init?(over range: ClosedRange<Int> = windows, pieceLimit: Int = pieceLimit, sampleLimit: Int,
          tolerance: Double = tolerance, sample: (Int) -> [Double]?) {
        let found = withoutActuallyEscaping(sample) { sample in
            var sampler = Sampler(sample: sample, limit: sampleLimit, tolerance: tolerance)
            return Self.fit(range.lowerBound, range.upperBound, &sampler)
        }
        guard let found else { return nil }
        var merged: [Piece] = []
        for var piece in found {
            if let last = merged.last {
                if let joined = Self.join(last, piece, tolerance: tolerance) {
                    merged[merged.count - 1] = joined
                    continue
                }
                // Two lines meeting at a width both sampled: it is the first's.
                piece.start = max(piece.start, last.end + 1)
                if piece.start > piece.end { continue }
            }
            merged.append(piece)
            guard merged.count <= pieceLimit else { return nil }
        }
        pieces = merged
    }

    /// The pieces of windows `low...high`, in order; neighbouring pieces may share their end
    /// width or lie on one line (``join(_:_:tolerance:)`` merges them).
    private static func fit(_ low: Int, _ high: Int, _ sampler: inout Sampler) -> [Piece]? {
        guard let first = sampler[low], let last = sampler[high] else { return nil }
        guard zip(first, last).allSatisfy({ $0.isNaN == $1.isNaN }) else { return nil }
        let line = Piece(low, first, high, last)
        if high - low <= 1 { return low == high ? [line] : [Piece(low, first, low, first), Piece(high, last, high, last)] }
        // Next to both ends, so that a staircase is not taken for its slope, and inside.
        let middle = (low + high) / 2
        var inner = [low + 1, high - 1, middle]
        if high - low >= 8 { inner += [(low + middle) / 2, (middle + high) / 2] }
        var isLine = true
        for window in inner {
            guard let values = sampler[window] else { return nil }
            if !line.passes(through: values, at: window, tolerance: sampler.tolerance) { isLine = false; break }
        }
        if isLine { return [line] }
        guard let left = fit(low, middle, &sampler), let right = fit(middle, high, &sampler) else { return nil }
        return left + right
    }

    /// One piece for `a` and the piece after it, `b`, when one's line passes through the other's
    /// ends; else `nil`.
    private static func join(_ a: Piece, _ b: Piece, tolerance: Double) -> Piece? {
        for line in [a, b] where line.passes(through: a, b, tolerance: tolerance) {
            return Piece(start: a.start, end: max(a.end, b.end), slopes: line.slopes, intercepts: line.intercepts)
        }
        return nil
    }

    /// The samples taken so far, by window width, and how many more may be taken.
    private struct Sampler {
        var sample: (Int) -> [Double]?
        var limit: Int
        var tolerance: Double
        var taken: [Int: [Double]?] = [:]

        subscript(window: Int) -> [Double]? {
            mutating get {
                if let values = taken[window] { return values }
                guard taken.count < limit else { return nil }
                let values = sample(window)
                taken[window] = values
                return values
            }
        }
    }
}

extension WindowPieces.Piece {
    /// The line through `first` at window `low` and `last` at window `high` (flat when they are
    /// one width).
    init(_ low: Int, _ first: [Double], _ high: Int, _ last: [Double]) {
        start = low
        end = high
        let run = Double(high - low)
        slopes = zip(first, last).map { run == 0 || $0.isNaN ? 0 : ($1 - $0) / run }
        intercepts = zip(first, slopes).map { $0 - $1 * Double(low) }
    }

    /// Whether both pieces' ends are on this piece's line.
    func passes(through a: Self, _ b: Self, tolerance: Double) -> Bool {
        [a, b].allSatisfy { piece in
            passes(through: piece.values(at: piece.start), at: piece.start, tolerance: tolerance)
                && passes(through: piece.values(at: piece.end), at: piece.end, tolerance: tolerance)
        }
    }

    /// Whether every number of `values`, taken at window `window`, is on this piece's line.
    func passes(through values: [Double], at window: Int, tolerance: Double) -> Bool {
        let expected = self.values(at: window)
        return zip(expected, values).allSatisfy { $0.isNaN ? $1.isNaN : abs($0 - $1) <= tolerance }
    }
}
