import ContainerUICore
import Foundation

/// Right-to-left layout in the frames of a ``LayoutResult``: SwiftUI lays out a view whose
/// `layoutDirection` is right to left as the mirror image of its left-to-right layout, and so
/// does the page (`dir="rtl"` and flexbox). The engine lays every view out left to right; each
/// place where the direction changes then mirrors everything inside it about the frame of the
/// item it wraps, outer changes first, so that a left-to-right view inside a right-to-left one
/// is mirrored twice and keeps its order inside its mirrored frame.
///
/// Offsets and positions are translations the page writes in physical coordinates (CSS
/// `translate`, which `dir` does not mirror); inside a right-to-left view their content is moved
/// back to where the browser draws it.
struct DirectionMirroring {
    /// Items mirrored about the frame of `item`: those of its own node inside it and every
    /// item of the node's descendants.
    struct Mirror {
        var item: Int
        var inner: Range<Int>
        var descendants: Range<Int>
    }

    /// A translation inside a right-to-left view, whose content the page moves the other way:
    /// the items in `inner` and `descendants` move.
    struct Shift {
        enum Translation {
            /// `offset(x:)`: the content moves by twice the offset.
            case offset(CGFloat)
            /// `position(x:)`: the content moves by twice the position less the frame's width.
            case position(CGFloat)
        }

        var item: Int
        var translation: Translation
        var inner: Range<Int>
        var descendants: Range<Int>
    }

    var mirrors: [Mirror] = []
    var shifts: [Shift] = []

    var isEmpty: Bool { mirrors.isEmpty && shifts.isEmpty }

    /// Gives the mirrors and shifts at `recorded` the descendants' items up to `end`.
    mutating func extend(_ recorded: (mirrors: Range<Int>, shifts: Range<Int>), to end: Int) {
        for index in recorded.mirrors { mirrors[index].descendants = mirrors[index].descendants.lowerBound..<end }
        for index in recorded.shifts { shifts[index].descendants = shifts[index].descendants.lowerBound..<end }
    }

    /// A copy of the `count` frames at `frames` with the mirrors, then the shifts, applied; the
    /// caller deallocates it.
    func mirrored(_ frames: UnsafeMutablePointer<CGRect>, count: Int) -> UnsafeMutablePointer<CGRect> {
        let copy = UnsafeMutablePointer<CGRect>.allocate(capacity: count)
        copy.initialize(from: frames, count: count)
        apply(to: copy)
        return copy
    }

    /// Applies the mirrors, then the shifts, to `frames`.
    private func apply(to frames: UnsafeMutablePointer<CGRect>) {
        for mirror in mirrors {
            let axis = frames[mirror.item].minX + frames[mirror.item].maxX
            for item in mirror.inner { frames[item].origin.x = axis - frames[item].maxX }
            for item in mirror.descendants { frames[item].origin.x = axis - frames[item].maxX }
        }
        for shift in shifts {
            let amount = switch shift.translation {
            case .offset(let x): 2 * x
            case .position(let x): 2 * x - frames[shift.item].width
            }
            for item in shift.inner { frames[item].origin.x += amount }
            for item in shift.descendants { frames[item].origin.x += amount }
        }
    }
}

/// What one node's modifiers say about direction, gathered while its items are numbered and
/// turned into mirrors and shifts once its descendants' items are known.
struct NodeDirections {
    /// The direction modifiers, inner first, with the item each wraps.
    private var changes: [(direction: LayoutDirection, item: Int)] = []
    /// The offsets and positions, inner first, with their items and the number of direction
    /// modifiers inside each.
    private var translations: [(translation: DirectionMirroring.Shift.Translation, item: Int, directionsInside: Int)] = []

    var isEmpty: Bool { changes.isEmpty && translations.isEmpty }

    mutating func noteDirection(_ direction: LayoutDirection, wrapping item: Int) {
        changes.append((direction, item))
    }

    mutating func noteTranslation(_ translation: DirectionMirroring.Shift.Translation, item: Int) {
        translations.append((translation, item, changes.count))
    }

    /// The direction of the node's children: its innermost direction modifier's, or `outside`.
    func innerDirection(outside: LayoutDirection) -> LayoutDirection {
        changes.first?.direction ?? outside
    }

    /// Adds the node's mirrors (outer first) and shifts to `mirroring`, before its descendants'
    /// (so that outer mirrors come first), and returns where they are: once the descendants are
    /// added, ``DirectionMirroring/extend(_:to:)`` gives them their items. `content` is the node's
    /// first item, `descendantsStart` the first item of its children and layers, `outside` the
    /// direction its parent lays it out in.
    func record(into mirroring: inout DirectionMirroring, content: Int, descendantsStart: Int,
                outside: LayoutDirection) -> (mirrors: Range<Int>, shifts: Range<Int>) {
        let descendants = descendantsStart..<descendantsStart
        let firstMirror = mirroring.mirrors.count, firstShift = mirroring.shifts.count
        for index in changes.indices.reversed() {
            let around = index + 1 < changes.count ? changes[index + 1].direction : outside
            guard changes[index].direction != around else { continue }
            let item = changes[index].item
            mirroring.mirrors.append(.init(item: item, inner: content..<item, descendants: descendants))
        }
        for translation in translations {
            // The direction a translation is in is that of the nearest direction modifier outside it.
            let direction = translation.directionsInside < changes.count ? changes[translation.directionsInside].direction : outside
            guard direction == .rightToLeft else { continue }
            // An offset's item has its content's frame, so it moves with it; a position's item is
            // the space it places its content in, which stays.
            let moved = if case .offset = translation.translation { content..<(translation.item + 1) } else { content..<translation.item }
            mirroring.shifts.append(.init(item: translation.item, translation: translation.translation,
                                          inner: moved, descendants: descendants))
        }
        return (firstMirror..<mirroring.mirrors.count, firstShift..<mirroring.shifts.count)
    }
}
