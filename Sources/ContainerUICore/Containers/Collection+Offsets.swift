import Foundation

// The collection methods SwiftUI adds for `onDelete(perform:)` and `onMove(perform:)`, which
// hand over offsets as an `IndexSet`.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, keeping the order of the rest.
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard let first = offsets.first else { return }
        // Moves each kept element down over the removed ones, then cuts the tail: one pass.
        var write = index(startIndex, offsetBy: first)
        var read = write
        var offset = first
        while read != endIndex {
            if !offsets.contains(offset) {
                swapAt(write, read)
                formIndex(after: &write)
            }
            formIndex(after: &read)
            offset += 1
        }
        removeSubrange(write...)
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to just before the element at offset `destination` (the
    /// offsets of the collection before the move; `count` for the end), keeping their order.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        // The elements before `destination` that stay, then the moved ones, then the rest.
        let elements = Array(self)
        var reordered: [Element] = []
        reordered.reserveCapacity(elements.count)
        for (offset, element) in elements.enumerated() where offset < destination && !source.contains(offset) {
            reordered.append(element)
        }
        for offset in source where offset < elements.count { reordered.append(elements[offset]) }
        for (offset, element) in elements.enumerated() where offset >= destination && !source.contains(offset) {
            reordered.append(element)
        }
        var index = startIndex
        for element in reordered {
            self[index] = element
            formIndex(after: &index)
        }
    }
}
