#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file opened for a response body that is sent from the file itself (libmicrohttpd
/// uses `sendfile`), so that a large file is never read into memory.
///
/// The descriptor belongs to this object until a response is queued with it: then it is handed
/// to libmicrohttpd, which closes it when the response is destroyed. A body never queued (an
/// error after the handler, a dropped connection) closes it when the last reference goes.
final class OpenFile: Sendable {
    /// What `fstat` reported once the file was open: the size and version it is served with.
    let status: FileSystem.Status
    private let descriptor: Locked<Int32?>

    /// Opens the regular file at `path` (a canonical path: its last component must not be a
    /// symlink), or `nil` when it cannot be opened or is not a regular file.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        guard let status = FileSystem.status(descriptor: descriptor), status.isRegularFile else {
            close(descriptor)
            return nil
        }
        self.status = status
        self.descriptor = Locked(descriptor)
    }

    deinit {
        if let descriptor = descriptor.withLock({ $0 }) { close(descriptor) }
    }

    /// The descriptor, handed over to a caller that will close it; `nil` after the first call.
    func take() -> Int32? {
        descriptor.withLock { descriptor in
            defer { descriptor = nil }
            return descriptor
        }
    }
}
