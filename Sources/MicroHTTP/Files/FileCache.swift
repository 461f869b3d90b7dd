/// File contents kept in memory, with their gzip variant, until the file changes on disk.
final class FileCache: Sendable {
    /// One cached file, valid while its inode, size and modification time stay the same.
    struct Entry: Sendable {
        let status: FileSystem.Status
        let contentType: String
        let etag: String
        /// The contents, with their gzip variant when the type is compressible.
        let body: ResponseBody

        var cost: Int { (body.shared?.count ?? 0) + (body.gzipped?.count ?? 0) }
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var cost = 0
    }

    private let capacity: Int
    private let state = Locked(State())

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The largest file kept in memory (its gzip variant counting too): a quarter of the
    /// capacity. Larger files are sent from the file itself.
    var largestEntry: Int { capacity / 4 }

    /// The entry for `path`, read (and compressed) anew if the file changed since it was cached.
    func entry(for path: String, status: FileSystem.Status) -> Entry? {
        if let cached = state.withLock({ $0.entries[path] }), cached.status == status {
            return cached
        }
        guard let bytes = FileSystem.contents(of: path), bytes.count == status.size else { return nil }
        let contentType = MIMEType.forFile(named: path)
        let body = ResponseBody(bytes: bytes).precompressed(contentType: contentType)
        let entry = Entry(status: status, contentType: contentType, etag: Self.etag(of: status), body: body)
        store(entry, for: path)
        return entry
    }

    /// A strong entity tag naming this version of the file: its inode, size and modification time.
    static func etag(of status: FileSystem.Status) -> String {
        "\"" + [UInt64(status.inode), UInt64(status.size), UInt64(status.modifiedSeconds),
                UInt64(status.modifiedNanoseconds)].map { String($0, radix: 16) }.joined(separator: "-") + "\""
    }

    private func store(_ entry: Entry, for path: String) {
        guard entry.cost <= largestEntry else { return }
        state.withLock { state in
            state.cost -= state.entries[path]?.cost ?? 0
            if state.cost + entry.cost > capacity {
                state.entries.removeAll()
                state.cost = 0
            }
            state.entries[path] = entry
            state.cost += entry.cost
        }
    }
}
