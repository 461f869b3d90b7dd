import Foundation

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`) once sized: where it starts and how long
/// it is along the grid's cross axis.
public struct GridTrack: Equatable, Sendable, CustomStringConvertible {
    /// The distance from the grid's leading (or top) edge.
    public var offset: CGFloat
    /// The track's length.
    public var length: CGFloat

    /// A track.
    public init(offset: CGFloat, length: CGFloat) {
        self.offset = offset
        self.length = length
    }

    public var description: String { "\(offset.shortDescription)+\(length.shortDescription)" }
}

extension GridItem {
    /// Sizes `items` across `length`, as SwiftUI's lazy grids do: the spacing after each item but
    /// the last (its own, else `defaultSpacing`) and the fixed items come off first; the rest is
    /// shared in order, each flexible or adaptive item taking an equal part of what is left,
    /// clamped to its bounds; an adaptive item then packs as many tracks of at least its minimum
    /// as fit into its part.
    public static func tracks(for items: [GridItem], in length: CGFloat, defaultSpacing: CGFloat = 8) -> [GridTrack] {
        guard !items.isEmpty else { return [] }
        let spacings = items.indices.map { $0 == items.count - 1 ? 0 : (items[$0].spacing ?? defaultSpacing) }
        var sizes = [CGFloat](repeating: 0, count: items.count)
        var remaining = length - spacings.reduce(0, +)
        var sharing = 0
        for (index, item) in items.enumerated() {
            if case .fixed(let fixed) = item.size {
                sizes[index] = max(fixed, 0)
                remaining -= sizes[index]
            } else {
                sharing += 1
            }
        }
        for (index, item) in items.enumerated() {
            let bounds: (CGFloat, CGFloat)
            switch item.size {
            case .fixed: continue
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum): bounds = (minimum, maximum)
            }
            let share = max(remaining, 0) / CGFloat(sharing)
            sizes[index] = min(max(share, bounds.0), max(bounds.1, bounds.0))
            remaining -= sizes[index]
            sharing -= 1
        }
        var tracks: [GridTrack] = []
        var offset: CGFloat = 0
        for (index, item) in items.enumerated() {
            if case .adaptive(let minimum, let maximum) = item.size {
                let spacing = item.spacing ?? defaultSpacing
                let count = max(1, Int(((sizes[index] + spacing) / (max(minimum, 1) + spacing)).rounded(.down)))
                let each = min((sizes[index] - spacing * CGFloat(count - 1)) / CGFloat(count), maximum)
                for slot in 0..<count {
                    tracks.append(GridTrack(offset: offset + CGFloat(slot) * (each + spacing), length: each))
                }
            } else {
                tracks.append(GridTrack(offset: offset, length: sizes[index]))
            }
            offset += sizes[index] + spacings[index]
        }
        return tracks
    }
}
