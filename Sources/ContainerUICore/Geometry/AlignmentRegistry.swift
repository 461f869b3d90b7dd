import Foundation

/// The ``AlignmentID`` types used by custom alignments in this process, so that an alignment
/// holds a one-byte index instead of a metatype: looked up by `ObjectIdentifier` under a lock,
/// appended once per type and never removed. An alignment's byte also holds the built-in guides,
/// which leaves room for 250 types.
package enum AlignmentRegistry {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var indices: [ObjectIdentifier: UInt8] = [:]
    nonisolated(unsafe) private static var types: [any AlignmentID.Type] = []

    /// The most types a process may use in custom alignments.
    static let capacity = 250

    /// The index of `id`, registering it on first use; traps past ``capacity`` types.
    static func index(of id: any AlignmentID.Type) -> UInt8 {
        lock.lock()
        defer { lock.unlock() }
        if let index = indices[ObjectIdentifier(id)] { return index }
        precondition(types.count < capacity, "AlignmentID: more than \(capacity) custom alignment types")
        let index = UInt8(types.count)
        indices[ObjectIdentifier(id)] = index
        types.append(id)
        return index
    }

    /// The type registered at `index`.
    package static func type(at index: UInt8) -> any AlignmentID.Type {
        lock.lock()
        defer { lock.unlock() }
        return types[Int(index)]
    }

    /// The name of the type at `index`, as written in source (`MyAlignment`).
    static func name(at index: UInt8) -> String {
        String(describing: type(at: index))
    }
}
